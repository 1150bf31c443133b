/** One entry of GET /rgb/onchain/payments. */
export type OnchainPayment = {
  id: string;
  kind: string;
  direction: 'Inbound' | 'Outbound';
  status: 'pending' | 'succeeded' | 'failed' | 'expired';
  invoice: string;
  contract_id?: string;
  amount: string;
  txid?: string;
  consignment_key?: string;
  consignment_download_path?: string;
  failure_reason?: string;
  purpose: string | null;
  created_at_unix_secs: string;
  latest_update_timestamp: string;
  expires_at_unix_secs?: string;
};
