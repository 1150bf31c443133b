import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { NODE_EVENT_TYPES, type NodeEvent } from '@rln/events';
import { toUnixSecsString } from '../../../common/wire/decimal-string';
import { I64_MAX, IsOptionalOrNull, IsU64String } from '../../../common/validation/wire-validators';
import { EXAMPLE } from '../../../common/openapi/wire-examples';

export const DEFAULT_EVENT_WAIT_SECS = 60;
export const MAX_EVENT_WAIT_SECS = 3600;

export class WaitNextEventRequestDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_EVENT_WAIT_SECS, default: DEFAULT_EVENT_WAIT_SECS, example: 30 })
  @IsOptionalOrNull()
  @IsInt()
  @Min(0)
  @Max(MAX_EVENT_WAIT_SECS)
  timeout_secs?: number;
}

export class EventHandledRequestDto {
  @ApiProperty({ example: '42', description: 'Event id (decimal string)' })
  @IsU64String({ max: I64_MAX })
  id!: string;
}

export class NodeEventDto {
  @ApiProperty({ example: '42' })
  id!: string;
  @ApiProperty({ enum: NODE_EVENT_TYPES, example: 'PaymentReceived' })
  type!: string;
  @ApiProperty({ example: EXAMPLE.now })
  created_at_unix_secs!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'Depends on `type`',
    example: { payment_id: EXAMPLE.paymentHash, payment_hash: EXAMPLE.paymentHash, amount_msat: '1000000', custom_tlvs: [] },
  })
  data!: Record<string, unknown>;
}

export class OkResponseDto {
  @ApiProperty({ example: true })
  ok!: boolean;
}

/** The `{ok: true}` answer of commands that return nothing else. */
export function toOk(): OkResponseDto {
  return { ok: true };
}

export function toNodeEventDto(event: NodeEvent): NodeEventDto {
  return { id: event.id.toString(), type: event.type, created_at_unix_secs: toUnixSecsString(event.createdAt), data: event.data };
}
