import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sha256 } from '@noble/hashes/sha256';
import { hex } from '@scure/base';
import { InteropWallet, resolveInteropWalletBinary, type TransferListing, type TransferStatus } from '@rln/rgb-interop-wallet';
import { startRgbProxyServer, type StartedRgbProxyServer } from '@rln/rgb-proxy-server';
import { eventually, type ApiClient } from './support/http-client';
import type { TestNode } from './support/regtest-node-env';
import { RgbNet, balanceOf, type CarrierUtxo } from './support/rgb-net';
import { drainEvents, invoice as nodeInvoice, record, type OnchainPayment } from './support/rgb-onchain';

jest.setTimeout(600_000);

const ISSUED = 1_000n;
const WAIT_MS = 120_000;

/** The types of the node's queued events for one payment, acknowledging everything it reads. */
async function eventTypesFor(api: ApiClient, paymentId: string): Promise<string[]> {
  return (await drainEvents(api)).filter((e) => e.data['payment_id'] === paymentId).map((e) => e.type);
}

/**
 * Our node and an independent rgb-lib wallet (tools/rgb-interop-wallet: its own keys, data dir and
 * process) exchange an NIA the node issued, on btcd + the Esplora indexer. They share nothing but
 * invoices and the RGB proxy protocol 0.2: the wallet's invoices name the standalone proxy
 * (tools/rgb-proxy-server), the node's name the node's own; out of band, a consignment file.
 */
describe('RGB interop: our node and an rgb-lib wallet (btcd + Esplora indexer)', () => {
  let net: RgbNet;
  let proxy: StartedRgbProxyServer;
  let proxyEndpoint: string;
  let node: TestNode;
  let wallet: InteropWallet;
  let contract: string;
  let assetId: string;
  /** What each side should hold; every case moves it and checks both agree. */
  const expected = { node: ISSUED, wallet: 0n };

  beforeAll(async () => {
    net = await RgbNet.start();
    proxy = await startRgbProxyServer();
    proxyEndpoint = proxy.url.replace(/^http:/, 'rpc:');
    node = await net.startNode('alice');
    await net.fundCarriers(node.api, 8);
    const issued = await node.api.post<{ contract_id: string }>('/api/v1/rgb/contracts/issue', { issuer_name: 'NIA', contract_name: 'Interop Token', ticker: 'IOT', precision: 0, issued_supply: ISSUED.toString() });
    expect(issued.status).toBe(200);
    contract = issued.body.contract_id;
    assetId = contract.replace(/^contract:/, 'rgb:');

    ({ wallet } = await InteropWallet.create({ binary: resolveInteropWalletBinary(), dataDir: join(net.env.root, 'interop-wallet'), indexerUrl: net.indexerUrl }));
    await net.env.faucet.fund(await wallet.vanillaAddress(), 200_000n);
    await net.synced();
    expect(await wallet.createUtxos({ num: 6, size: 5_000 })).toBe(6);
    await net.mine(1);
  });

  afterAll(async () => {
    await net?.stop();
    await proxy?.close();
  });

  /** Runs the wallet's refresh until its transfer in `batchTransferIdx` reaches `status`. */
  async function walletReaches(batchTransferIdx: number, status: TransferStatus): Promise<TransferListing> {
    return eventually(async () => {
      await wallet.refresh();
      const found = (await wallet.listTransfers()).find((t) => t.batchTransferIdx === batchTransferIdx && t.kind !== 'Issuance');
      if (found?.status === 'Failed') throw new Error(`the wallet's transfer ${batchTransferIdx} failed`);
      return found?.status === status ? found : undefined;
    }, `the wallet's transfer ${batchTransferIdx} to be ${status}`, WAIT_MS);
  }

  async function nodeRecordSettles(id: string): Promise<OnchainPayment> {
    return eventually(async () => {
      const r = await record(node.api, id);
      if (r.status === 'failed' || r.status === 'expired') throw new Error(`record ${id} ${r.status}: ${r.failure_reason}`);
      return r.status === 'succeeded' ? r : undefined;
    }, `the node's record ${id} to succeed`, WAIT_MS);
  }

  async function inMempool(txid: string): Promise<void> {
    await eventually(async () => (await net.env.btcd.client.getRawMempool()).includes(txid), `${txid} in the mempool`, WAIT_MS);
  }

  /** Both sides hold what the transfers so far leave them, and nothing is in flight. */
  async function balancesAgree(): Promise<void> {
    await eventually(async () => (await balanceOf(node.api, contract)).mined === expected.node.toString(), `the node's mined balance ${expected.node}`, WAIT_MS);
    expect(await balanceOf(node.api, contract)).toEqual({ mined: expected.node.toString(), tentative: '0', offchain: '0', archived: '0', total: expected.node.toString() });
    expect(await wallet.balance(assetId)).toEqual({ settled: expected.wallet, future: expected.wallet, spendable: expected.wallet });
    expect(expected.node + expected.wallet).toBe(ISSUED);
  }

  it('the node pays the wallet’s blinded invoice for an asset the wallet has never seen; the wallet learns the contract from the consignment', async () => {
    expect(await wallet.listAssets()).toEqual([]);
    const receive = await wallet.blindReceive({ amount: 300n, proxies: [proxyEndpoint] });
    const decoded = await node.api.post('/api/v1/rgb/onchain/invoice/decode', { invoice: receive.invoice });
    expect(decoded).toMatchObject({ status: 200, body: { amount: '300', beneficiary: receive.recipientId, use_witness_utxo: false } });
    expect(decoded.body['contract_id']).toBeUndefined();

    // rgb-lib cannot name an asset it does not hold yet, so the payer names the contract
    expect(await node.api.post('/api/v1/rgb/onchain/send', { invoice: receive.invoice })).toMatchObject({ status: 400, body: { details: { field: 'invoice' } } });
    expect(await node.api.post('/api/v1/rgb/onchain/send', { invoice: receive.invoice, contract_id: contract, amount: '299' })).toMatchObject({ status: 400, body: { details: { field: 'amount' } } });
    const sent = await node.api.post<{ txid: string; consignment_key: string; payment_id: string }>('/api/v1/rgb/onchain/send', { invoice: receive.invoice, contract_id: contract });
    expect(sent.status).toBe(200);
    expect(await record(node.api, sent.body.payment_id)).toMatchObject({ direction: 'Outbound', status: 'pending', contract_id: contract, amount: '300', invoice: receive.invoice });

    // the wallet fetches the consignment from its proxy, validates and acks; the node broadcasts on its own
    await walletReaches(receive.batchTransferIdx, 'WaitingConfirmations');
    await inMempool(sent.body.txid);
    await net.mine(1);
    expect(await nodeRecordSettles(sent.body.payment_id)).toMatchObject({ txid: sent.body.txid, consignment_key: sent.body.consignment_key, amount: '300' });
    const received = await walletReaches(receive.batchTransferIdx, 'Settled');
    expect(received).toMatchObject({ kind: 'ReceiveBlind', assetId, txid: sent.body.txid, assignments: [{ type: 'Fungible', amount: 300n }] });
    expect(await wallet.listAssets()).toEqual([expect.objectContaining({ assetId, schema: 'Nia', ticker: 'IOT', name: 'Interop Token', precision: 0 })]);

    expect(await eventTypesFor(node.api, sent.body.payment_id)).toEqual(['RgbTransferConfirmed']);

    expected.node -= 300n;
    expected.wallet += 300n;
    await balancesAgree();
  });

  it('the node pays the wallet’s witness invoice, giving the wallet’s new output the BTC it chose', async () => {
    const receive = await wallet.witnessReceive({ assetId, amount: 50n, proxies: [proxyEndpoint] });
    const decoded = await node.api.post('/api/v1/rgb/onchain/invoice/decode', { invoice: receive.invoice });
    expect(decoded.body).toMatchObject({ contract_id: contract, amount: '50', use_witness_utxo: true });
    const sent = await node.api.post<{ txid: string; payment_id: string }>('/api/v1/rgb/onchain/send', { invoice: receive.invoice, sats_for_fee_and_outputs: '1500' });
    expect(sent.status).toBe(200);

    await walletReaches(receive.batchTransferIdx, 'WaitingConfirmations');
    await inMempool(sent.body.txid);
    await net.mine(1);
    expect(await nodeRecordSettles(sent.body.payment_id)).toMatchObject({ direction: 'Outbound', txid: sent.body.txid, amount: '50' });
    const received = await walletReaches(receive.batchTransferIdx, 'Settled');
    expect(received).toMatchObject({ kind: 'ReceiveWitness', txid: sent.body.txid, receiveUtxo: expect.stringMatching(new RegExp(`^${sent.body.txid}:\\d+$`)) });
    expect(await wallet.listUnspents()).toContainEqual(expect.objectContaining({ outpoint: received.receiveUtxo, btcAmount: 1_500n }));

    expected.node -= 50n;
    expected.wallet += 50n;
    await balancesAgree();
  });

  it('the wallet pays the node’s blinded invoice through the node’s proxy, broadcasting after the node’s ack', async () => {
    const inv = await nodeInvoice(node.api, { contract_id: contract, amount: '100' });
    const sent = await wallet.send({ invoice: inv.invoice });
    expect(sent.assetId).toBe(assetId);
    const waiting = (await wallet.listTransfers(assetId)).find((t) => t.batchTransferIdx === sent.batchTransferIdx);
    expect(waiting).toMatchObject({ kind: 'Send', status: 'WaitingCounterparty' });

    // the node validates what reached its proxy and acks; the wallet reads the ack and broadcasts
    await eventually(async () => (await record(node.api, inv.id)).txid === sent.txid, 'the node to accept the consignment', WAIT_MS);
    await walletReaches(sent.batchTransferIdx, 'WaitingConfirmations');
    await inMempool(sent.txid);
    await net.mine(1);
    const settled = await nodeRecordSettles(inv.id);
    expect(settled).toMatchObject({ direction: 'Inbound', txid: sent.txid, amount: '100', contract_id: contract });
    expect(await walletReaches(sent.batchTransferIdx, 'Settled')).toMatchObject({ kind: 'Send', txid: sent.txid });
    // the node's consignment key names the very file the wallet posted
    expect(settled.consignment_key).toBe(hex.encode(sha256(readFileSync(await wallet.consignmentPath(sent.batchTransferIdx)))));
    expect(await eventTypesFor(node.api, inv.id)).toEqual(['RgbTransferReceived', 'RgbTransferConfirmed']);

    expected.node += 100n;
    expected.wallet -= 100n;
    await balancesAgree();
  });

  it('the wallet pays the node’s witness invoice; the node’s new carrier holds the asset and the wallet’s BTC', async () => {
    const inv = await nodeInvoice(node.api, { contract_id: contract, amount: '40', use_witness_utxo: true });
    const sent = await wallet.send({ invoice: inv.invoice, witnessSats: 2_000n });

    await eventually(async () => (await record(node.api, inv.id)).txid === sent.txid, 'the node to accept the consignment', WAIT_MS);
    await walletReaches(sent.batchTransferIdx, 'WaitingConfirmations');
    await inMempool(sent.txid);
    await net.mine(1);
    expect(await nodeRecordSettles(inv.id)).toMatchObject({ direction: 'Inbound', txid: sent.txid, amount: '40' });
    await walletReaches(sent.batchTransferIdx, 'Settled');
    await eventually(async () => {
      const utxos = (await node.api.get<{ utxos: CarrierUtxo[] }>('/api/v1/rgb/utxos')).body.utxos;
      return utxos.find((u) => u.outpoint.startsWith(`${sent.txid}:`) && u.value_sats === '2000' && u.rgb.allocations.some((a) => a.contract_id === contract && a.amount === '40'));
    }, 'the node’s carrier from the witness output');

    expected.node += 40n;
    expected.wallet -= 40n;
    await balancesAgree();
  });

  it('refuses the wallet’s tampered out-of-band consignment changing nothing, then accepts the genuine one', async () => {
    const inv = await nodeInvoice(node.api, { contract_id: contract, amount: '25', out_of_band: true });
    const nodeBefore = await balanceOf(node.api, contract);
    const sent = await wallet.send({ invoice: inv.invoice, donation: true });
    const genuine = new Uint8Array(readFileSync(await wallet.consignmentPath(sent.batchTransferIdx)));

    const tampered = genuine.slice();
    tampered[Math.floor(tampered.length * 0.8)] ^= 0x01;
    const upload = (bytes: Uint8Array) => node.api.post(`/api/v1/rgb/onchain/receive?payment_id=${encodeURIComponent(inv.id)}`, bytes, { 'Content-Type': 'application/octet-stream' });
    expect(await upload(tampered)).toMatchObject({ status: 422, body: { error: 'ConsignmentInvalid' } });
    const untouched = await record(node.api, inv.id);
    expect(untouched).toMatchObject({ status: 'pending', direction: 'Inbound' });
    expect(untouched.txid).toBeUndefined();
    expect(untouched.consignment_key).toBeUndefined();
    expect(await balanceOf(node.api, contract)).toEqual(nodeBefore);

    expect(await upload(genuine)).toMatchObject({ status: 200, body: { contract_id: contract, amount: '25' } });
    await eventually(async () => (await record(node.api, inv.id)).txid === sent.txid, 'the node’s record to name the wallet’s transaction');
    await inMempool(sent.txid);
    await net.mine(1);
    expect(await nodeRecordSettles(inv.id)).toMatchObject({ txid: sent.txid, amount: '25', consignment_key: hex.encode(sha256(genuine)) });
    await walletReaches(sent.batchTransferIdx, 'Settled');

    expected.node += 25n;
    expected.wallet -= 25n;
    await balancesAgree();
  });

  it('cannot invoice or pay a contract only the wallet knows (404), changing nothing', async () => {
    const own = await wallet.issueNia({ ticker: 'WLT', name: 'Wallet Token', amounts: [500n] });
    const walletContract = own.assetId.replace(/^rgb:/, 'contract:');
    const before = await balanceOf(node.api, contract);
    expect(await node.api.post('/api/v1/rgb/onchain/invoice/create', { contract_id: walletContract, amount: '10' })).toMatchObject({ status: 404, body: { error: 'ContractNotFound' } });
    const receive = await wallet.blindReceive({ assetId: own.assetId, amount: 10n, proxies: [proxyEndpoint] });
    expect(await node.api.post('/api/v1/rgb/onchain/send', { invoice: receive.invoice })).toMatchObject({ status: 404, body: { error: 'ContractNotFound' } });
    expect(await balanceOf(node.api, contract)).toEqual(before);
    const locked = (await node.api.get<{ utxos: CarrierUtxo[] }>('/api/v1/rgb/utxos')).body.utxos.filter((u) => u.lock.locked);
    expect(locked).toEqual([]);
  });
});
