/**
 * The parts of LND's REST (grpc-gateway JSON) answers the harness reads. 64-bit integers
 * arrive as strings, bytes as base64, enums as names; absent fields mean the zero value.
 */
export interface LndGetInfo {
  identity_pubkey: string;
  alias: string;
  version: string;
  block_height: number;
  block_hash: string;
  synced_to_chain: boolean;
  synced_to_graph: boolean;
  num_active_channels?: number;
  num_pending_channels?: number;
  num_peers?: number;
}

export interface LndWalletBalance {
  total_balance?: string;
  confirmed_balance?: string;
  unconfirmed_balance?: string;
}

export interface LndChannelPoint {
  funding_txid_bytes?: string;
  funding_txid_str?: string;
  output_index?: number;
}

export interface LndChannel {
  active: boolean;
  remote_pubkey: string;
  channel_point: string;
  chan_id: string;
  capacity: string;
  local_balance: string;
  remote_balance: string;
  commit_fee?: string;
  initiator?: boolean;
  private?: boolean;
  commitment_type?: string;
  csv_delay?: number;
  local_constraints?: { csv_delay?: number };
  remote_constraints?: { csv_delay?: number };
  pending_htlcs?: unknown[];
  num_updates?: string;
}

interface LndPendingChannelCore {
  remote_node_pub: string;
  channel_point: string;
  capacity: string;
  local_balance: string;
  remote_balance: string;
  initiator?: string;
  commitment_type?: string;
}

export interface LndPendingChannels {
  total_limbo_balance?: string;
  pending_open_channels?: { channel: LndPendingChannelCore }[];
  waiting_close_channels?: { channel: LndPendingChannelCore; limbo_balance?: string; closing_txid?: string }[];
  pending_force_closing_channels?: {
    channel: LndPendingChannelCore;
    closing_txid?: string;
    limbo_balance?: string;
    maturity_height?: number;
    blocks_til_maturity?: number;
    recovered_balance?: string;
    anchor?: string;
  }[];
}

export interface LndClosedChannel {
  channel_point: string;
  remote_pubkey: string;
  capacity: string;
  closing_tx_hash: string;
  settled_balance: string;
  time_locked_balance?: string;
  close_type: string;
  open_initiator?: string;
  close_initiator?: string;
}

export interface LndInvoice {
  memo?: string;
  r_hash: string;
  value_msat?: string;
  settled?: boolean;
  state: 'OPEN' | 'SETTLED' | 'CANCELED' | 'ACCEPTED';
  amt_paid_msat?: string;
  amt_paid_sat?: string;
  is_keysend?: boolean;
  htlcs?: { custom_records?: Record<string, string> }[];
}

export interface LndPayReq {
  destination: string;
  payment_hash: string;
  num_satoshis?: string;
  num_msat?: string;
  timestamp: string;
  expiry: string;
  description?: string;
  cltv_expiry?: string;
  payment_addr?: string;
  features?: Record<string, { name: string; is_required: boolean; is_known: boolean }>;
}

export interface LndPayment {
  payment_hash: string;
  value_msat?: string;
  payment_preimage: string;
  fee_msat?: string;
  status: 'UNKNOWN' | 'IN_FLIGHT' | 'SUCCEEDED' | 'FAILED' | 'INITIATED';
  failure_reason: string;
  htlcs?: unknown[];
}
