import { plainToInstance } from 'class-transformer';
import { IsString, validateSync } from 'class-validator';
import { IsDescription, IsOptionalOrNull } from './wire-validators';

class Described {
  @IsDescription() description!: string;
}

function errorsFor(description: string): string[] {
  const dto = Object.assign(new Described(), { description });
  return validateSync(dto).flatMap((error) => Object.values(error.constraints ?? {}));
}

describe('IsDescription', () => {
  it('accepts 639 bytes of UTF-8', () => {
    expect(errorsFor('a'.repeat(639))).toEqual([]);
    expect(errorsFor('é'.repeat(319))).toEqual([]); // 638 bytes
  });

  it('counts UTF-8 bytes, not characters', () => {
    // 320 two-byte characters: 320 characters, 640 bytes.
    expect(errorsFor('é'.repeat(320))).toEqual(['description must be at most 639 bytes of UTF-8 (BOLT11 description limit)']);
  });
});

class WithNote {
  @IsOptionalOrNull() @IsString() note?: string;
}

describe('IsOptionalOrNull', () => {
  const parse = (value: object) => {
    const dto = plainToInstance(WithNote, value);
    return { errors: validateSync(dto).map((error) => error.property), note: dto.note, has: 'note' in value };
  };

  it('accepts an absent field and a valid value', () => {
    expect(parse({}).errors).toEqual([]);
    expect(parse({ note: 'x' })).toMatchObject({ errors: [], note: 'x' });
  });

  it('reads null as absent: the service sees undefined, never null', () => {
    expect(parse({ note: null })).toMatchObject({ errors: [], note: undefined });
  });

  it('still refuses a present value of the wrong type', () => {
    expect(parse({ note: 5 }).errors).toEqual(['note']);
  });
});
