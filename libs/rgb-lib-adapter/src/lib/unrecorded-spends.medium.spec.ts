import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { base64, hex } from '@scure/base';
import { Transaction, p2tr } from '@scure/btc-signer';
import { schnorr } from '@noble/curves/secp256k1';
import { RgbKeyring, type RgbAssetInfo, type RgbTransferView } from '@rln/rgb-wallet';
import { EsploraIndexer } from '@rln/esplora-indexer';
import { Btcd, Faucet } from '@rln/regtest';
import { RgbLibEngine } from './rgb-lib.engine';

jest.setTimeout(300_000);

const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };

/**
 * rgb-lib 0.3.0-beta.7 broadcasts inside its SQLite transaction and commits afterwards, so a kill
 * in between leaves the coins spent on chain and unspent in its database: every later go_online
 * failed "spent bitcoins with another wallet" (docs/design/rgb-lib-crash-recovery.md "D"). The
 * state after such a kill is made here without one: rgb-lib's database and RGB stock as they were
 * before `sendEnd` are put back after `sendEnd` broadcast, which is what the rollback leaves
 * (BDK's own file store, outside the transaction, keeps the transaction).
 */
describe('RgbLibEngine.goOnline after a kill between rgb-lib broadcasting a transaction and recording it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rgb-unrecorded-'));
  const indexer = new EsploraIndexer();
  let btcd: Btcd;
  let faucet: Faucet;
  let url: string;

  function wallet(name: string) {
    const mnemonic = generateMnemonic(wordlist, 256);
    const dataDir = join(dir, name);
    return { keyring: new RgbKeyring(mnemonic, 'regtest'), dataDir, engine: new RgbLibEngine({ dataDir, network: 'regtest', mnemonic: () => mnemonic }) };
  }
  const alice = wallet('alice');
  const bob = wallet('bob');
  let aliceDir: string;
  /** Colored-keychain addresses for new carriers, past those funded above. */
  let nextCarrierIndex = 12;

  const expiry = Math.floor(Date.now() / 1000) + 3600;
  let nia: RgbAssetInfo;

  async function settle(): Promise<void> {
    await indexer.waitForHeight(await btcd.client.getBlockCount());
  }

  async function indexerKnows(txid: string): Promise<void> {
    for (let i = 0; i < 100; i++) {
      if ((await fetch(`${url}/tx/${txid}`)).ok) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the indexer never saw ${txid}`);
  }

  async function transfer(engine: RgbLibEngine, assetId: string | null, batchTransferIdx: number): Promise<RgbTransferView> {
    const found = (await engine.listTransfers(assetId)).find((t) => t.batchTransferIdx === batchTransferIdx);
    if (!found) throw new Error(`no transfer in batch ${batchTransferIdx}`);
    return found;
  }

  /** rgb-lib's SQLite database and its RGB stock: what a kill before the commit rolls back to. */
  function saveDbAndStock(to: string): void {
    mkdirSync(to, { recursive: true });
    for (const f of readdirSync(aliceDir).filter((f) => f.startsWith('rgb_lib_db'))) cpSync(join(aliceDir, f), join(to, f));
    cpSync(join(aliceDir, 'rgb'), join(to, 'rgb'), { recursive: true });
  }

  function journal(): string[] {
    const at = join(aliceDir, 'addon-journal');
    return existsSync(at) ? readdirSync(at) : [];
  }

  /**
   * The snapshot holds the stock as goOnline left it: a fascia goOnline consumed before removing its
   * journal entry is in it, so a kill in a later stock write of the same call cannot restore a stock
   * without it.
   */
  function expectSnapshotIsLive(): void {
    const [generation] = readdirSync(join(aliceDir, 'addon-stock-snapshot'));
    for (const file of ['stash.dat', 'state.dat', 'index.dat']) {
      expect([file, readFileSync(join(aliceDir, 'addon-stock-snapshot', generation as string, file))]).toEqual([file, readFileSync(join(aliceDir, 'rgb', file))]);
    }
  }

  /** A colourable coin of alice's without RGB state, as the carrier calls take it. */
  async function freeCoin(): Promise<{ outpoint: string; valueSats: bigint; derivationIndex: number; scriptPubKeyHex: string }> {
    const coin = (await alice.engine.listUnspents()).find((u) => u.colorable && u.exists && u.allocations.length === 0 && u.pendingBlinded === 0 && typeof u.derivationIndex === 'number');
    if (!coin) throw new Error('no free coin');
    return { ...coin, scriptPubKeyHex: alice.keyring.addressAt(coin.derivationIndex).scriptPubKeyHex };
  }

  function restoreDbAndStock(from: string): void {
    for (const f of readdirSync(aliceDir).filter((f) => f.startsWith('rgb_lib_db'))) rmSync(join(aliceDir, f));
    rmSync(join(aliceDir, 'rgb'), { recursive: true });
    cpSync(from, aliceDir, { recursive: true });
  }

  beforeAll(async () => {
    btcd = await Btcd.start({ dataDir: join(dir, 'btcd'), miningAddress: Faucet.address });
    faucet = new Faucet(btcd.client);
    await faucet.prepare();
    ({ url } = await indexer.start({ rpc: btcd.newClient(), pollIntervalMs: 100 }));
    for (const i of [0, 1, 2, 3, 4]) await faucet.fund(alice.keyring.addressAt(i).address, 30_000n);
    await faucet.fund(bob.keyring.addressAt(0).address, 30_000n);
    await settle();
    for (const { engine } of [alice, bob]) {
      await engine.open();
      await engine.goOnline(url);
      await engine.sync();
    }
    aliceDir = join(alice.dataDir, alice.keyring.fingerprint());
    nia = await alice.engine.issue({ schema: 'NIA', name: 'Token', ticker: 'TKN', details: null, precision: 0, amount: 1000n });
  });

  afterAll(async () => {
    await alice.engine.close();
    await bob.engine.close();
    await indexer.stop();
    await btcd?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('proves an out-of-band send ours, records it, and the transfer settles; refused while its signed PSBT is missing', async () => {
    const blinded = await bob.engine.receive({ kind: 'blinded', assetId: null, amount: 300n, expiryUnixSecs: expiry, transportEndpoints: [], minConfirmations: 1 });
    const carrier = (await alice.engine.listUnspents()).find((u) => u.allocations.some((a) => a.assetId === nia.assetId));
    if (!carrier) throw new Error('no carrier of the asset');
    const begun = await alice.engine.sendBegin({
      assetId: nia.assetId,
      recipientId: blinded.recipientId,
      amount: 300n,
      witnessAmountSats: null,
      transportEndpoints: [],
      feeRateSatPerVb: 2,
      minConfirmations: 1,
      donation: true,
      expiryUnixSecs: expiry,
    });
    await alice.engine.close();
    saveDbAndStock(join(dir, 'before-send-end'));
    await alice.engine.open();
    await alice.engine.goOnline(url);
    await alice.engine.sendEnd(begun.psbt);
    await indexerKnows(begun.txid);
    await alice.engine.close();
    restoreDbAndStock(join(dir, 'before-send-end'));

    await alice.engine.open();
    expect(await transfer(alice.engine, nia.assetId, begun.batchTransferIdx)).toMatchObject({ status: 'Initiated', txid: begun.txid });
    // Without the record's signed transaction the spend is not proven ours: refused, nothing written.
    const signed = join(aliceDir, 'transfers', begun.txid, 'signed.psbt');
    renameSync(signed, `${signed}.away`);
    const refusal = alice.engine.goOnline(url);
    await expect(refusal).rejects.toThrow(/Inconsistent/);
    await expect(refusal).rejects.toThrow(new RegExp(`${carrier.outpoint}.*spent by ${begun.txid}.*no signed PSBT`));
    await expect(alice.engine.listUnspents()).rejects.toThrow(/NotOnline/);
    expect(await transfer(alice.engine, nia.assetId, begun.batchTransferIdx)).toMatchObject({ status: 'Initiated' });

    renameSync(`${signed}.away`, signed);
    expect(await alice.engine.goOnline(url)).toEqual({ repaired: [{ txid: begun.txid, batchTransferIdx: begun.batchTransferIdx, kind: 'send' }] });
    const sent = await transfer(alice.engine, nia.assetId, begun.batchTransferIdx);
    expect(sent).toMatchObject({ status: 'WaitingConfirmations', txid: begun.txid });
    // rgb-lib lists the coins of a send waiting for confirmations with the outgoing allocation.
    expect((await alice.engine.listUnspents()).map((u) => u.outpoint)).toContain(sent.changeUtxo);
    expect(journal()).toEqual([]);

    // The recipient validates the consignment against the chain; both sides settle after a block.
    const consignment = await alice.engine.readConsignment(sent.consignmentPath as string);
    expect(await bob.engine.acceptConsignment(consignment)).toEqual([{ batchTransferIdx: blinded.batchTransferIdx, status: 'WaitingConfirmations' }]);
    await faucet.mine(1);
    await settle();
    await alice.engine.refresh();
    await bob.engine.refresh();
    expect(await transfer(alice.engine, nia.assetId, begun.batchTransferIdx)).toMatchObject({ status: 'Settled' });
    expect(await alice.engine.assetBalance(nia.assetId)).toEqual({ settled: 700n, future: 700n, spendable: 700n });
    expect(await bob.engine.assetBalance(nia.assetId)).toEqual({ settled: 300n, future: 300n, spendable: 300n });
    const unspents = await alice.engine.listUnspents();
    expect(unspents.map((u) => u.outpoint)).not.toContain(carrier.outpoint);
    expect(unspents.find((u) => u.outpoint === sent.changeUtxo)?.allocations).toEqual([{ assetId: nia.assetId, amount: 700n, settled: true }]);
    // Every coin rgb-lib holds is unspent on chain.
    for (const u of unspents.filter((c) => c.colorable)) {
      const [txid, vout] = u.outpoint.split(':');
      expect([u.outpoint, await (await fetch(`${url}/tx/${txid}/outspend/${vout}`)).json()]).toEqual([u.outpoint, { spent: false }]);
    }

    // Recorded for good: the next start has nothing to repair.
    await alice.engine.close();
    await alice.engine.open();
    expect(await alice.engine.goOnline(url)).toEqual({ repaired: [] });
    await alice.engine.sync();
  });

  it('records a sweep its journal names (the entry sweepCarriers writes before rgb-lib broadcasts)', async () => {
    const coin = await freeCoin();
    await alice.engine.close();
    saveDbAndStock(join(dir, 'before-sweep'));
    await alice.engine.open();
    await alice.engine.goOnline(url);
    const destination = { scriptPubKeyHex: bob.keyring.addressAt(8).scriptPubKeyHex, valueSats: coin.valueSats - 1_000n };
    const swept = await alice.engine.sweepCarriers({ inputs: [{ outpoint: coin.outpoint, valueSats: coin.valueSats, scriptPubKeyHex: coin.scriptPubKeyHex }], destination });
    expect(journal()).toEqual([]);
    await indexerKnows(swept.txid);
    await alice.engine.close();
    restoreDbAndStock(join(dir, 'before-sweep'));
    // What a kill inside send_btc_end leaves: the entry, and no record in rgb-lib's database.
    const tx = Transaction.fromRaw(hex.decode(swept.txHex), { allowUnknownOutputs: true });
    tx.updateInput(0, { witnessUtxo: { script: hex.decode(coin.scriptPubKeyHex), amount: coin.valueSats } }, true);
    mkdirSync(join(aliceDir, 'addon-journal'), { recursive: true });
    writeFileSync(join(aliceDir, 'addon-journal', `sweep-${swept.txid}.json`), JSON.stringify({ kind: 'sweep', txid: swept.txid, psbt: base64.encode(tx.toPSBT()) }));

    await alice.engine.open();
    expect(await alice.engine.goOnline(url)).toEqual({ repaired: [{ txid: swept.txid, batchTransferIdx: null, kind: 'sweep' }] });
    expect(journal()).toEqual([]);
    expect((await alice.engine.listUnspents()).map((u) => u.outpoint)).not.toContain(coin.outpoint);
    await alice.engine.close();
    await alice.engine.open();
    expect(await alice.engine.goOnline(url)).toEqual({ repaired: [] });
  });

  /** A top-up of the asset's settled carrier, begun and with its plain input signed (a key of the test's own). */
  async function topUpReady() {
    const held = (await alice.engine.listUnspents()).find((u) => u.colorable && u.allocations.some((a) => a.assetId === nia.assetId && a.settled));
    if (!held || typeof held.derivationIndex !== 'number') throw new Error('no settled carrier of the asset');
    const carrier = { outpoint: held.outpoint, valueSats: held.valueSats, scriptPubKeyHex: alice.keyring.addressAt(held.derivationIndex).scriptPubKeyHex };
    const plainKey = randomBytes(32);
    const plain = p2tr(schnorr.getPublicKey(plainKey), undefined, REGTEST);
    const funded = await faucet.fund(plain.address as string, 30_000n);
    await settle();
    const plainInput = { outpoint: `${funded.txid}:${funded.vout}`, valueSats: 30_000n, scriptPubKeyHex: hex.encode(plain.script) };
    const begun = await alice.engine.topUpBegin({
      carrier,
      plainInputs: [plainInput],
      newCarrier: { scriptPubKeyHex: alice.keyring.addressAt(nextCarrierIndex++).scriptPubKeyHex, valueSats: carrier.valueSats + 5_000n },
      change: { scriptPubKeyHex: plainInput.scriptPubKeyHex, valueSats: 24_000n },
    });
    const unsigned = Transaction.fromRaw(hex.decode(begun.unsignedTxHex), { allowUnknownOutputs: true });
    [carrier, plainInput].forEach((i, n) => unsigned.updateInput(n, { witnessUtxo: { script: hex.decode(i.scriptPubKeyHex), amount: i.valueSats } }, true));
    unsigned.updateInput(1, { tapInternalKey: schnorr.getPublicKey(plainKey) }, true);
    if (!unsigned.signIdx(plainKey, 1)) throw new Error('plain input not signed');
    unsigned.finalizeIdx(1);
    const witness = (unsigned.getInput(1).finalScriptWitness ?? []).map((item) => hex.encode(item));
    return { carrier, plainInput, begun, witnesses: [{ inputIndex: 1, witness }] };
  }

  /** The journal entry topUpEnd wrote before broadcasting (and removed after), rebuilt from the transaction on chain. */
  async function topUpEntry(txid: string, inputs: { scriptPubKeyHex: string; valueSats: bigint }[]): Promise<void> {
    const signed = Transaction.fromRaw(hex.decode(await (await fetch(`${url}/tx/${txid}/hex`)).text()), { allowUnknownOutputs: true });
    inputs.forEach((i, n) => signed.updateInput(n, { witnessUtxo: { script: hex.decode(i.scriptPubKeyHex), amount: i.valueSats } }, true));
    mkdirSync(join(aliceDir, 'addon-journal'), { recursive: true });
    writeFileSync(join(aliceDir, 'addon-journal', `topup-${txid}.json`), JSON.stringify({ kind: 'topup', txid, psbt: base64.encode(signed.toPSBT()) }));
  }

  /** rgb-lib can build a send of the asset: its stock holds the state where its database says. */
  async function canSpendAsset(): Promise<void> {
    const receive = await bob.engine.receive({ kind: 'witness', assetId: nia.assetId, amount: 50n, expiryUnixSecs: expiry, transportEndpoints: [], minConfirmations: 1 });
    const send = await alice.engine.sendBegin({ assetId: nia.assetId, recipientId: receive.recipientId, amount: 50n, witnessAmountSats: 1_000n, transportEndpoints: [], feeRateSatPerVb: 2, minConfirmations: 1, donation: true, expiryUnixSecs: expiry });
    expect(await alice.engine.failTransfer(send.batchTransferIdx)).toBe(true);
  }

  it('records a top-up its journal names (the entry topUpEnd writes before rgb-lib broadcasts); the moved state stays spendable', async () => {
    const { carrier, plainInput, begun, witnesses } = await topUpReady();
    await alice.engine.close();
    saveDbAndStock(join(dir, 'before-top-up'));
    await alice.engine.open();
    await alice.engine.goOnline(url);
    const ended = await alice.engine.topUpEnd(begun.psbt, witnesses);
    expect(journal()).toEqual([]);
    await indexerKnows(ended.txid);
    await alice.engine.close();
    // What a kill inside send_end_db_update_only leaves: the entry, no record in rgb-lib's database, the stock without the move.
    restoreDbAndStock(join(dir, 'before-top-up'));
    await topUpEntry(ended.txid, [carrier, plainInput]);

    await alice.engine.open();
    expect(await alice.engine.goOnline(url)).toEqual({ repaired: [{ txid: ended.txid, batchTransferIdx: ended.batchTransferIdx, kind: 'topup' }] });
    expect(journal()).toEqual([]);
    expectSnapshotIsLive();
    await faucet.mine(1);
    await settle();
    await alice.engine.refresh();
    const unspents = await alice.engine.listUnspents();
    expect(unspents.map((u) => u.outpoint)).not.toContain(carrier.outpoint);
    expect(unspents.find((u) => u.outpoint === `${ended.txid}:${begun.newCarrierVout}`)?.allocations).toEqual([{ assetId: nia.assetId, amount: 700n, settled: true }]);
    expect(await alice.engine.assetBalance(nia.assetId)).toEqual({ settled: 700n, future: 700n, spendable: 700n });
    await canSpendAsset();
  });

  it('puts a recorded top-up into the stock when a kill came after rgb-lib committed it but before the stock took it', async () => {
    const { carrier, plainInput, begun, witnesses } = await topUpReady();
    await alice.engine.close();
    const stockBefore = join(dir, 'stock-before-second-top-up');
    cpSync(join(aliceDir, 'rgb'), stockBefore, { recursive: true });
    await alice.engine.open();
    await alice.engine.goOnline(url);
    const ended = await alice.engine.topUpEnd(begun.psbt, witnesses);
    await alice.engine.close();
    rmSync(join(aliceDir, 'rgb'), { recursive: true });
    cpSync(stockBefore, join(aliceDir, 'rgb'), { recursive: true });
    await topUpEntry(ended.txid, [carrier, plainInput]);

    await alice.engine.open();
    expect(await alice.engine.goOnline(url)).toEqual({ repaired: [] });
    expect(journal()).toEqual([]);
    expectSnapshotIsLive();
    await faucet.mine(1);
    await settle();
    await alice.engine.refresh();
    expect((await alice.engine.listUnspents()).find((u) => u.outpoint === `${ended.txid}:${begun.newCarrierVout}`)?.allocations).toEqual([{ assetId: nia.assetId, amount: 700n, settled: true }]);
    await canSpendAsset();
  });

  it('keeps a journal entry whose transaction the indexer does not know (it may be behind), and drops it once another spend of its coin is six blocks deep', async () => {
    const unsent = await topUpReady();
    mkdirSync(join(aliceDir, 'addon-journal'), { recursive: true });
    const entry = `topup-${unsent.begun.txid}.json`;
    writeFileSync(join(aliceDir, 'addon-journal', entry), JSON.stringify({ kind: 'topup', txid: unsent.begun.txid, psbt: unsent.begun.psbt }));
    await alice.engine.close();
    await alice.engine.open();
    expect(await alice.engine.goOnline(url)).toEqual({ repaired: [] });
    expect(journal()).toEqual([entry]);

    // Another top-up of the same carrier confirms: the entry's transaction can never confirm now.
    const { begun, witnesses } = await topUpReady();
    expect(begun.txid).not.toEqual(unsent.begun.txid);
    await alice.engine.topUpEnd(begun.psbt, witnesses);
    await faucet.mine(1);
    await settle();
    // One confirmation can still be reorganised out, and the entry's transaction confirm instead.
    await alice.engine.close();
    await alice.engine.open();
    expect(await alice.engine.goOnline(url)).toEqual({ repaired: [] });
    expect(journal()).toEqual([entry]);
    await faucet.mine(5);
    await settle();
    await alice.engine.close();
    await alice.engine.open();
    expect(await alice.engine.goOnline(url)).toEqual({ repaired: [] });
    expect(journal()).toEqual([]);
    await alice.engine.refresh();
    await canSpendAsset();
  });

  it('refuses a spend of its coin by a transaction none of its records names (the same keys used elsewhere), every time', async () => {
    const coin = await freeCoin();
    const [txid, vout] = coin.outpoint.split(':');
    const key = alice.keyring.signingKey(coin.derivationIndex);
    const tx = new Transaction();
    tx.addInput({
      txid: txid as string,
      index: Number(vout),
      witnessUtxo: { script: hex.decode(coin.scriptPubKeyHex), amount: coin.valueSats },
      tapInternalKey: key.publicKey.subarray(1),
    });
    tx.addOutput({ script: hex.decode(bob.keyring.addressAt(9).scriptPubKeyHex), amount: coin.valueSats - 1_000n });
    tx.signIdx(key.privateKey, 0);
    tx.finalize();
    const foreign = await btcd.client.sendRawTransaction(tx.hex);
    await faucet.mine(1);
    await settle();

    await alice.engine.close();
    await alice.engine.open();
    for (let attempt = 0; attempt < 2; attempt++) {
      const refusal = alice.engine.goOnline(url);
      await expect(refusal).rejects.toThrow(/Inconsistent/);
      await expect(refusal).rejects.toThrow(new RegExp(`${coin.outpoint}.*spent by ${foreign}: 0 of our sends and 0 journal entries`));
      await expect(alice.engine.listUnspents()).rejects.toThrow(/NotOnline/);
    }
  });
});
