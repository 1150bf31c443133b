import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EsploraIndexer } from '@rln/esplora-indexer';
import { Btcd, Faucet } from '@rln/regtest';
import { InteropWallet, InteropWalletError, buildInteropWallet } from './index';

// Two rgb-interop-wallets (each its own mnemonic, data dir and processes) on a real btcd and the
// project's Esplora indexer: funding, UTXO creation, an NIA issue, and an out-of-band transfer of
// an asset the receiver has never seen (its contract arrives in the consignment), settled on both
// sides. The binary is built (or found up to date) by the same script `npm test` runs.

const BUILD_TIMEOUT_MS = 40 * 60_000;
const STEP_TIMEOUT_MS = 5 * 60_000;
const ISSUED = 1_000n;
const SENT = 300n;
const WITNESS_SENT = 200n;

describe('rgb-interop-wallet on btcd + Esplora indexer', () => {
  const root = mkdtempSync(join(tmpdir(), 'rln-interop-wallet-'));
  const indexer = new EsploraIndexer();
  let btcd: Btcd | undefined;
  let faucet: Faucet;
  let alice: InteropWallet;
  let bob: InteropWallet;
  let assetId: string;

  /** Waits until the indexer serves btcd's tip: rgb-lib reads the chain only there. */
  async function indexed(): Promise<void> {
    await indexer.waitForHeight(await btcd!.client.getBlockCount());
  }

  async function mine(): Promise<void> {
    await btcd!.mine(1);
    await indexed();
  }

  beforeAll(async () => {
    const binary = await buildInteropWallet(BUILD_TIMEOUT_MS);
    btcd = await Btcd.start({ dataDir: join(root, 'btcd'), miningAddress: Faucet.address });
    faucet = new Faucet(btcd.client);
    await faucet.prepare();
    const { url } = await indexer.start({ rpc: btcd.newClient(), pollIntervalMs: 100 });
    alice = new InteropWallet({ binary, dataDir: join(root, 'alice'), indexerUrl: url });
    bob = new InteropWallet({ binary, dataDir: join(root, 'bob'), indexerUrl: url });
  }, BUILD_TIMEOUT_MS + 120_000);

  afterAll(async () => {
    await indexer.stop();
    await btcd?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('inits two independent wallets, keeping each mnemonic in its own data dir (0600), and refuses a second init', async () => {
    const a = await InteropWallet.create(alice.options);
    const b = await InteropWallet.create(bob.options);
    expect(a.keys.masterFingerprint).toMatch(/^[0-9a-f]{8}$/);
    expect(b.keys.masterFingerprint).not.toBe(a.keys.masterFingerprint);
    for (const dir of [alice.options.dataDir, bob.options.dataDir]) {
      expect(statSync(join(dir, 'keys.json')).mode & 0o777).toBe(0o600);
    }
    await expect(alice.run('init')).rejects.toMatchObject({ code: 'AlreadyInitialized' });
  }, STEP_TIMEOUT_MS);

  it('funds both vanilla wallets from btcd and creates colored UTXOs from them', async () => {
    for (const wallet of [alice, bob]) await faucet.fund(await wallet.vanillaAddress(), 100_000n);
    await indexed();
    for (const wallet of [alice, bob]) expect(await wallet.createUtxos({ num: 3, size: 2_000 })).toBe(3);
    await mine();
    for (const wallet of [alice, bob]) {
      const colored = (await wallet.listUnspents()).filter((u) => u.colorable);
      expect(colored).toHaveLength(3);
      for (const u of colored) expect(u).toMatchObject({ btcAmount: 2_000n, exists: true, allocations: [] });
    }
  }, STEP_TIMEOUT_MS);

  it('sees BTC paid to its colored address as a colorable UTXO after sync', async () => {
    const funded = await faucet.fund(await bob.address(), 5_000n);
    await indexed();
    await bob.sync();
    expect(await bob.listUnspents()).toContainEqual(
      expect.objectContaining({ outpoint: `${funded.txid}:${funded.vout}`, btcAmount: 5_000n, colorable: true }),
    );
  }, STEP_TIMEOUT_MS);

  it('issues an NIA with all of it settled and spendable', async () => {
    const asset = await alice.issueNia({ ticker: 'IWT', name: 'Interop wallet test', precision: 0, amounts: [ISSUED] });
    assetId = asset.assetId;
    expect(asset).toMatchObject({ ticker: 'IWT', issuedSupply: ISSUED });
    expect(assetId).toMatch(/^rgb:/);
    expect(await alice.balance(assetId)).toEqual({ settled: ISSUED, future: ISSUED, spendable: ISSUED });
  }, STEP_TIMEOUT_MS);

  it('sends out of band to a blinded invoice for any asset, and both sides settle', async () => {
    const receive = await bob.blindReceive({ amount: SENT });
    expect(receive.invoice).toMatch(/^rgb:/);
    // No proxy in the invoice: nothing to post to, so rgb-lib leaves the consignment on disk.
    await expect(alice.send({ invoice: receive.invoice, donation: true })).rejects.toMatchObject({
      code: 'InvalidArgument',
      message: expect.stringContaining('--asset-id'),
    });
    const sent = await alice.send({ invoice: receive.invoice, assetId, donation: true });
    expect(sent.txid).toMatch(/^[0-9a-f]{64}$/);

    const consignment = await alice.consignmentPath(sent.batchTransferIdx);
    expect(existsSync(consignment)).toBe(true);
    const accepted = await bob.acceptConsignment(consignment);
    expect(accepted).toEqual([{ batchTransferIdx: receive.batchTransferIdx, updatedStatus: 'WaitingConfirmations', failure: null }]);

    await mine();
    const aliceRefresh = await alice.refresh();
    const bobRefresh = await bob.refresh();
    expect(aliceRefresh).toContainEqual({ batchTransferIdx: sent.batchTransferIdx, updatedStatus: 'Settled', failure: null });
    expect(bobRefresh).toContainEqual({ batchTransferIdx: receive.batchTransferIdx, updatedStatus: 'Settled', failure: null });

    expect(await alice.balance(assetId)).toEqual({ settled: ISSUED - SENT, future: ISSUED - SENT, spendable: ISSUED - SENT });
    expect(await bob.balance(assetId)).toEqual({ settled: SENT, future: SENT, spendable: SENT });
    expect(await bob.listAssets()).toEqual([expect.objectContaining({ assetId, schema: 'Nia', ticker: 'IWT' })]);

    const [received] = (await bob.listTransfers(assetId)).filter((t) => t.kind === 'ReceiveBlind');
    expect(received).toMatchObject({ status: 'Settled', txid: sent.txid, assignments: [{ type: 'Fungible', amount: SENT }] });
    const [outgoing] = (await alice.listTransfers(assetId)).filter((t) => t.kind === 'Send');
    expect(outgoing).toMatchObject({ status: 'Settled', txid: sent.txid, batchTransferIdx: sent.batchTransferIdx });
  }, STEP_TIMEOUT_MS);

  it('sends to a witness invoice with an out-of-band ACK: broadcast only once the sender records it', async () => {
    const receive = await bob.witnessReceive({ assetId, amount: WITNESS_SENT });
    const sent = await alice.send({ invoice: receive.invoice, witnessSats: 1_500n });
    const waiting = (await alice.listTransfers(assetId)).find((t) => t.batchTransferIdx === sent.batchTransferIdx);
    expect(waiting).toMatchObject({ kind: 'Send', status: 'WaitingCounterparty' });

    const accepted = await bob.acceptConsignment(await alice.consignmentPath(sent.batchTransferIdx));
    expect(accepted).toEqual([{ batchTransferIdx: receive.batchTransferIdx, updatedStatus: 'WaitingBroadcast', failure: null }]);
    expect(await alice.ack(receive.recipientId)).toEqual({ broadcast: true, txid: sent.txid, batchTransferIdx: sent.batchTransferIdx });

    await mine();
    expect(await alice.refresh(assetId)).toContainEqual({ batchTransferIdx: sent.batchTransferIdx, updatedStatus: 'Settled', failure: null });
    expect(await bob.refresh(assetId)).toContainEqual({ batchTransferIdx: receive.batchTransferIdx, updatedStatus: 'Settled', failure: null });
    expect((await alice.balance(assetId)).settled).toBe(ISSUED - SENT - WITNESS_SENT);
    expect((await bob.balance(assetId)).settled).toBe(SENT + WITNESS_SENT);
    const [received] = (await bob.listTransfers(assetId)).filter((t) => t.kind === 'ReceiveWitness');
    expect(received).toMatchObject({ status: 'Settled', receiveUtxo: expect.stringMatching(new RegExp(`^${sent.txid}:\\d+$`)) });
    // The sats that went with the asset to Bob's script: --witness-sats.
    expect(await bob.listUnspents()).toContainEqual(expect.objectContaining({ outpoint: received!.receiveUtxo, btcAmount: 1_500n }));
  }, STEP_TIMEOUT_MS);

  it('answers a bad request with a typed error and a non-zero exit', async () => {
    const error = await bob.balance('rgb:nonsense').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InteropWalletError);
    expect(error).toMatchObject({ exitCode: 1, code: expect.stringMatching(/^[A-Z][A-Za-z]+$/) });
    await expect(bob.run('send', '--fee-rate', '2')).rejects.toMatchObject({ code: 'Usage', exitCode: 2 });
  }, STEP_TIMEOUT_MS);
});
