import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { RgbKeyring, type RgbAssetInfo, type RgbReceiveData, type RgbSendRequest, type RgbTransferView } from '@rln/rgb-wallet';
import { EsploraIndexer } from '@rln/esplora-indexer';
import { Btcd, Faucet } from '@rln/regtest';
import { RgbLibEngine } from './rgb-lib.engine';

jest.setTimeout(300_000);

/** Two rgb-lib wallets (each in its own worker) moving an asset on a real btcd through the project's Esplora indexer. */
describe('RgbLibEngine transfers: out-of-band blinded and witness sends between two wallets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rgb-transfers-'));
  const indexer = new EsploraIndexer();
  let btcd: Btcd;
  let faucet: Faucet;

  function wallet(name: string) {
    const mnemonic = generateMnemonic(wordlist, 256);
    return {
      keyring: new RgbKeyring(mnemonic, 'regtest'),
      engine: new RgbLibEngine({ dataDir: join(dir, name), network: 'regtest', mnemonic: () => mnemonic }),
    };
  }
  const alice = wallet('alice');
  const bob = wallet('bob');

  const expiry = Math.floor(Date.now() / 1000) + 3600;
  let nia: RgbAssetInfo;
  let blinded: RgbReceiveData;
  let consignment: Uint8Array;

  async function settle(): Promise<void> {
    await indexer.waitForHeight(await btcd.client.getBlockCount());
  }

  async function transfer(engine: RgbLibEngine, assetId: string | null, batchTransferIdx: number): Promise<RgbTransferView> {
    const found = (await engine.listTransfers(assetId)).find((t) => t.batchTransferIdx === batchTransferIdx);
    if (!found) throw new Error(`no transfer in batch ${batchTransferIdx}`);
    return found;
  }

  function sendTo(recipientId: string, amount: bigint, witnessAmountSats: bigint | null = null): RgbSendRequest {
    return { assetId: nia.assetId, recipientId, amount, witnessAmountSats, transportEndpoints: [], feeRateSatPerVb: 2, minConfirmations: 1, donation: true, expiryUnixSecs: expiry };
  }

  beforeAll(async () => {
    btcd = await Btcd.start({ dataDir: join(dir, 'btcd'), miningAddress: Faucet.address });
    faucet = new Faucet(btcd.client);
    await faucet.prepare();
    const { url } = await indexer.start({ rpc: btcd.newClient(), pollIntervalMs: 100 });
    // Alice: the issuance carrier, the change and the fees; Bob: UTXOs to blind.
    for (const i of [0, 1, 2, 3]) await faucet.fund(alice.keyring.addressAt(i).address, 30_000n);
    for (const i of [0, 1]) await faucet.fund(bob.keyring.addressAt(i).address, 30_000n);
    await settle();
    for (const { engine } of [alice, bob]) {
      await engine.open();
      await engine.goOnline(url);
      await engine.sync();
    }
    nia = await alice.engine.issue({ schema: 'NIA', name: 'Token', ticker: 'TKN', details: null, precision: 0, amount: 1000n });
  });

  afterAll(async () => {
    await alice.engine.close();
    await bob.engine.close();
    await indexer.stop();
    await btcd?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('makes a blinded out-of-band receive on one of the wallet UTXOs, and decodes its invoice back', async () => {
    blinded = await bob.engine.receive({ kind: 'blinded', assetId: null, amount: 300n, expiryUnixSecs: expiry, transportEndpoints: [], minConfirmations: 1 });
    expect(blinded).toMatchObject({ expiryUnixSecs: expiry, batchTransferIdx: expect.any(Number) });
    expect((await bob.engine.listUnspents()).map((u) => u.outpoint)).toContain(blinded.blindingUtxo);
    expect(await bob.engine.decodeInvoice(blinded.invoice)).toEqual({
      invoice: blinded.invoice,
      recipientId: blinded.recipientId,
      kind: 'blinded',
      assetId: null,
      amount: 300n,
      network: 'Regtest',
      expiryUnixSecs: expiry,
      transportEndpoints: [],
    });
    expect(await transfer(bob.engine, null, blinded.batchTransferIdx)).toMatchObject({
      kind: 'ReceiveBlind',
      status: 'WaitingCounterparty',
      assetId: null,
      amount: 0n,
      requestedAmount: 300n,
      recipientId: blinded.recipientId,
      receiveUtxo: blinded.blindingUtxo,
      invoice: blinded.invoice,
      consignmentPath: null,
    });
  });

  it('refuses a string that is not an RGB invoice with InvalidRequest', async () => {
    await expect(bob.engine.decodeInvoice('rgb:not-an-invoice')).rejects.toMatchObject({ code: 'InvalidRequest' });
  });

  it('sendBegin reserves the inputs as an Initiated send; failTransfer releases them, once', async () => {
    const begun = await alice.engine.sendBegin(sendTo(blinded.recipientId, 300n));
    expect(begun.txid).toMatch(/^[0-9a-f]{64}$/);
    expect(await transfer(alice.engine, nia.assetId, begun.batchTransferIdx)).toMatchObject({
      kind: 'Send',
      status: 'Initiated',
      assetId: nia.assetId,
      amount: 300n,
      txid: begun.txid,
      recipientId: blinded.recipientId,
    });
    // The asset's only allocation is an input of that send: nothing is left to spend.
    const other = await bob.engine.receive({ kind: 'blinded', assetId: null, amount: 10n, expiryUnixSecs: expiry, transportEndpoints: [], minConfirmations: 1 });
    await expect(alice.engine.sendBegin(sendTo(other.recipientId, 10n))).rejects.toMatchObject({ code: 'InsufficientAssetBalance' });

    expect(await alice.engine.failTransfer(begun.batchTransferIdx)).toBe(true);
    expect(await transfer(alice.engine, nia.assetId, begun.batchTransferIdx)).toMatchObject({ status: 'Failed' });
    expect(await alice.engine.failTransfer(begun.batchTransferIdx)).toBe(false);
    await expect(alice.engine.failTransfer(99_999)).rejects.toMatchObject({ code: 'NotFound' });
    expect(await alice.engine.assetBalance(nia.assetId)).toEqual({ settled: 1000n, future: 1000n, spendable: 1000n });
  });

  it('sends by donation: signs, broadcasts, and keeps the consignment readable only from its own files', async () => {
    const begun = await alice.engine.sendBegin(sendTo(blinded.recipientId, 300n));
    expect(await alice.engine.sendEnd(begun.psbt)).toEqual({ txid: begun.txid, batchTransferIdx: begun.batchTransferIdx });
    const sent = await transfer(alice.engine, nia.assetId, begun.batchTransferIdx);
    expect(sent).toMatchObject({ kind: 'Send', status: 'WaitingConfirmations', txid: begun.txid, amount: 300n, changeUtxo: expect.stringMatching(new RegExp(`^${begun.txid}:`)) });
    expect(sent.consignmentPath).toEqual(expect.any(String));
    consignment = await alice.engine.readConsignment(sent.consignmentPath as string);
    expect(Buffer.from(consignment.subarray(0, 7)).toString('latin1')).toBe('RGB\0TFR');
    const issuance = (await alice.engine.listTransfers(nia.assetId)).find((t) => t.kind === 'Issuance');
    expect(issuance).toMatchObject({ status: 'Settled', amount: 1000n });
    // rgb-lib keeps an issuance as a validated contract (`RGB\0VCO…`), under its assets directory.
    const contract = await alice.engine.readConsignment(issuance?.consignmentPath as string);
    expect(Buffer.from(contract.subarray(0, 7)).toString('latin1')).toBe('RGB\0VCO');

    const walletDir = (sent.consignmentPath as string).split('/transfers/')[0];
    const database = readdirSync(walletDir).find((f) => statSync(join(walletDir, f)).isFile());
    for (const outside of [join(walletDir, 'transfers', '..', database as string), '/etc/hostname']) {
      await expect(alice.engine.readConsignment(outside)).rejects.toMatchObject({ code: 'RgbOperationFailed' });
    }
  });

  it('refuses a forged or corrupted consignment with ConsignmentInvalid, leaving the receive pending', async () => {
    // The 300 units as the consignment encodes them (u64 little endian); 301 breaks the sum of the transition.
    const forged = Uint8Array.from(consignment);
    const at = Buffer.from(forged).indexOf(Buffer.from([0x2c, 0x01, 0, 0, 0, 0, 0, 0]));
    expect(at).toBeGreaterThan(0);
    forged[at] = 0x2d;
    const corrupted = Uint8Array.from(consignment);
    corrupted[3] ^= 0xff;
    for (const bad of [forged, corrupted]) {
      await expect(bob.engine.acceptConsignment(bad)).rejects.toMatchObject({ code: 'ConsignmentInvalid' });
    }
    expect(await transfer(bob.engine, null, blinded.batchTransferIdx)).toMatchObject({ status: 'WaitingCounterparty' });
    expect(await bob.engine.listAssets()).toEqual([]);
  });

  it('accepts the genuine consignment once; both sides settle after a block', async () => {
    expect(await bob.engine.acceptConsignment(consignment)).toEqual([{ batchTransferIdx: blinded.batchTransferIdx, status: 'WaitingConfirmations' }]);
    await expect(bob.engine.acceptConsignment(consignment)).rejects.toMatchObject({ code: 'NotFound', name: 'NoMatchingRgbTransferError' });

    await faucet.mine(1);
    await settle();
    await alice.engine.refresh();
    await bob.engine.refresh();

    const received = await transfer(bob.engine, nia.assetId, blinded.batchTransferIdx);
    expect(received).toMatchObject({ kind: 'ReceiveBlind', status: 'Settled', assetId: nia.assetId, amount: 300n, receiveUtxo: blinded.blindingUtxo });
    expect((await bob.engine.listTransfers(null)).filter((t) => t.batchTransferIdx === blinded.batchTransferIdx)).toEqual([received]);
    expect((await alice.engine.listTransfers(nia.assetId)).filter((t) => t.kind === 'Send').map((t) => t.status)).toEqual(['Failed', 'Settled']);
    expect(await bob.engine.assetBalance(nia.assetId)).toEqual({ settled: 300n, future: 300n, spendable: 300n });
    expect(await alice.engine.assetBalance(nia.assetId)).toEqual({ settled: 700n, future: 700n, spendable: 700n });
  });

  it('sends to a witness receive: a new output of the payer transaction', async () => {
    const witness = await bob.engine.receive({ kind: 'witness', assetId: nia.assetId, amount: 100n, expiryUnixSecs: expiry, transportEndpoints: [], minConfirmations: 1 });
    expect(witness.blindingUtxo).toBeNull();
    expect(await bob.engine.decodeInvoice(witness.invoice)).toMatchObject({ kind: 'witness', assetId: nia.assetId, amount: 100n });

    const begun = await alice.engine.sendBegin(sendTo(witness.recipientId, 100n, 1_000n));
    await alice.engine.sendEnd(begun.psbt);
    const sent = await transfer(alice.engine, nia.assetId, begun.batchTransferIdx);
    const updates = await bob.engine.acceptConsignment(await alice.engine.readConsignment(sent.consignmentPath as string));
    expect(updates).toEqual([{ batchTransferIdx: witness.batchTransferIdx, status: 'WaitingConfirmations' }]);

    await faucet.mine(1);
    await settle();
    await alice.engine.refresh();
    await bob.engine.refresh();
    expect(await transfer(bob.engine, nia.assetId, witness.batchTransferIdx)).toMatchObject({
      kind: 'ReceiveWitness',
      status: 'Settled',
      amount: 100n,
      txid: begun.txid,
      receiveUtxo: expect.stringMatching(new RegExp(`^${begun.txid}:`)),
    });
    expect(await bob.engine.assetBalance(nia.assetId)).toMatchObject({ settled: 400n });
  });
});
