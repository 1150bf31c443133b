import { hex } from '@scure/base';
import { RpcError, type BitcoinRpcClient } from '@rln/chain';
import { faucetKey, type FaucetKey } from './faucet-key';
import { buildFaucetTx, InsufficientFaucetFundsError } from './faucet-tx.builder';
import { blocksNeeded, collectUnspent, isMature, outpointKey, type FaucetUtxo } from './faucet-utxo';
import { COINBASE_MATURITY } from './regtest-network';
import { regtestAddressScript } from './regtest-address';

export interface FaucetOptions {
  /** Default 2 sat/vB (btcd's minimum relay fee is 1). */
  readonly feeRateSatPerVb?: number;
  /** searchrawtransactions page size. Default 200. */
  readonly pageSize?: number;
}

export interface FundResult {
  readonly txid: string;
  /** Output index paying the address. */
  readonly vout: number;
  readonly valueSats: bigint;
  readonly feeSats: bigint;
  /** The block that confirmed it. */
  readonly blockHash: string;
}

/** Blocks below which no coinbase is spendable yet (101: the first coinbase matures). */
const MIN_HEIGHT = COINBASE_MATURITY + 1;
/** Room for the fee while looking for coins (a few inputs at the default rate). */
const FEE_ALLOWANCE_VB = 400;
const MAX_MINING_ROUNDS = 3;
const MAX_BROADCAST_ATTEMPTS = 3;
/** An input someone else spent first (another faucet process, a stale scan). */
const CONFLICT = /already spent|orphan|missing|replace|conflict/i;

/**
 * Regtest faucet over btcd (which has no wallet). Its key is btcd's --miningaddr, so
 * every mined block pays it; it finds its coins with btcd's address index
 * (`searchrawtransactions`, needs --addrindex) and signs with @scure/btc-signer.
 * Calls are serialised per instance; concurrent processes are handled by retrying on a
 * conflicting spend.
 */
export class Faucet {
  private readonly key: FaucetKey = faucetKey();
  private readonly scriptHex: string;
  private readonly feeRateSatPerVb: number;
  private readonly pageSize: number;
  /** Spent by this instance; covers the moment before btcd's index shows the spend. */
  private readonly spentHere = new Set<string>();
  private queue: Promise<unknown> = Promise.resolve();

  /** btcd's --miningaddr for a faucet-backed regtest node. */
  static readonly address: string = faucetKey().address;

  constructor(
    private readonly rpc: BitcoinRpcClient,
    options: FaucetOptions = {},
  ) {
    this.scriptHex = hex.encode(this.key.scriptPubKey);
    this.feeRateSatPerVb = options.feeRateSatPerVb ?? 2;
    this.pageSize = options.pageSize ?? 200;
  }

  get address(): string {
    return this.key.address;
  }

  /** Mines up to height 101 if lower, so the first coinbase is spendable. Returns the tip height. */
  prepare(): Promise<number> {
    return this.serialised(async () => {
      const height = await this.rpc.getBlockCount();
      if (height < MIN_HEIGHT) await this.rpc.generate(MIN_HEIGHT - height);
      return Math.max(height, MIN_HEIGHT);
    });
  }

  /** Mines `blocks` blocks (to btcd's --miningaddr); returns their hashes. */
  mine(blocks: number): Promise<string[]> {
    return this.serialised(() => this.rpc.generate(blocks));
  }

  /** Pays `valueSats` to `address`, mines it into a block and returns the outpoint. */
  async fund(address: string, valueSats: bigint): Promise<FundResult> {
    const recipientScript = regtestAddressScript(address);
    if (valueSats <= 0n) throw new Error(`amount must be positive, got ${valueSats}`);
    return this.serialised(() => this.fundNow(recipientScript, valueSats));
  }

  /** Spendable faucet balance right now (mature coinbases and change). */
  balanceSats(): Promise<bigint> {
    return this.serialised(async () => {
      const { mature } = await this.scan(null);
      return mature.reduce((sum, u) => sum + u.valueSats, 0n);
    });
  }

  private async fundNow(recipientScript: Uint8Array, valueSats: bigint): Promise<FundResult> {
    for (let attempt = 1; ; attempt++) {
      const utxos = await this.spendableFor(valueSats + BigInt(Math.ceil(FEE_ALLOWANCE_VB * this.feeRateSatPerVb)));
      const tx = buildFaucetTx({ key: this.key, utxos, recipientScript, valueSats, feeRateSatPerVb: this.feeRateSatPerVb });
      try {
        await this.rpc.sendRawTransaction(tx.hex);
      } catch (err) {
        if (err instanceof RpcError && CONFLICT.test(err.message) && attempt < MAX_BROADCAST_ATTEMPTS) {
          // Someone spent one of these first; forget them and look again.
          for (const u of tx.inputs) this.spentHere.add(outpointKey(u.txid, u.vout));
          continue;
        }
        throw err;
      }
      for (const u of tx.inputs) this.spentHere.add(outpointKey(u.txid, u.vout));
      const blockHash = await this.confirm(tx.txid);
      return { txid: tx.txid, vout: tx.vout, valueSats, feeSats: tx.feeSats, blockHash };
    }
  }

  /** Mature coins worth at least `neededSats`, mining the fewest blocks that make it so. */
  private async spendableFor(neededSats: bigint): Promise<FaucetUtxo[]> {
    for (let round = 0; ; round++) {
      const { mature, immature } = await this.scan(neededSats);
      const have = mature.reduce((sum, u) => sum + u.valueSats, 0n);
      if (have >= neededSats) return mature;
      const blocks = round < MAX_MINING_ROUNDS ? blocksNeeded(immature, neededSats - have, await this.rpc.getBlockCount()) : null;
      if (blocks === null) {
        const err = new InsufficientFaucetFundsError(have, neededSats);
        err.message += ` (is btcd's --miningaddr the faucet address ${this.address}?)`;
        throw err;
      }
      await this.rpc.generate(blocks);
    }
  }

  /**
   * Walks the faucet's transactions newest first until `neededSats` of mature coins are
   * found (or all of them when null). Immature coinbases are the newest ones, so they
   * come up on the first page.
   */
  private async scan(neededSats: bigint | null): Promise<{ mature: FaucetUtxo[]; immature: FaucetUtxo[] }> {
    const spent = new Set<string>();
    const seen = new Set<string>();
    const mature: FaucetUtxo[] = [];
    const immature: FaucetUtxo[] = [];
    let matureSats = 0n;
    for (let skip = 0; ; skip += this.pageSize) {
      const page = await this.rpc.searchRawTransactions(this.address, { skip, count: this.pageSize, reverse: true });
      for (const utxo of collectUnspent(page, this.scriptHex, spent)) {
        const key = outpointKey(utxo.txid, utxo.vout);
        // A block mined between pages shifts the window: skip what was already seen.
        if (seen.has(key) || this.spentHere.has(key)) continue;
        seen.add(key);
        if (isMature(utxo)) {
          mature.push(utxo);
          matureSats += utxo.valueSats;
        } else {
          immature.push(utxo);
        }
      }
      if (page.length < this.pageSize || (neededSats !== null && matureSats >= neededSats)) break;
    }
    return { mature, immature };
  }

  /** Mines until `txid` is in a block (normally the first one). */
  private async confirm(txid: string): Promise<string> {
    for (let i = 0; i < 3; i++) {
      await this.rpc.generate(1);
      const tx = await this.rpc.getRawTransactionVerbose(txid);
      if (tx.confirmations > 0 && tx.blockhash) return tx.blockhash;
    }
    throw new Error(`transaction ${txid} still unconfirmed after mining 3 blocks`);
  }

  private serialised<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
