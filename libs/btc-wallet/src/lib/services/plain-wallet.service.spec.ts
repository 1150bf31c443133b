import { secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha256';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { hex } from '@scure/base';
import { OutScript, p2wpkh, SigHash, Transaction } from '@scure/btc-signer';
import type { Keychain } from '../domain/keychain';
import { formatOutpoint } from '../domain/outpoint';
import { networkParams } from '../domain/wallet-network';
import type { BlockRef, ReceivedOutput } from '../domain/wallet-utxo';
import { AddressNotInitializedError, InsufficientFundsError, UtxoLockedError, UtxoNotFoundError, WalletMismatchError } from '../errors/wallet.errors';
import { InMemoryWalletStore } from '../../testing/in-memory-wallet-store';
import { fakeBlockHash, fakeTxid } from '../../testing/wallet-store.contract';
import { parseTransaction } from '../tx/transaction-parser';
import { PlainWallet } from './plain-wallet.service';

const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const root = HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC));
const otherRoot = HDKey.fromMasterSeed(mnemonicToSeedSync('legal winner thank year wave sausage worth useful legal winner thank yellow'));
const BIRTHDAY: BlockRef = { height: 200, hash: fakeBlockHash(200) };
/** A regtest P2WPKH address outside the wallet. */
const EXTERNAL_ADDRESS = p2wpkh(otherRoot.derive('m/0').publicKey!, networkParams('regtest').addressParams).address!;

class FakeClock {
  now = 1_700_000_000;
  nowUnixSecs(): number {
    return this.now;
  }
}

interface Coin {
  readonly sats: number;
  readonly keychain?: Keychain;
  readonly index?: number;
  readonly coinbase?: boolean;
}

describe('PlainWallet', () => {
  let store: InMemoryWalletStore;
  let clock: FakeClock;
  let wallet: PlainWallet;
  let nextTxid: number;

  beforeEach(async () => {
    store = new InMemoryWalletStore();
    clock = new FakeClock();
    nextTxid = 1;
    wallet = await open();
    await store.initSyncTip(wallet.walletId, BIRTHDAY);
  });

  function open(seed: HDKey = root, birthday = jest.fn(async () => BIRTHDAY)): Promise<PlainWallet> {
    return PlainWallet.open({ store, clock, root: seed, network: 'regtest', birthday });
  }

  function received(coin: Coin): ReceivedOutput {
    const keychain = coin.keychain ?? 'external';
    const index = coin.index ?? 0;
    return {
      outpoint: { txid: fakeTxid(nextTxid++), vout: 0 },
      valueSats: BigInt(coin.sats),
      scriptPubKeyHex: wallet.account.derive(keychain, index).scriptPubKeyHex,
      keychain,
      derivationIndex: index,
      isCoinbase: coin.coinbase ?? false,
    };
  }

  /** Confirms the coins in the next block; returns their outpoints. */
  async function confirm(...coins: Coin[]): Promise<string[]> {
    const tip = (await store.syncTip(wallet.walletId))!;
    const outputs = coins.map(received);
    const next = { height: tip.height + 1, hash: fakeBlockHash(tip.height + 1) };
    await store.applyBlock(wallet.walletId, tip, next, { received: outputs, spent: [] });
    return outputs.map((o) => formatOutpoint(o.outpoint));
  }

  async function mineEmpty(blocks: number): Promise<void> {
    for (let i = 0; i < blocks; i++) await confirm();
  }

  /** Checks every input's BIP143 signature against the coin it spends. */
  function verifySignatures(txHex: string): void {
    const tx = Transaction.fromRaw(hex.decode(txHex));
    expect(tx.inputsLength).toBeGreaterThan(0);
    for (let i = 0; i < tx.inputsLength; i++) {
      const input = tx.getInput(i);
      const key = `${hex.encode(input.txid!)}:${input.index}`;
      const prev = store_utxo(key);
      const [sig, pubkey] = input.finalScriptWitness!;
      expect(sig[sig.length - 1]).toBe(SigHash.ALL);
      const scriptCode = OutScript.encode({ type: 'pkh', hash: hex.decode(prev.scriptPubKeyHex).subarray(2) });
      const sighash = tx.preimageWitnessV0(i, scriptCode, SigHash.ALL, prev.valueSats);
      expect(secp256k1.verify(sig.subarray(0, sig.length - 1), sighash, pubkey)).toBe(true);
      const tampered = Uint8Array.from(sighash);
      tampered[0] ^= 1;
      expect(secp256k1.verify(sig.subarray(0, sig.length - 1), tampered, pubkey)).toBe(false);
    }
  }

  const allUtxos = new Map<string, { scriptPubKeyHex: string; valueSats: bigint }>();
  function store_utxo(key: string): { scriptPubKeyHex: string; valueSats: bigint } {
    const found = allUtxos.get(key);
    if (!found) throw new Error(`unknown prevout ${key}`);
    return found;
  }
  async function rememberUtxos(): Promise<void> {
    for (const u of await store.listUtxos(wallet.walletId, { includeMempoolSpent: true })) allUtxos.set(formatOutpoint(u.outpoint), u);
  }

  describe('open', () => {
    it('records the birthday once and watches 20 addresses per keychain', async () => {
      const birthday = jest.fn(async () => ({ height: 5, hash: fakeBlockHash(5) }));
      const fresh = new InMemoryWalletStore();
      const first = await PlainWallet.open({ store: fresh, clock, root, network: 'regtest', birthday });
      await PlainWallet.open({ store: fresh, clock, root, network: 'regtest', birthday });
      expect(birthday).toHaveBeenCalledTimes(1);
      expect((await fresh.loadWallet(first.walletId))?.birthday).toEqual({ height: 5, hash: fakeBlockHash(5) });
      const addresses = await fresh.listAddresses(first.walletId);
      expect(addresses.filter((a) => a.keychain === 'external').map((a) => a.index)).toEqual([...Array(20).keys()]);
      expect(addresses.filter((a) => a.keychain === 'internal')).toHaveLength(20);
      expect(first.descriptors().external).toMatch(/^wpkh\(\[73c5da0a\/84'\/1'\/0'\]tpub[1-9A-HJ-NP-Za-km-z]+\/0\/\*\)$/);
    });

    it('refuses a store holding another seed or network', async () => {
      await expect(open(otherRoot)).rejects.toBeInstanceOf(WalletMismatchError);
      await expect(PlainWallet.open({ store, clock, root, network: 'testnet', birthday: async () => BIRTHDAY })).rejects.toBeInstanceOf(
        WalletMismatchError,
      );
    });
  });

  describe('addresses', () => {
    it('has no current address before the first new one', async () => {
      await expect(wallet.currentAddress()).rejects.toBeInstanceOf(AddressNotInitializedError);
      await expect(wallet.currentAddress()).rejects.toMatchObject({ code: 'AddressNotInitialized' });
    });

    it('advances and persists the receive index', async () => {
      const a0 = await wallet.newAddress();
      const a1 = await wallet.newAddress();
      expect(a0).toBe(wallet.account.derive('external', 0).address);
      expect(a1).toBe(wallet.account.derive('external', 1).address);
      expect(await wallet.currentAddress()).toBe(a1);
      const reopened = await open();
      expect(await reopened.currentAddress()).toBe(a1);
      expect(await reopened.newAddress()).toBe(wallet.account.derive('external', 2).address);
      expect(a0).toMatch(/^bcrt1q/);
    });

    it('keeps the gap limit ahead of handed-out and used addresses', async () => {
      for (let i = 0; i < 25; i++) await wallet.newAddress();
      expect((await store.keychainState(wallet.walletId, 'external')).derivedCount).toBe(45);
      expect(await wallet.ensureLookahead({ internal: 30 })).toBe(true);
      expect((await store.keychainState(wallet.walletId, 'internal')).derivedCount).toBe(51);
      expect(await wallet.ensureLookahead({ internal: 30 })).toBe(false);
      const watched = await wallet.watchedScripts();
      expect(watched.get(wallet.account.derive('internal', 50).scriptPubKeyHex)).toEqual({ keychain: 'internal', index: 50 });
    });
  });

  describe('utxos and balances', () => {
    it('lists confirmation and lock state and sums the balances', async () => {
      const [a, b] = await confirm({ sats: 10_000 }, { sats: 20_000, keychain: 'internal', index: 3 });
      await store.applyMempool(wallet.walletId, { received: [received({ sats: 5_000, index: 1 })], spent: [] }, []);
      await wallet.lockUtxos([b], { operationId: 'reserve-1', kind: 'manual_reservation' });
      const utxos = await wallet.listUtxos();
      expect(utxos.map((u) => [u.outpoint, u.valueSats, u.confirmation, u.lock, u.spendable])).toEqual([
        [a, 10_000n, { status: 'confirmed', height: 201 }, { locked: false, kind: 'none' }, true],
        [
          b,
          20_000n,
          { status: 'confirmed', height: 201 },
          { locked: true, kind: 'manual_reservation', operationId: 'reserve-1', expiresAtUnixSecs: clock.now + 300 },
          false,
        ],
        [expect.stringMatching(/:0$/), 5_000n, { status: 'mempool' }, { locked: false, kind: 'none' }, false],
      ]);
      expect(utxos[1].address).toBe(wallet.account.derive('internal', 3).address);
      expect(await wallet.balances()).toEqual({
        totalSats: 35_000n,
        spendableSats: 10_000n,
        confirmedSats: 30_000n,
        unconfirmedSats: 5_000n,
        lockedSats: 20_000n,
        immatureSats: 0n,
      });
    });

    it('treats a coinbase output as immature for 100 confirmations', async () => {
      await confirm({ sats: 5_000_000_000, coinbase: true });
      expect((await wallet.balances()).immatureSats).toBe(5_000_000_000n);
      await mineEmpty(98); // 99 confirmations
      expect((await wallet.balances()).spendableSats).toBe(0n);
      await mineEmpty(1);
      expect((await wallet.balances()).spendableSats).toBe(5_000_000_000n);
    });

    it('leaves out outputs spent in the mempool', async () => {
      const [a] = await confirm({ sats: 10_000 });
      await store.applyMempool(wallet.walletId, { received: [], spent: [{ outpoint: { txid: a.slice(0, 64), vout: 0 }, spendingTxid: fakeTxid(999) }] }, []);
      expect(await wallet.listUtxos()).toEqual([]);
      expect((await wallet.balances()).totalSats).toBe(0n);
    });
  });

  describe('locks', () => {
    it('locks for one operation until release or expiry', async () => {
      const [a, b] = await confirm({ sats: 10_000 }, { sats: 20_000 });
      const locks = await wallet.lockUtxos([a, b], { operationId: 'op-1', ttlSecs: 60 });
      expect(locks.map((l) => [formatOutpoint(l.outpoint), l.kind, l.expiresAtUnixSecs])).toEqual([
        [a, 'operation', clock.now + 60],
        [b, 'operation', clock.now + 60],
      ]);
      await expect(wallet.lockUtxos([b], { operationId: 'op-2' })).rejects.toBeInstanceOf(UtxoLockedError);
      await expect(wallet.lockUtxos([b], { operationId: 'op-2' })).rejects.toMatchObject({ code: 'Conflict' });
      expect(await wallet.unlockUtxos({ outpoints: [a] })).toBe(1);
      clock.now += 60;
      await expect(wallet.lockUtxos([b], { operationId: 'op-2', ttlSecs: null })).resolves.toHaveLength(1);
      expect((await wallet.listUtxos()).map((u) => u.lock)).toEqual([
        { locked: false, kind: 'none' },
        { locked: true, kind: 'operation', operationId: 'op-2' },
      ]);
      expect(await wallet.unlockUtxos({ operationId: 'op-2' })).toBe(1);
    });

    it('refuses outpoints that are not unspent wallet outputs', async () => {
      await expect(wallet.lockUtxos([`${fakeTxid(77)}:0`], { operationId: 'x' })).rejects.toBeInstanceOf(UtxoNotFoundError);
      await expect(wallet.lockUtxos(['nonsense'], { operationId: 'x' })).rejects.toMatchObject({ code: 'InvalidRequest' });
      await expect(wallet.lockUtxos([], { operationId: 'x' })).rejects.toMatchObject({ code: 'InvalidRequest' });
    });
  });

  describe('buildAndSignTransaction', () => {
    it('pays an address with change to a fresh internal address, signed and locked', async () => {
      await confirm({ sats: 50_000 }, { sats: 80_000, index: 2 });
      await rememberUtxos();
      const tx = await wallet.buildAndSignTransaction({
        outputs: [{ address: EXTERNAL_ADDRESS, valueSats: 100_000n }],
        feeRateSatPerVb: 2,
        lockFor: 'payment-1',
      });
      verifySignatures(tx.txHex);
      const parsed = parseTransaction(hex.decode(tx.txHex));
      expect(parsed.txid).toBe(tx.txid);
      expect(parsed.inputs).toHaveLength(2);
      expect(parsed.outputs[0].valueSats).toBe(100_000n);
      expect(tx.change).toEqual({
        vout: 1,
        outpoint: `${tx.txid}:1`,
        address: wallet.account.derive('internal', 0).address,
        valueSats: 130_000n - 100_000n - tx.feeSats,
      });
      expect(parsed.outputs[1].scriptPubKeyHex).toBe(wallet.account.derive('internal', 0).scriptPubKeyHex);
      expect(tx.feeSats >= BigInt(tx.vsize * 2)).toBe(true);
      expect(tx.feeSats <= BigInt((tx.vsize + 2) * 2)).toBe(true);
      // Inputs stay locked for the operation.
      expect((await wallet.listUtxos()).every((u) => u.lock.locked && u.lock.kind === 'operation' && u.lock.operationId === 'payment-1')).toBe(true);
      expect((await wallet.balances()).spendableSats).toBe(0n);
      expect((await store.keychainState(wallet.walletId, 'internal')).lastRevealedIndex).toBe(0);
      // Anti fee sniping: locktime is the wallet's tip, sequence signals RBF.
      const decoded = Transaction.fromRaw(hex.decode(tx.txHex));
      expect(decoded.lockTime).toBe(201);
      expect(decoded.getInput(0).sequence).toBe(0xfffffffd);
    });

    it('will not let a second operation reuse locked coins', async () => {
      await confirm({ sats: 50_000 }, { sats: 60_000 });
      const first = await wallet.buildAndSignTransaction({ outputs: [{ address: EXTERNAL_ADDRESS, valueSats: 40_000n }], feeRateSatPerVb: 1, lockFor: 'a' });
      const second = await wallet.buildAndSignTransaction({ outputs: [{ address: EXTERNAL_ADDRESS, valueSats: 40_000n }], feeRateSatPerVb: 1, lockFor: 'b' });
      expect(second.inputs).not.toEqual(first.inputs);
      await expect(
        wallet.buildAndSignTransaction({ outputs: [{ address: EXTERNAL_ADDRESS, valueSats: 1_000n }], feeRateSatPerVb: 1, lockFor: 'c' }),
      ).rejects.toBeInstanceOf(InsufficientFundsError);
      // The same operation may rebuild with its own coins; releasing frees them for others.
      await expect(
        wallet.buildAndSignTransaction({ outputs: [{ address: EXTERNAL_ADDRESS, valueSats: 1_000n }], feeRateSatPerVb: 1, lockFor: 'a' }),
      ).resolves.toMatchObject({ inputs: first.inputs });
      await wallet.unlockUtxos({ operationId: 'a' });
      await expect(
        wallet.buildAndSignTransaction({ outputs: [{ address: EXTERNAL_ADDRESS, valueSats: 1_000n }], feeRateSatPerVb: 1, lockFor: 'c' }),
      ).resolves.toMatchObject({ inputs: first.inputs });
    });

    it('retries selection when another build locks a coin first', async () => {
      await confirm({ sats: 50_000 }, { sats: 60_000 });
      const results = await Promise.all([
        wallet.buildAndSignTransaction({ outputs: [{ address: EXTERNAL_ADDRESS, valueSats: 30_000n }], feeRateSatPerVb: 1, lockFor: 'x' }),
        wallet.buildAndSignTransaction({ outputs: [{ address: EXTERNAL_ADDRESS, valueSats: 30_000n }], feeRateSatPerVb: 1, lockFor: 'y' }),
      ]);
      expect(new Set(results.flatMap((r) => r.inputs)).size).toBe(2);
    });

    it('spends exactly the given inputs, mempool ones included', async () => {
      const [a] = await confirm({ sats: 50_000 }, { sats: 60_000 });
      const pending = received({ sats: 7_000, keychain: 'internal', index: 1 });
      await store.applyMempool(wallet.walletId, { received: [pending], spent: [] }, []);
      await rememberUtxos();
      const tx = await wallet.buildAndSignTransaction({
        outputs: [{ address: EXTERNAL_ADDRESS, valueSats: 20_000n }],
        inputs: [a, pending.outpoint],
        feeRateSatPerVb: 1,
        lockFor: 'manual',
        changeAddress: EXTERNAL_ADDRESS,
      });
      expect(new Set(tx.inputs)).toEqual(new Set([a, formatOutpoint(pending.outpoint)]));
      expect(tx.selection).toBe('manual');
      expect(tx.change?.address).toBe(EXTERNAL_ADDRESS);
      verifySignatures(tx.txHex);
      await wallet.lockUtxos([`${fakeTxid(2)}:0`], { operationId: 'other' });
      await expect(
        wallet.buildAndSignTransaction({ outputs: [{ address: EXTERNAL_ADDRESS, valueSats: 1_000n }], inputs: [`${fakeTxid(2)}:0`], feeRateSatPerVb: 1, lockFor: 'z' }),
      ).rejects.toBeInstanceOf(UtxoLockedError);
      await expect(
        wallet.buildAndSignTransaction({ outputs: [{ address: EXTERNAL_ADDRESS, valueSats: 1_000n }], inputs: [`${fakeTxid(50)}:0`], feeRateSatPerVb: 1, lockFor: 'z' }),
      ).rejects.toBeInstanceOf(UtxoNotFoundError);
    });

    it('sends dust change to the fee instead', async () => {
      await confirm({ sats: 10_000 });
      // 1 input, P2WPKH recipient: 11 + 68 + 31 = 110 vB; change output would add 31 vB.
      const tx = await wallet.buildAndSignTransaction({
        outputs: [{ address: EXTERNAL_ADDRESS, valueSats: 10_000n - 110n - 31n - 200n }],
        feeRateSatPerVb: 1,
        lockFor: 'dusty',
      });
      expect(tx.change).toBeNull();
      expect(tx.feeSats).toBe(341n);
      expect((await store.keychainState(wallet.walletId, 'internal')).lastRevealedIndex).toBeNull();
    });

    it('validates the request', async () => {
      await confirm({ sats: 100_000 });
      const base = { feeRateSatPerVb: 1, lockFor: 'v' };
      await expect(wallet.buildAndSignTransaction({ ...base, outputs: [] })).rejects.toMatchObject({ code: 'InvalidRequest' });
      await expect(
        wallet.buildAndSignTransaction({ ...base, outputs: [{ address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', valueSats: 1_000n }] }),
      ).rejects.toMatchObject({ code: 'InvalidRequest', message: expect.stringContaining('regtest') });
      await expect(wallet.buildAndSignTransaction({ ...base, outputs: [{ address: EXTERNAL_ADDRESS, valueSats: 293n }] })).rejects.toMatchObject({
        code: 'InvalidRequest',
        message: expect.stringContaining('dust'),
      });
      await expect(
        wallet.buildAndSignTransaction({ ...base, outputs: [{ address: EXTERNAL_ADDRESS, script: new Uint8Array(22), valueSats: 1_000n }] }),
      ).rejects.toMatchObject({ code: 'InvalidRequest' });
      await expect(
        wallet.buildAndSignTransaction({ ...base, feeRateSatPerVb: 0.5, outputs: [{ address: EXTERNAL_ADDRESS, valueSats: 1_000n }] }),
      ).rejects.toMatchObject({ code: 'InvalidRequest' });
      await expect(
        wallet.buildAndSignTransaction({ ...base, lockFor: '', outputs: [{ address: EXTERNAL_ADDRESS, valueSats: 1_000n }] }),
      ).rejects.toMatchObject({ code: 'InvalidRequest' });
      await expect(
        wallet.buildAndSignTransaction({ ...base, outputs: [{ address: EXTERNAL_ADDRESS, valueSats: 200_000n }] }),
      ).rejects.toMatchObject({ code: 'InsufficientFunds' });
      // Nothing stays locked after a failed build.
      expect((await wallet.listUtxos()).every((u) => !u.lock.locked)).toBe(true);
    });

    it('pays an OP_RETURN output of zero sats', async () => {
      await confirm({ sats: 100_000 });
      const tx = await wallet.buildAndSignTransaction({
        outputs: [{ script: hex.decode('6a0568656c6c6f'), valueSats: 0n }],
        feeRateSatPerVb: 1,
        lockFor: 'anchor',
      });
      expect(parseTransaction(hex.decode(tx.txHex)).outputs[0]).toEqual({ vout: 0, valueSats: 0n, scriptPubKeyHex: '6a0568656c6c6f' });
    });

    it('does not spend mempool coins or immature coinbases by selection', async () => {
      await confirm({ sats: 5_000_000_000, coinbase: true });
      await store.applyMempool(wallet.walletId, { received: [received({ sats: 90_000 })], spent: [] }, []);
      await expect(
        wallet.buildAndSignTransaction({ outputs: [{ address: EXTERNAL_ADDRESS, valueSats: 1_000n }], feeRateSatPerVb: 1, lockFor: 'n' }),
      ).rejects.toBeInstanceOf(InsufficientFundsError);
    });

    it('ends the lock when the sync sees the inputs spent', async () => {
      await confirm({ sats: 50_000 });
      const tx = await wallet.buildAndSignTransaction({ outputs: [{ address: EXTERNAL_ADDRESS, valueSats: 10_000n }], feeRateSatPerVb: 1, lockFor: 'p' });
      const [input] = tx.inputs;
      await store.applyMempool(
        wallet.walletId,
        { received: [], spent: [{ outpoint: { txid: input.slice(0, 64), vout: Number(input.slice(65)) }, spendingTxid: tx.txid }] },
        [],
      );
      expect(await store.listLocks(wallet.walletId, clock.now)).toEqual([]);
    });
  });

  describe('fundingTransaction', () => {
    it('funds a P2WSH output at index 0, all-segwit, with a txid fixed before signing', async () => {
      await confirm({ sats: 300_000 }, { sats: 500_000, index: 4 });
      await rememberUtxos();
      const fundingScript = hex.decode('0020' + '5a'.repeat(32));
      const funding = await wallet.fundingTransaction(fundingScript, 400_000n, 3);
      expect(funding.fundingOutputIndex).toBe(0);
      // The unsigned serialization hashes to the final txid (no scriptSig, no witness).
      const unsigned = hex.decode(funding.unsignedTxHex);
      expect(hex.encode(Uint8Array.from(sha256(sha256(unsigned))).reverse())).toBe(funding.txid);
      expect(Transaction.fromRaw(unsigned, { allowUnknownOutputs: true }).getInput(0).finalScriptWitness).toBeUndefined();
      const signed = parseTransaction(hex.decode(funding.txHex));
      expect(signed.txid).toBe(funding.txid);
      expect(signed.outputs[0]).toEqual({ vout: 0, valueSats: 400_000n, scriptPubKeyHex: hex.encode(fundingScript) });
      expect(funding.lock.operationId).toBe(`channel-funding:${hex.encode(fundingScript)}`);
      verifySignatures(funding.txHex);
      const decoded = Transaction.fromRaw(hex.decode(funding.txHex));
      for (let i = 0; i < decoded.inputsLength; i++) expect(decoded.getInput(i).finalScriptWitness).toHaveLength(2);
      expect(funding.feeSats >= BigInt(funding.vsize * 3)).toBe(true);
    });

    it('caps the locktime at the height LDK has seen, which may be below the wallet tip', async () => {
      await confirm({ sats: 300_000 }, { sats: 300_000, index: 2 });
      await rememberUtxos();
      const behind = await wallet.fundingTransaction(hex.decode('0020' + '5b'.repeat(32)), 100_000n, 2, { maxLockTimeHeight: 199 });
      expect(Transaction.fromRaw(hex.decode(behind.txHex)).lockTime).toBe(199);
      const ahead = await wallet.fundingTransaction(hex.decode('0020' + '5c'.repeat(32)), 100_000n, 2, { maxLockTimeHeight: 500 });
      expect(Transaction.fromRaw(hex.decode(ahead.txHex)).lockTime).toBe(201); // never above its own tip
    });
  });

  describe('signInputs', () => {
    const foreign = { txid: 'ab'.repeat(32), vout: 1, scriptPubKeyHex: `5120${'11'.repeat(32)}`, valueSats: 20_000n };

    /** A top-up shaped transaction: a foreign taproot input first, then wallet coins; OP_RETURN, taproot, change. */
    function unsigned(own: string[]): string {
      const tx = new Transaction({ allowUnknownOutputs: true });
      tx.addInput({ txid: foreign.txid, index: foreign.vout, sequence: 0xfffffffd });
      for (const o of own) {
        const [txid, vout] = o.split(':');
        tx.addInput({ txid, index: Number(vout), sequence: 0xfffffffd });
      }
      tx.addOutput({ script: hex.decode(`6a20${'00'.repeat(32)}`), amount: 0n });
      tx.addOutput({ script: hex.decode(`5120${'22'.repeat(32)}`), amount: 60_000n });
      tx.addOutput({ script: hex.decode(wallet.account.derive('internal', 0).scriptPubKeyHex), amount: 9_000n });
      return hex.encode(tx.unsignedTx);
    }

    async function prevouts(own: string[]): Promise<{ scriptPubKeyHex: string; valueSats: bigint }[]> {
      await rememberUtxos();
      return [foreign, ...own.map(store_utxo)].map((p) => ({ scriptPubKeyHex: p.scriptPubKeyHex, valueSats: p.valueSats }));
    }

    it('signs only the wallet inputs the operation holds, with BIP143 signatures over the given prevouts', async () => {
      const [held, free] = await confirm({ sats: 30_000 }, { sats: 40_000, index: 3 });
      await wallet.lockUtxos([held], { operationId: 'top-up-1' });
      const txHex = unsigned([held, free]);
      const witnesses = await wallet.signInputs({ unsignedTxHex: txHex, prevouts: await prevouts([held, free]), operationId: 'top-up-1' });
      expect(witnesses.map((w) => w.inputIndex)).toEqual([1]);
      const tx = Transaction.fromRaw(hex.decode(txHex), { allowUnknownOutputs: true });
      const [sig, pubkey] = witnesses[0].witness.map((w) => hex.decode(w));
      const prev = store_utxo(held);
      const scriptCode = OutScript.encode({ type: 'pkh', hash: hex.decode(prev.scriptPubKeyHex).subarray(2) });
      const sighash = tx.preimageWitnessV0(1, scriptCode, SigHash.ALL, prev.valueSats);
      expect(sig[sig.length - 1]).toBe(SigHash.ALL);
      expect(secp256k1.verify(sig.subarray(0, sig.length - 1), sighash, pubkey)).toBe(true);
      expect(secp256k1.verify(sig.subarray(0, sig.length - 1), tx.preimageWitnessV0(1, scriptCode, SigHash.ALL, prev.valueSats + 1n), pubkey)).toBe(false);
    });

    it('refuses a prevout that misstates a wallet coin, and a transaction with none of the operation’s coins', async () => {
      const [held] = await confirm({ sats: 30_000 });
      await wallet.lockUtxos([held], { operationId: 'top-up-2' });
      const txHex = unsigned([held]);
      const good = await prevouts([held]);
      await expect(wallet.signInputs({ unsignedTxHex: txHex, prevouts: [good[0], { ...good[1], valueSats: 31_000n }], operationId: 'top-up-2' })).rejects.toThrow(/is not the wallet's output/);
      await expect(wallet.signInputs({ unsignedTxHex: txHex, prevouts: good, operationId: 'someone-else' })).rejects.toThrow(/no input/);
      await expect(wallet.signInputs({ unsignedTxHex: txHex, prevouts: good.slice(1), operationId: 'top-up-2' })).rejects.toThrow(/prevouts/);
    });
  });
});
