import { resolveInteropWalletBinary, runInteropWallet } from './interop-wallet-process';
import {
  toBalance,
  toRefreshed,
  toTransfer,
  toUnspent,
  type AckResult,
  type AssetListing,
  type Balance,
  type InitResult,
  type IssuedAsset,
  type ReceiveResult,
  type RefreshedTransfer,
  type SendResult,
  type TransferListing,
  type UnspentListing,
} from './interop-wallet-types';

export interface InteropWalletOptions {
  /** Its own directory: the mnemonic and rgb-lib's files live here, nothing else does. */
  readonly dataDir: string;
  /** Esplora URL (the test's indexer). */
  readonly indexerUrl: string;
  readonly network?: string;
  /** Default: the installed binary (resolveInteropWalletBinary). */
  readonly binary?: string;
  /** Per command. Default 2 minutes (rgb-lib's consistency check and syncs take seconds). */
  readonly timeoutMs?: number;
}

export interface ReceiveOptions {
  /** Omitted: any asset. */
  readonly assetId?: string;
  /** Omitted: any amount. */
  readonly amount?: bigint;
  readonly expirySecs?: number;
  /** RGB proxy endpoints (`rpc://host:port/path`); none: out of band. */
  readonly proxies?: readonly string[];
  readonly minConfirmations?: number;
}

export interface SendOptions {
  readonly invoice: string;
  readonly assetId?: string;
  readonly amount?: bigint;
  /** Witness invoices: sats for the recipient's output (the wallet's default: 1000). */
  readonly witnessSats?: bigint;
  readonly feeRate?: number;
  /** Broadcast at once instead of waiting for the recipient's ACK. */
  readonly donation?: boolean;
  readonly minConfirmations?: number;
}

/**
 * Drives one rgb-interop-wallet (tools/rgb-interop-wallet): a separate rgb-lib wallet in its own
 * process per command, the counterparty of our node in interop tests. Failures reject with
 * InteropWalletError (its `code` is rgb-lib's error variant).
 */
export class InteropWallet {
  private readonly binary: string;
  private readonly timeoutMs: number;

  constructor(readonly options: InteropWalletOptions) {
    this.binary = options.binary ?? resolveInteropWalletBinary();
    this.timeoutMs = options.timeoutMs ?? 120_000;
  }

  /** A fresh wallet (new mnemonic) in `options.dataDir`. */
  static async create(options: InteropWalletOptions): Promise<{ wallet: InteropWallet; keys: InitResult }> {
    const wallet = new InteropWallet(options);
    const j = await wallet.run('init');
    const keys: InitResult = {
      masterFingerprint: j['master_fingerprint'] as string,
      xpub: j['xpub'] as string,
      accountXpubVanilla: j['account_xpub_vanilla'] as string,
      accountXpubColored: j['account_xpub_colored'] as string,
    };
    return { wallet, keys };
  }

  /** Any command, raw: its JSON object. */
  run(command: string, ...args: string[]): Promise<Record<string, unknown>> {
    const { dataDir, indexerUrl, network = 'regtest' } = this.options;
    const global = ['--data-dir', dataDir, '--network', network, '--indexer', indexerUrl];
    return runInteropWallet(this.binary, command, [...global, command, ...args], this.timeoutMs);
  }

  async address(): Promise<string> {
    return (await this.run('address'))['address'] as string;
  }

  async vanillaAddress(): Promise<string> {
    return (await this.run('vanilla-address'))['address'] as string;
  }

  async sync(): Promise<void> {
    await this.run('sync');
  }

  async createUtxos(options: { num?: number; size?: number; feeRate?: number } = {}): Promise<number> {
    const { num = 5, size = 1000, feeRate = 2 } = options;
    const j = await this.run('create-utxos', '--num', String(num), '--size', String(size), '--fee-rate', String(feeRate));
    return j['created'] as number;
  }

  async issueNia(options: { ticker: string; name: string; precision?: number; amounts: readonly bigint[] }): Promise<IssuedAsset> {
    const amounts = options.amounts.flatMap((a) => ['--amount', a.toString()]);
    const j = await this.run('issue-nia', '--ticker', options.ticker, '--name', options.name, '--precision', String(options.precision ?? 0), ...amounts);
    return {
      assetId: j['asset_id'] as string,
      ticker: j['ticker'] as string,
      name: j['name'] as string,
      precision: j['precision'] as number,
      issuedSupply: BigInt(j['issued_supply'] as string),
    };
  }

  blindReceive(options: ReceiveOptions = {}): Promise<ReceiveResult> {
    return this.receive('blind-receive', options);
  }

  witnessReceive(options: ReceiveOptions = {}): Promise<ReceiveResult> {
    return this.receive('witness-receive', options);
  }

  async send(options: SendOptions): Promise<SendResult> {
    const args = ['--invoice', options.invoice, '--fee-rate', String(options.feeRate ?? 2)];
    if (options.assetId) args.push('--asset-id', options.assetId);
    if (options.amount !== undefined) args.push('--amount', options.amount.toString());
    if (options.witnessSats !== undefined) args.push('--witness-sats', options.witnessSats.toString());
    if (options.minConfirmations !== undefined) args.push('--min-confirmations', String(options.minConfirmations));
    if (options.donation) args.push('--donation');
    const j = await this.run('send', ...args);
    return { txid: j['txid'] as string, batchTransferIdx: j['batch_transfer_idx'] as number, assetId: j['asset_id'] as string };
  }

  async refresh(assetId?: string): Promise<RefreshedTransfer[]> {
    return toRefreshed(await this.run('refresh', ...(assetId ? ['--asset-id', assetId] : [])));
  }

  async listTransfers(assetId?: string): Promise<TransferListing[]> {
    const j = await this.run('list-transfers', ...(assetId ? ['--asset-id', assetId] : []));
    return (j['transfers'] as Record<string, unknown>[]).map(toTransfer);
  }

  async balance(assetId: string): Promise<Balance> {
    return toBalance(await this.run('balance', '--asset-id', assetId));
  }

  async listAssets(): Promise<AssetListing[]> {
    const j = await this.run('list-assets');
    return (j['assets'] as Record<string, unknown>[]).map((a) => ({
      assetId: a['asset_id'] as string,
      schema: a['schema'] as AssetListing['schema'],
      ticker: a['ticker'] as string | null,
      name: a['name'] as string,
      precision: a['precision'] as number,
      balance: toBalance(a['balance'] as Record<string, unknown>),
    }));
  }

  async listUnspents(): Promise<UnspentListing[]> {
    const j = await this.run('list-unspents');
    return (j['unspents'] as Record<string, unknown>[]).map(toUnspent);
  }

  /** Out of band: the sender's consignment file for one of this wallet's pending receives. */
  async acceptConsignment(file: string): Promise<RefreshedTransfer[]> {
    return toRefreshed(await this.run('accept-consignment', '--file', file));
  }

  /** Out of band: the recipient's ACK for one of this wallet's sends. */
  async ack(recipientId: string): Promise<AckResult> {
    const j = await this.run('ack', '--recipient-id', recipientId);
    return { broadcast: j['broadcast'] as boolean, txid: j['txid'] as string | undefined, batchTransferIdx: j['batch_transfer_idx'] as number | undefined };
  }

  /** Where this wallet's send in `batchTransferIdx` wrote its consignment. */
  async consignmentPath(batchTransferIdx: number, assetId?: string): Promise<string> {
    const args = ['--batch-transfer-idx', String(batchTransferIdx), ...(assetId ? ['--asset-id', assetId] : [])];
    return (await this.run('consignment-path', ...args))['path'] as string;
  }

  private async receive(command: string, options: ReceiveOptions): Promise<ReceiveResult> {
    const args = ['--expiry-secs', String(options.expirySecs ?? 86_400)];
    if (options.assetId) args.push('--asset-id', options.assetId);
    if (options.amount !== undefined) args.push('--amount', options.amount.toString());
    if (options.minConfirmations !== undefined) args.push('--min-confirmations', String(options.minConfirmations));
    for (const proxy of options.proxies ?? []) args.push('--proxy', proxy);
    const j = await this.run(command, ...args);
    return {
      invoice: j['invoice'] as string,
      recipientId: j['recipient_id'] as string,
      batchTransferIdx: j['batch_transfer_idx'] as number,
      expiration: j['expiration'] as number,
    };
  }
}
