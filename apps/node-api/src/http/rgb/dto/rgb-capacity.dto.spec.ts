import { ArgumentMetadata } from '@nestjs/common';
import { createValidationPipe } from '../../../common/validation/validation.pipe';
import { SweepRequestDto, TopUpRequestDto } from './rgb-capacity.dto';

describe('carrier maintenance request DTOs', () => {
  const pipe = createValidationPipe();
  const validate = (metatype: ArgumentMetadata['metatype'], body: object) => pipe.transform(body, { type: 'body', metatype });

  it('refuse a sweep without its input object as 400 naming it (it reached the service as a TypeError)', async () => {
    await expect(validate(SweepRequestDto, { destination_address: 'bcrt1q', fee_rate_sats_per_vb: 2 })).rejects.toMatchObject({ code: 'InvalidRequest', details: { field: 'input' } });
  });

  it('refuse a top-up without its rgb_input or rgb_output object', async () => {
    const body = { l1_inputs: [{ outpoint: `${'0'.repeat(64)}:0` }], change_address: 'bcrt1q', fee_rate_sats_per_vb: 2 };
    await expect(validate(TopUpRequestDto, { ...body, rgb_output: { target_value_sats: '1000' } })).rejects.toMatchObject({ details: { field: 'rgb_input' } });
    await expect(validate(TopUpRequestDto, { ...body, rgb_input: { outpoint: `${'0'.repeat(64)}:1` } })).rejects.toMatchObject({ details: { field: 'rgb_output' } });
  });

  it('refuse a zero fee rate', async () => {
    await expect(validate(SweepRequestDto, { input: { outpoint: `${'0'.repeat(64)}:0` }, destination_address: 'bcrt1q', fee_rate_sats_per_vb: 0 })).rejects.toMatchObject({
      details: { field: 'fee_rate_sats_per_vb' },
    });
  });
});
