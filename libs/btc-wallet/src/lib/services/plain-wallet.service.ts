import { InvalidRequestError } from '@rln/core';
import type { HDKey } from '@scure/bip32';
import { Address, OutScript, Transaction } from '@scure/btc-signer';
import { hex } from '@scure/base';
import { KEYCHAINS, type Keychain, type WalletAddress } from '../domain/keychain';
import { formatOutpoint, parseOutpoint, type Outpoint } from '../domain/outpoint';
import { networkParams, type WalletNetwork } from '../domain/wallet-network';
import type {
  BlockRef,
  StoredUtxo,
  UtxoLockKind,
  UtxoLockRecord,
  UtxoLockView,
  WalletBalances,
  WalletUtxo,
} from '../domain/wallet-utxo';
import {
  AddressNotInitializedError,
  InvalidAddressError,
  UtxoLockedError,
  UtxoNotFoundError,
  WalletMismatchError,
} from '../errors/wallet.errors';
import { Bip84Account } from '../keys/bip84-account';
import type { WalletClock } from '../ports/wallet-clock.port';
import type { UnlockSelector, WalletRecord, WalletStore } from '../ports/wallet-store.port';
import type { ScriptOwner } from '../tx/chain-scan';
import { selectCoins, type CoinSelection, type SelectionCandidate } from '../tx/coin-selection';
import { dustThresholdSats, isWitnessProgram } from '../tx/dust';
import { parseTransaction } from '../tx/transaction-parser';
import { feeForVsize, P2WPKH_SCRIPT_LENGTH } from '../tx/tx-size';

export const DEFAULT_WALLET_ID = 'plain';
/** Unused addresses derived and watched past the last used (or handed out) one, per keychain. */
export const GAP_LIMIT = 20;
export const COINBASE_MATURITY = 100;
export const MIN_FEE_RATE_SAT_PER_VB = 1;
/** Far above any real fee market; catches sat/kvB passed as sat/vB. */
export const MAX_FEE_RATE_SAT_PER_VB = 10_000;
export const DEFAULT_OPERATION_LOCK_TTL_SECS = 3600;
/** supplement.md "RGB UTXO reservations": ttl_secs defaults to 300. */
export const DEFAULT_RESERVATION_TTL_SECS = 300;
/** nSequence below 0xfffffffe: final, and signals replaceability (BIP125) for fee bumping. */
const RBF_SEQUENCE = 0xfffffffd;
const MAX_LOCK_ATTEMPTS = 3;

export interface PlainWalletDeps {
  readonly store: WalletStore;
  readonly clock: WalletClock;
  /** BIP32 master key of the node seed (`NodeSeed.walletRoot()`). */
  readonly root: HDKey;
  readonly network: WalletNetwork;
  /** Asked once, when the wallet is first created: the chain tip then, where the sync starts. */
  readonly birthday: () => Promise<BlockRef>;
}

export interface PlainWalletOptions {
  readonly walletId?: string;
  readonly gapLimit?: number;
  /** Lock lifetime for buildAndSignTransaction/fundingTransaction when the caller names none. */
  readonly operationLockTtlSecs?: number;
}

/** One payment: to a script (e.g. a channel's P2WSH) or to an address of the wallet's network. */
export interface TxOutputRequest {
  readonly script?: Uint8Array;
  readonly address?: string;
  readonly valueSats: bigint;
}

export interface BuildTransactionRequest {
  readonly outputs: readonly TxOutputRequest[];
  readonly feeRateSatPerVb: number;
  /** Spend exactly these ("txid:vout" or outpoints); no coin selection. */
  readonly inputs?: readonly (string | Outpoint)[];
  /** Where change goes; a fresh internal address when omitted. */
  readonly changeAddress?: string;
  /** The operation holding the inputs until the transaction is seen spending them or released. */
  readonly lockFor: string;
  /** Seconds; null holds until released or spent. Default `operationLockTtlSecs`. */
  readonly lockTtlSecs?: number | null;
  /**
   * Cap on the anti-fee-sniping nLockTime: a consumer that checks finality against its own,
   * possibly older, view of the chain (LDK refuses a funding transaction whose locktime is
   * above its best block) passes that height.
   */
  readonly maxLockTimeHeight?: number;
}

export interface TxChangeOutput {
  readonly vout: number;
  readonly outpoint: string;
  readonly address: string;
  readonly valueSats: bigint;
}

export interface SignedWalletTransaction {
  readonly txHex: string;
  readonly txid: string;
  readonly feeSats: bigint;
  readonly vsize: number;
  /** Outpoints spent, in input order. */
  readonly inputs: readonly string[];
  readonly change: TxChangeOutput | null;
  readonly lock: { readonly operationId: string; readonly expiresAtUnixSecs: number | null };
  readonly selection: CoinSelection['algorithm'];
}

export interface FundingTransaction extends SignedWalletTransaction {
  /** The same transaction without witnesses; its txid is final (all inputs are segwit). */
  readonly unsignedTxHex: string;
  readonly fundingOutputIndex: number;
}

/** A transaction built elsewhere (RGB carrier operations) whose inputs include some of the wallet's. */
export interface ForeignTransactionSigning {
  readonly unsignedTxHex: string;
  /** The output each input spends, in input order (what the wallet checks its own against). */
  readonly prevouts: readonly { readonly scriptPubKeyHex: string; readonly valueSats: bigint }[];
  /** The operation holding the wallet's inputs: only inputs it locked are signed. */
  readonly operationId: string;
}

/** The final witness of one input the wallet signed, hex items. */
export interface InputWitness {
  readonly inputIndex: number;
  readonly witness: readonly string[];
}

/** A coin the wallet may spend now, with its signing key (kept in memory only). */
export interface SpendableCoin {
  readonly outpoint: string;
  readonly valueSats: bigint;
  readonly scriptPubKey: Uint8Array;
  readonly signingKey: Uint8Array;
}

export interface LockOptions {
  readonly operationId: string;
  readonly kind?: UtxoLockKind;
  /** Default 300 for a manual reservation, `operationLockTtlSecs` for an operation; null: no expiry. */
  readonly ttlSecs?: number | null;
}

interface ResolvedOutput {
  readonly script: Uint8Array;
  readonly valueSats: bigint;
}

/**
 * The node's plain BTC wallet: BIP84 P2WPKH under the node seed, separate from rgb-lib's
 * RGB wallet and from Lightning's keys. It funds channels, pays fees and receives change
 * and swept outputs. Chain facts come from the sync through the store; this service only
 * derives, reads the store, selects, locks and signs.
 */
export class PlainWallet {
  private readonly gapLimit: number;
  private readonly operationLockTtlSecs: number;

  private constructor(
    private readonly store: WalletStore,
    private readonly clock: WalletClock,
    readonly account: Bip84Account,
    readonly walletId: string,
    options: PlainWalletOptions,
  ) {
    this.gapLimit = options.gapLimit ?? GAP_LIMIT;
    this.operationLockTtlSecs = options.operationLockTtlSecs ?? DEFAULT_OPERATION_LOCK_TTL_SECS;
  }

  /**
   * Opens the wallet, creating it (with its birthday) on first use. Fails when the store
   * holds a wallet of this id made from another seed or network.
   */
  static async open(deps: PlainWalletDeps, options: PlainWalletOptions = {}): Promise<PlainWallet> {
    const account = new Bip84Account(deps.root, networkParams(deps.network));
    const walletId = options.walletId ?? DEFAULT_WALLET_ID;
    const wanted = {
      walletId,
      network: deps.network,
      externalDescriptor: account.descriptor('external'),
      internalDescriptor: account.descriptor('internal'),
    };
    let record: WalletRecord | null = await deps.store.loadWallet(walletId);
    if (!record) record = await deps.store.ensureWallet({ ...wanted, birthday: await deps.birthday() });
    if (record.network !== wanted.network) throw new WalletMismatchError(walletId, 'network');
    if (record.externalDescriptor !== wanted.externalDescriptor || record.internalDescriptor !== wanted.internalDescriptor) {
      throw new WalletMismatchError(walletId, 'seed');
    }
    const wallet = new PlainWallet(deps.store, deps.clock, account, walletId, options);
    await wallet.ensureLookahead();
    return wallet;
  }

  get network(): WalletNetwork {
    return this.account.params.network;
  }

  descriptors(): { readonly external: string; readonly internal: string } {
    return { external: this.account.descriptor('external'), internal: this.account.descriptor('internal') };
  }

  /** Hands out the next receive address (persisting the index) and watches past it. */
  async newAddress(): Promise<string> {
    return (await this.reveal('external')).address;
  }

  /** The last address `newAddress` handed out. */
  async currentAddress(): Promise<string> {
    const { lastRevealedIndex } = await this.store.keychainState(this.walletId, 'external');
    if (lastRevealedIndex === null) throw new AddressNotInitializedError();
    return this.account.derive('external', lastRevealedIndex).address;
  }

  /** A fresh change address (internal keychain). */
  async newChangeAddress(): Promise<string> {
    return (await this.reveal('internal')).address;
  }

  /** Unspent outputs, mempool ones included, with their confirmation and lock state. */
  async listUtxos(): Promise<WalletUtxo[]> {
    const now = this.clock.nowUnixSecs();
    const [utxos, locks, tip] = await Promise.all([
      this.store.listUtxos(this.walletId),
      this.store.listLocks(this.walletId, now),
      this.store.syncTip(this.walletId),
    ]);
    const lockByOutpoint = new Map(locks.map((l) => [formatOutpoint(l.outpoint), l]));
    return utxos.map((u) => this.toView(u, lockByOutpoint.get(formatOutpoint(u.outpoint)), tip));
  }

  async balances(): Promise<WalletBalances> {
    const utxos = await this.listUtxos();
    const total = (pick: (u: WalletUtxo) => boolean) => utxos.filter(pick).reduce((acc, u) => acc + u.valueSats, 0n);
    return {
      totalSats: total(() => true),
      spendableSats: total((u) => u.spendable),
      confirmedSats: total((u) => u.confirmation.status === 'confirmed'),
      unconfirmedSats: total((u) => u.confirmation.status === 'mempool'),
      lockedSats: total((u) => u.lock.locked),
      immatureSats: total((u) => u.confirmation.status === 'confirmed' && !u.lock.locked && !u.spendable),
    };
  }

  /**
   * Locks unspent outputs of the wallet for an operation or a reservation; all or none
   * (UtxoLockedError when another operation holds one, UtxoNotFoundError for a foreign one).
   */
  async lockUtxos(outpoints: readonly (string | Outpoint)[], options: LockOptions): Promise<UtxoLockRecord[]> {
    const operationId = checkOperationId(options.operationId);
    const kind = options.kind ?? 'operation';
    const wanted = dedupe(outpoints.map(toOutpoint));
    if (wanted.length === 0) throw new InvalidRequestError('No outpoint to lock');
    const unspent = new Set((await this.store.listUtxos(this.walletId)).map((u) => formatOutpoint(u.outpoint)));
    for (const o of wanted) if (!unspent.has(formatOutpoint(o))) throw new UtxoNotFoundError(formatOutpoint(o));
    const defaultTtl = kind === 'manual_reservation' ? DEFAULT_RESERVATION_TTL_SECS : this.operationLockTtlSecs;
    const expiresAtUnixSecs = this.expiry(options.ttlSecs === undefined ? defaultTtl : options.ttlSecs);
    await this.store.lockUtxos(this.walletId, { outpoints: wanted, kind, operationId, expiresAtUnixSecs }, this.clock.nowUnixSecs());
    return wanted.map((outpoint) => ({ outpoint, kind, operationId, expiresAtUnixSecs }));
  }

  /** Releases locks by operation or by outpoints; returns how many were held. */
  unlockUtxos(selector: { readonly operationId: string } | { readonly outpoints: readonly (string | Outpoint)[] }): Promise<number> {
    const resolved: UnlockSelector =
      'operationId' in selector ? { operationId: selector.operationId } : { outpoints: selector.outpoints.map(toOutpoint) };
    return this.store.unlockUtxos(this.walletId, resolved);
  }

  /**
   * Selects (or takes the given) inputs, adds change when it is not dust, locks the inputs
   * for `lockFor` and signs. The caller broadcasts; the lock ends when the sync sees the
   * inputs spent, when released, or at its expiry.
   */
  async buildAndSignTransaction(req: BuildTransactionRequest): Promise<SignedWalletTransaction> {
    return (await this.build(req)).signed;
  }

  /**
   * Signs the wallet's inputs of a transaction another component built and finishes (rgb-lib
   * signs the carrier of a top-up). Signs exactly the inputs that spend the wallet's unspent
   * outputs held by `operationId`, after checking the caller's prevout for each is the wallet's
   * own; at least one. Returns their final witnesses; the transaction itself is not returned.
   */
  async signInputs(req: ForeignTransactionSigning): Promise<InputWitness[]> {
    const operationId = checkOperationId(req.operationId);
    const tx = Transaction.fromRaw(hex.decode(req.unsignedTxHex), { allowUnknownOutputs: true, allowUnknownInputs: true, disableScriptCheck: true });
    if (req.prevouts.length !== tx.inputsLength) throw new InvalidRequestError(`${tx.inputsLength} inputs but ${req.prevouts.length} prevouts`);
    const now = this.clock.nowUnixSecs();
    const [utxos, locks] = await Promise.all([this.store.listUtxos(this.walletId), this.store.listLocks(this.walletId, now)]);
    const byKey = new Map(utxos.map((u) => [formatOutpoint(u.outpoint), u]));
    const held = new Set(locks.filter((l) => l.operationId === operationId).map((l) => formatOutpoint(l.outpoint)));
    const own: { index: number; utxo: StoredUtxo }[] = [];
    for (let i = 0; i < tx.inputsLength; i++) {
      const input = tx.getInput(i);
      const key = `${hex.encode(input.txid as Uint8Array)}:${input.index}`;
      const prevout = req.prevouts[i];
      const utxo = byKey.get(key);
      if (!utxo || !held.has(key)) continue;
      if (utxo.scriptPubKeyHex !== prevout.scriptPubKeyHex.toLowerCase() || utxo.valueSats !== prevout.valueSats) {
        throw new InvalidRequestError(`prevout of input ${i} (${key}) is not the wallet's output`);
      }
      own.push({ index: i, utxo });
    }
    // BIP143 commits to an input's own prevout only, but finalizing checks the fee over all of them;
    // the foreign ones' scripts are the caller's business (disableScriptCheck).
    req.prevouts.forEach((p, i) => tx.updateInput(i, { witnessUtxo: { script: hex.decode(p.scriptPubKeyHex), amount: p.valueSats } }, true));
    if (own.length === 0) throw new InvalidRequestError(`no input is an output of the wallet held by ${operationId}`);
    return own.map(({ index, utxo }) => {
      if (!tx.signIdx(this.account.signingKey(utxo.keychain, utxo.derivationIndex), index)) throw new Error(`input ${index} was not signed`);
      tx.finalizeIdx(index);
      const witness = tx.getInput(index).finalScriptWitness;
      if (!witness) throw new Error(`input ${index} has no witness after finalizing`);
      return { inputIndex: index, witness: witness.map((item) => hex.encode(item)) };
    });
  }

  /**
   * The funding transaction of a Lightning channel: `valueSats` to `outputScript` at output 0.
   * Every input is the wallet's own P2WPKH, so the transaction is all-segwit as LDK requires
   * and its txid (computed before signing) never changes. Locked under
   * `channel-funding:<script hex>` unless `operationId` is given.
   */
  async fundingTransaction(
    outputScript: Uint8Array,
    valueSats: bigint,
    feeRateSatPerVb: number,
    options: { readonly operationId?: string; readonly lockTtlSecs?: number | null; readonly maxLockTimeHeight?: number } = {},
  ): Promise<FundingTransaction> {
    const lockFor = options.operationId ?? `channel-funding:${hex.encode(outputScript)}`;
    const { signed, unsignedTxHex } = await this.build({
      outputs: [{ script: outputScript, valueSats }],
      feeRateSatPerVb,
      lockFor,
      ...(options.lockTtlSecs === undefined ? {} : { lockTtlSecs: options.lockTtlSecs }),
      ...(options.maxLockTimeHeight === undefined ? {} : { maxLockTimeHeight: options.maxLockTimeHeight }),
    });
    return { ...signed, unsignedTxHex, fundingOutputIndex: 0 };
  }

  /**
   * Derives and stores addresses so that `gapLimit` unused ones follow the highest index
   * handed out or used (including `used`, which the sync passes for a block it is reading).
   */
  /**
   * Confirmed, mature coins no operation holds, with what signing them needs: for callers that
   * must answer synchronously later (LDK's anchor fee bumping) from a snapshot taken now.
   */
  async spendableCoins(): Promise<SpendableCoin[]> {
    const { candidates, byKey } = await this.candidates(null, '');
    return candidates.map((c) => {
      const utxo = byKey.get(c.key);
      if (!utxo) throw new Error(`candidate ${c.key} vanished`);
      return {
        outpoint: c.key,
        valueSats: utxo.valueSats,
        scriptPubKey: hex.decode(utxo.scriptPubKeyHex),
        signingKey: this.account.signingKey(utxo.keychain, utxo.derivationIndex),
      };
    });
  }

  async ensureLookahead(used: Partial<Record<Keychain, number>> = {}): Promise<boolean> {
    let extended = false;
    for (const keychain of KEYCHAINS) {
      const state = await this.store.keychainState(this.walletId, keychain);
      const highest = Math.max(state.lastRevealedIndex ?? -1, state.lastUsedIndex ?? -1, used[keychain] ?? -1);
      const last = highest + this.gapLimit;
      if (state.derivedCount > last) continue;
      const fresh: WalletAddress[] = [];
      for (let i = state.derivedCount; i <= last; i++) {
        const { index, address, scriptPubKeyHex } = this.account.derive(keychain, i);
        fresh.push({ keychain, index, address, scriptPubKeyHex });
      }
      await this.store.addAddresses(this.walletId, fresh);
      extended = true;
    }
    return extended;
  }

  /** Every watched script (derived addresses, lookahead included) → its owner. */
  async watchedScripts(): Promise<Map<string, ScriptOwner>> {
    const addresses = await this.store.listAddresses(this.walletId);
    return new Map(addresses.map((a) => [a.scriptPubKeyHex, { keychain: a.keychain, index: a.index }]));
  }

  private async reveal(keychain: Keychain): Promise<WalletAddress> {
    const index = await this.store.revealNextIndex(this.walletId, keychain);
    await this.ensureLookahead();
    const { address, scriptPubKeyHex } = this.account.derive(keychain, index);
    return { keychain, index, address, scriptPubKeyHex };
  }

  private async build(req: BuildTransactionRequest): Promise<{ signed: SignedWalletTransaction; unsignedTxHex: string }> {
    const operationId = checkOperationId(req.lockFor);
    const feeRate = checkFeeRate(req.feeRateSatPerVb);
    const outputs = this.resolveOutputs(req.outputs);
    const changeScript = req.changeAddress === undefined ? null : this.addressScript(req.changeAddress);
    const explicit = req.inputs === undefined ? null : dedupe(req.inputs.map(toOutpoint));
    if (explicit && explicit.length === 0) throw new InvalidRequestError('inputs must not be empty when given');
    const expiresAtUnixSecs = this.expiry(req.lockTtlSecs === undefined ? this.operationLockTtlSecs : req.lockTtlSecs);

    for (let attempt = 1; ; attempt++) {
      const { candidates, byKey } = await this.candidates(explicit, operationId);
      const selection = selectCoins({
        candidates,
        outputs: outputs.map((o) => ({ scriptLength: o.script.length, valueSats: o.valueSats })),
        feeRateSatPerVb: feeRate,
        changeScriptLength: changeScript?.length ?? P2WPKH_SCRIPT_LENGTH,
        changeDustSats: dustThresholdSats(changeScript ?? new Uint8Array(P2WPKH_SCRIPT_LENGTH)),
        useAllCandidates: explicit !== null,
      });
      const inputs = selection.selected.map((c) => byKey.get(c.key) as StoredUtxo);
      try {
        await this.store.lockUtxos(
          this.walletId,
          { outpoints: inputs.map((u) => u.outpoint), kind: 'operation', operationId, expiresAtUnixSecs },
          this.clock.nowUnixSecs(),
        );
      } catch (err) {
        // Another build took a coin between our read and our lock: select again without it.
        if (err instanceof UtxoLockedError && explicit === null && attempt < MAX_LOCK_ATTEMPTS) continue;
        throw err;
      }
      try {
        const change = selection.changeSats > 0n ? await this.changeOutput(changeScript, req.changeAddress) : null;
        const built = await this.sign(inputs, outputs, change && { script: change.script, valueSats: selection.changeSats }, feeRate, req.maxLockTimeHeight);
        const changeView: TxChangeOutput | null =
          change === null
            ? null
            : {
                vout: outputs.length,
                outpoint: `${built.txid}:${outputs.length}`,
                address: change.address,
                valueSats: selection.changeSats,
              };
        return {
          unsignedTxHex: built.unsignedTxHex,
          signed: {
            txHex: built.txHex,
            txid: built.txid,
            feeSats: built.feeSats,
            vsize: built.vsize,
            inputs: inputs.map((u) => formatOutpoint(u.outpoint)),
            change: changeView,
            lock: { operationId, expiresAtUnixSecs },
            selection: selection.algorithm,
          },
        };
      } catch (err) {
        await this.store.unlockUtxos(this.walletId, { outpoints: inputs.map((u) => u.outpoint) });
        throw err;
      }
    }
  }

  /** Explicit inputs (any unspent output not held by another operation) or the spendable coins. */
  private async candidates(
    explicit: readonly Outpoint[] | null,
    operationId: string,
  ): Promise<{ candidates: SelectionCandidate[]; byKey: Map<string, StoredUtxo> }> {
    const now = this.clock.nowUnixSecs();
    const [utxos, locks, tip] = await Promise.all([
      this.store.listUtxos(this.walletId),
      this.store.listLocks(this.walletId, now),
      this.store.syncTip(this.walletId),
    ]);
    const lockByOutpoint = new Map(locks.map((l) => [formatOutpoint(l.outpoint), l]));
    const byKey = new Map(utxos.map((u) => [formatOutpoint(u.outpoint), u]));
    const heldByOther = (key: string): UtxoLockRecord | undefined => {
      const lock = lockByOutpoint.get(key);
      return lock && lock.operationId !== operationId ? lock : undefined;
    };
    if (explicit) {
      const candidates = explicit.map((o) => {
        const key = formatOutpoint(o);
        const utxo = byKey.get(key);
        if (!utxo) throw new UtxoNotFoundError(key);
        if (utxo.isCoinbase && !isMature(utxo, tip)) throw new InvalidRequestError(`UTXO ${key} is an immature coinbase output`);
        const lock = heldByOther(key);
        if (lock) throw new UtxoLockedError(key, lock.operationId);
        return { key, valueSats: utxo.valueSats };
      });
      return { candidates, byKey };
    }
    const candidates = utxos
      .filter((u) => u.confirmedAt !== null && isMature(u, tip) && !heldByOther(formatOutpoint(u.outpoint)))
      .map((u) => ({ key: formatOutpoint(u.outpoint), valueSats: u.valueSats }));
    return { candidates, byKey };
  }

  private async changeOutput(
    changeScript: Uint8Array | null,
    changeAddress: string | undefined,
  ): Promise<{ script: Uint8Array; address: string }> {
    if (changeScript && changeAddress !== undefined) return { script: changeScript, address: changeAddress };
    const fresh = await this.reveal('internal');
    return { script: hex.decode(fresh.scriptPubKeyHex), address: fresh.address };
  }

  private async sign(
    inputs: readonly StoredUtxo[],
    outputs: readonly ResolvedOutput[],
    change: ResolvedOutput | null,
    feeRate: number,
    maxLockTimeHeight: number | undefined,
  ): Promise<{ txHex: string; unsignedTxHex: string; txid: string; feeSats: bigint; vsize: number }> {
    const tip = await this.store.syncTip(this.walletId);
    // Anti fee sniping (as Bitcoin Core): valid from the next block on, never earlier.
    const lockTime = Math.max(0, Math.min(tip?.height ?? 0, maxLockTimeHeight ?? Number.MAX_SAFE_INTEGER));
    const tx = new Transaction({ allowUnknownOutputs: true, lockTime });
    for (const utxo of inputs) {
      const script = hex.decode(utxo.scriptPubKeyHex);
      if (!isWitnessProgram(script)) throw new Error(`input ${formatOutpoint(utxo.outpoint)} is not segwit`);
      tx.addInput({
        txid: hex.decode(utxo.outpoint.txid),
        index: utxo.outpoint.vout,
        sequence: RBF_SEQUENCE,
        witnessUtxo: { script, amount: utxo.valueSats },
      });
    }
    for (const o of [...outputs, ...(change ? [change] : [])]) tx.addOutput({ script: o.script, amount: o.valueSats });
    const unsigned = tx.unsignedTx;
    const unsignedTxHex = hex.encode(unsigned);
    const txidBeforeSigning = parseTransaction(unsigned).txid;
    inputs.forEach((utxo, i) => {
      const key = this.account.signingKey(utxo.keychain, utxo.derivationIndex);
      if (!tx.signIdx(key, i)) throw new Error(`input ${i} was not signed`);
    });
    tx.finalize();
    if (tx.id !== txidBeforeSigning) throw new Error('txid changed by signing: an input is not segwit');
    const inputSats = inputs.reduce((acc, u) => acc + u.valueSats, 0n);
    const outputSats = [...outputs, ...(change ? [change] : [])].reduce((acc, o) => acc + o.valueSats, 0n);
    const feeSats = inputSats - outputSats;
    if (feeSats < feeForVsize(tx.vsize, feeRate)) throw new Error(`fee ${feeSats} is below ${feeRate} sat/vB for ${tx.vsize} vB`);
    return { txHex: tx.hex, unsignedTxHex, txid: tx.id, feeSats, vsize: tx.vsize };
  }

  private resolveOutputs(requested: readonly TxOutputRequest[]): ResolvedOutput[] {
    if (requested.length === 0) throw new InvalidRequestError('At least one output is needed');
    return requested.map((o, i) => {
      if ((o.script === undefined) === (o.address === undefined)) {
        throw new InvalidRequestError(`outputs[${i}] needs exactly one of script and address`);
      }
      const script = o.script ?? this.addressScript(o.address as string);
      if (script.length === 0) throw new InvalidRequestError(`outputs[${i}].script is empty`);
      if (typeof o.valueSats !== 'bigint' || o.valueSats < 0n) throw new InvalidRequestError(`outputs[${i}].valueSats must be a non-negative bigint`);
      const dust = dustThresholdSats(script);
      if (o.valueSats < dust || (dust > 0n && o.valueSats === 0n)) {
        throw new InvalidRequestError(`outputs[${i}] of ${o.valueSats} sats is below the dust limit of ${dust} sats`);
      }
      return { script, valueSats: o.valueSats };
    });
  }

  private addressScript(address: string): Uint8Array {
    try {
      return OutScript.encode(Address(this.account.params.addressParams).decode(address));
    } catch {
      throw new InvalidAddressError(address, this.network);
    }
  }

  private expiry(ttlSecs: number | null): number | null {
    if (ttlSecs === null) return null;
    if (!Number.isSafeInteger(ttlSecs) || ttlSecs <= 0) throw new InvalidRequestError('lock ttl must be a positive whole number of seconds');
    return this.clock.nowUnixSecs() + ttlSecs;
  }

  private toView(u: StoredUtxo, lock: UtxoLockRecord | undefined, tip: BlockRef | null): WalletUtxo {
    const lockView: UtxoLockView = lock
      ? {
          locked: true,
          kind: lock.kind,
          operationId: lock.operationId,
          ...(lock.expiresAtUnixSecs === null ? {} : { expiresAtUnixSecs: lock.expiresAtUnixSecs }),
        }
      : { locked: false, kind: 'none' };
    return {
      outpoint: formatOutpoint(u.outpoint),
      valueSats: u.valueSats,
      address: this.account.derive(u.keychain, u.derivationIndex).address,
      keychain: u.keychain,
      confirmation: u.confirmedAt ? { status: 'confirmed', height: u.confirmedAt.height } : { status: 'mempool' },
      lock: lockView,
      spendable: u.confirmedAt !== null && !lock && isMature(u, tip),
    };
  }
}

/** Coinbase outputs are spendable once they have 100 confirmations (in the next block). */
function isMature(u: StoredUtxo, tip: BlockRef | null): boolean {
  if (!u.isCoinbase) return true;
  if (!u.confirmedAt || !tip) return false;
  return tip.height - u.confirmedAt.height + 1 >= COINBASE_MATURITY;
}

function checkFeeRate(rate: number): number {
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < MIN_FEE_RATE_SAT_PER_VB || rate > MAX_FEE_RATE_SAT_PER_VB) {
    throw new InvalidRequestError(`feeRateSatPerVb must be between ${MIN_FEE_RATE_SAT_PER_VB} and ${MAX_FEE_RATE_SAT_PER_VB}`);
  }
  return rate;
}

function checkOperationId(id: string): string {
  if (typeof id !== 'string' || id.length === 0 || id.length > 200) throw new InvalidRequestError('operation id must be 1 to 200 characters');
  return id;
}

function toOutpoint(o: string | Outpoint): Outpoint {
  return typeof o === 'string' ? parseOutpoint(o) : parseOutpoint(formatOutpoint(o));
}

function dedupe(outpoints: readonly Outpoint[]): Outpoint[] {
  const seen = new Map<string, Outpoint>();
  for (const o of outpoints) seen.set(formatOutpoint(o), o);
  return [...seen.values()];
}

