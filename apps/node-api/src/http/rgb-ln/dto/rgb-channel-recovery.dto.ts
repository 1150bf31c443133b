import { ApiProperty } from '@nestjs/swagger';
import { toContractId } from '@rln/rgb-wallet';
import type { ForceCloseReport } from '../../../runtime/asset-channels/asset-channel-force-closes';
import { EXAMPLE } from '../../../common/openapi/wire-examples';

export class RecoveryOutputDto {
  @ApiProperty({ example: `${EXAMPLE.commitmentTxid}:2`, description: 'txid:vout of an output of ours (of the commitment, or of our HTLC second stage)' })
  outpoint!: string;
  @ApiProperty({ example: '190', description: 'asset units, decimal string' })
  asset_amount!: string;
  @ApiProperty({ enum: ['waiting', 'broadcast', 'received', 'settled', 'lost'], example: 'settled', description: 'waiting: its lock has not passed; broadcast: our sweep is out; received: our RGB wallet took it in (it counts there); settled: confirmed and final; lost: the peer spent it first (justice, or an HTLC it claimed or timed out)' })
  state!: string;
  @ApiProperty({ type: String, nullable: true, example: EXAMPLE.sweepTxid })
  sweep_txid!: string | null;
}

export class CloseOnChainDto {
  @ApiProperty({ type: String, nullable: true, example: 'force close requested over HTTP', description: 'why this node closed on chain; null when the peer did' })
  requested!: string | null;
  @ApiProperty({ type: String, nullable: true, example: EXAMPLE.commitmentTxid, description: 'the commitment on chain; null before it is broadcast or recognised' })
  commitment_txid!: string | null;
  @ApiProperty({ enum: ['ours', 'theirs', 'theirs-revoked', 'ours-revoked'], nullable: true, example: 'ours', description: 'whose commitment: theirs-revoked is the peer cheating (justice takes all); ours-revoked is one we revoked (an old backup of ours broadcast it)' })
  commitment_kind!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '12' })
  commitment_number!: string | null;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'a spend of the shadow output this node cannot recognise yet: it waits for the peer to describe its commitment (restored from an old backup)' })
  unrecognised_spender!: string | null;
  @ApiProperty({ type: [RecoveryOutputDto] })
  outputs!: RecoveryOutputDto[];
  @ApiProperty({ example: '190', description: 'asset units back in our RGB wallet' })
  recovered_amount!: string;
  @ApiProperty({ example: '0', description: 'asset units on their way to it (counted as offchain in the balance)' })
  pending_amount!: string;
  @ApiProperty({ example: '0', description: 'asset units the peer took' })
  lost_amount!: string;
  @ApiProperty({ example: true, description: 'every output of ours is settled or lost: nothing more will happen' })
  done!: boolean;
}

export class ChannelRecoveryDto {
  @ApiProperty({ example: EXAMPLE.channelId })
  channel_id!: string;
  @ApiProperty({ example: EXAMPLE.peerNodeId })
  peer_node_id!: string;
  @ApiProperty({ example: EXAMPLE.contractId })
  contract_id!: string;
  @ApiProperty({ enum: ['awaiting-funding', 'open', 'closing', 'closed', 'failed', 'state-lost'], example: 'closed', description: 'the asset channel: state-lost means this node runs on an old backup and the peer proved it; it never broadcasts its own commitment then' })
  status!: string;
  @ApiProperty({ example: '190', description: 'our asset units in the newest state this node knows' })
  local_amount!: string;
  @ApiProperty({ type: Boolean, nullable: true, example: null, description: 'closed cooperatively: whether our RGB wallet took the closing in (null: not closed cooperatively)' })
  cooperative_close_received!: boolean | null;
  @ApiProperty({ type: CloseOnChainDto, nullable: true })
  close_on_chain!: CloseOnChainDto | null;
}

export class ChannelRecoveryResponseDto {
  @ApiProperty({ type: [ChannelRecoveryDto] })
  channels!: ChannelRecoveryDto[];
}

export function toChannelRecoveryDto(c: { peerNodeId: string; channelId: string; contractId: string; status: string; localAmount: bigint; closeOnChain: ForceCloseReport | null; cooperativeCloseReceived: boolean | null }): ChannelRecoveryDto {
  const r = c.closeOnChain;
  return {
    channel_id: c.channelId,
    peer_node_id: c.peerNodeId,
    contract_id: toContractId(c.contractId),
    status: c.status,
    local_amount: c.localAmount.toString(),
    cooperative_close_received: c.cooperativeCloseReceived,
    close_on_chain: r
      ? {
          requested: r.requested,
          commitment_txid: r.commitment?.txid ?? null,
          commitment_kind: r.commitment?.kind ?? null,
          commitment_number: r.commitment?.number.toString() ?? null,
          unrecognised_spender: r.unrecognisedSpender,
          outputs: r.outputs.map((o) => ({ outpoint: o.outpoint, asset_amount: o.assets.toString(), state: o.state, sweep_txid: o.sweepTxid })),
          recovered_amount: r.recovered.toString(),
          pending_amount: r.pending.toString(),
          lost_amount: r.lost.toString(),
          done: r.done,
        }
      : null,
  };
}
