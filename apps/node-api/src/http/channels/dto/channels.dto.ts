import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsString, Matches, ValidateNested, IsObject } from 'class-validator';
import { Type } from 'class-transformer';
import type { ChannelInfo } from '@rln/lightning';
import { IsContractId, IsMsatString, IsNodeId, IsOptionalOrNull, IsU64String } from '../../../common/validation/wire-validators';
import { EXAMPLE } from '../../../common/openapi/wire-examples';

/** [IPv6], dotted-quad IPv4 or a DNS name whose last label starts with a letter; splitHostPort checks the rest. */
const HOST_PORT = /^(\[[0-9a-fA-F:.]+\]|[0-9]{1,3}(\.[0-9]{1,3}){3}|([A-Za-z0-9-]{1,63}\.)*[A-Za-z][A-Za-z0-9-]{0,62}\.?):([1-9][0-9]{0,4})$/;

export class PeerDto {
  @ApiProperty({ example: EXAMPLE.peerNodeId })
  node_id!: string;
  @ApiProperty({ type: String, example: EXAMPLE.peerAddress, nullable: true })
  address!: string | null;
  @ApiProperty({ example: true })
  is_persisted!: boolean;
  @ApiProperty({ example: true })
  is_connected!: boolean;
}

/** A peer by node id and network address. */
export class PeerAddressDto {
  @ApiProperty({ example: EXAMPLE.peerNodeId })
  @IsNodeId()
  node_id!: string;
  @ApiProperty({ example: EXAMPLE.peerAddress })
  @IsString()
  @Matches(HOST_PORT, { message: 'address must be host:port' })
  address!: string;
}

export class ConnectPeerRequestDto extends PeerAddressDto {
  @ApiPropertyOptional({ example: true, description: 'Reconnect to this peer after restarts (default true)' })
  @IsOptionalOrNull()
  @IsBoolean()
  persist?: boolean;
}

export class DisconnectPeerRequestDto {
  @ApiProperty({ example: EXAMPLE.peerNodeId })
  @IsNodeId()
  node_id!: string;
}

export class ChannelRgbDto {
  @ApiProperty({ example: EXAMPLE.contractId })
  contract_id!: string;
  @ApiProperty({ example: '190' })
  local_amount!: string;
  @ApiProperty({ example: '10' })
  remote_amount!: string;
}

export class ChannelDto {
  @ApiProperty({ example: EXAMPLE.channelId })
  channel_id!: string;
  @ApiProperty({ example: EXAMPLE.userChannelId })
  user_channel_id!: string;
  @ApiProperty({ example: EXAMPLE.peerNodeId })
  counterparty_node_id!: string;
  @ApiPropertyOptional({ example: `${EXAMPLE.fundingTxid}:0` })
  channel_point?: string;
  @ApiPropertyOptional({ example: EXAMPLE.shortChannelId })
  short_channel_id?: string;
  @ApiProperty({ example: '100000' })
  channel_value_sats!: string;
  @ApiProperty({ example: '89660000' })
  outbound_capacity_msat!: string;
  @ApiProperty({ example: '4000000' })
  inbound_capacity_msat!: string;
  @ApiProperty({ example: '90660000' })
  local_balance_msat!: string;
  @ApiProperty({ example: true })
  is_channel_ready!: boolean;
  @ApiProperty({ example: true })
  is_usable!: boolean;
  @ApiProperty({ example: false })
  is_announced!: boolean;
  @ApiPropertyOptional({ type: ChannelRgbDto })
  rgb?: ChannelRgbDto;
}

export class OpenChannelRgbDto {
  @ApiProperty({ example: EXAMPLE.contractId })
  @IsContractId()
  contract_id!: string;
  @ApiProperty({ example: '200' })
  @IsU64String({ positive: true })
  asset_amount!: string;
  @ApiProperty({
    example: 'http://198.51.100.4:3001/api/v1/rgb/consignments/{txid}?format=zip',
    description: "URL template of this node's consignment endpoint; the peer fetches the funding consignment there",
  })
  @IsString()
  color_context_data!: string;
}

export class OpenChannelRequestDto extends PeerAddressDto {
  @ApiProperty({ example: '100000' })
  @IsU64String({ positive: true })
  channel_amount_sats!: string;
  @ApiPropertyOptional({ example: '0' })
  @IsOptionalOrNull()
  @IsMsatString()
  push_to_counterparty_msat?: string;
  @ApiPropertyOptional({ example: false, description: 'Announce the channel to the network (default false)' })
  @IsOptionalOrNull()
  @IsBoolean()
  announce?: boolean;
  @ApiPropertyOptional({ type: OpenChannelRgbDto, description: 'Opens an asset channel of this contract beside the BTC channel (docs/design/rgb-channel-protocol.md §5a)' })
  @IsOptionalOrNull()
  @IsObject()
  @ValidateNested()
  @Type(() => OpenChannelRgbDto)
  rgb?: OpenChannelRgbDto;
}

export class OpenChannelResponseDto {
  @ApiProperty({ example: EXAMPLE.userChannelId })
  user_channel_id!: string;
  @ApiPropertyOptional({ example: EXAMPLE.channelId })
  channel_id?: string;
}

export class CloseChannelRequestDto {
  @ApiProperty({ example: EXAMPLE.userChannelId, description: 'u128 as a decimal string' })
  @IsString()
  @Matches(/^(0|[1-9][0-9]{0,38})$/, { message: 'user_channel_id must be a decimal string' })
  user_channel_id!: string;
  @ApiProperty({ example: EXAMPLE.peerNodeId })
  @IsNodeId()
  counterparty_node_id!: string;
}

export function toChannelDto(c: ChannelInfo): ChannelDto {
  const dto: ChannelDto = {
    channel_id: c.channelId,
    user_channel_id: c.userChannelId.toString(),
    counterparty_node_id: c.counterpartyNodeId,
    channel_value_sats: c.capacitySats.toString(),
    outbound_capacity_msat: c.outboundCapacityMsat.toString(),
    inbound_capacity_msat: c.inboundCapacityMsat.toString(),
    local_balance_msat: c.localBalanceMsat.toString(),
    is_channel_ready: c.isChannelReady,
    is_usable: c.isUsable,
    is_announced: c.isAnnounced,
  };
  if (c.fundingTxid !== null && c.fundingOutputIndex !== null) dto.channel_point = `${c.fundingTxid}:${c.fundingOutputIndex}`;
  if (c.shortChannelId !== null) dto.short_channel_id = c.shortChannelId.toString();
  return dto;
}
