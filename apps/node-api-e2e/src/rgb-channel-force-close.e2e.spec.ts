import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import type { ApiClient } from './support/http-client';
import { eventually } from './support/http-client';
import type { TestNode } from './support/regtest-node-env';
import { RgbNet, balanceOf, type ContractBalance } from './support/rgb-net';
import { invoice, settle } from './support/rgb-onchain';
import { Transaction } from '@scure/btc-signer';

jest.setTimeout(900_000);

type ChannelBody = { channel_id: string; user_channel_id: string; counterparty_node_id: string; is_usable: boolean; rgb?: { contract_id: string; local_amount: string; remote_amount: string } };
/** A copy that keeps owners and modes: the embedded PostgreSQL runs as its own user and refuses files it does not own. */
const copyPreserving = (from: string, to: string) => execFileSync('cp', ['-a', from, to]);

/** A backup of `node`'s data directory as `<dir>.<name>`, taken over a clean stop (its embedded PostgreSQL and rgb-lib consistent on disk). */
async function takeBackup(net: RgbNet, node: TestNode, name: string): Promise<void> {
  const dir = node.process.options.dataDir;
  await node.process.stop();
  copyPreserving(dir, `${dir}.${name}`);
  await net.restartNode(node, {});
}

/** Stops `node` and starts it again from its backup `name`: what an operator restoring an old backup does. */
async function restoreBackup(net: RgbNet, node: TestNode, name: string): Promise<void> {
  const dir = node.process.options.dataDir;
  await node.process.stop();
  rmSync(dir, { recursive: true, force: true });
  copyPreserving(`${dir}.${name}`, dir);
  await net.restartNode(node, {});
}
/** The asset channels' to_self_delay (OPENER_BUDGET): a holder's own output waits this many blocks. */
const TO_SELF_DELAY = 144;
/**
 * The rate a close must confirm at, for a node that bumps (10 sat/vB = 2,500 sat/kw): above the
 * commitments' pre-signed 1,000 sat/kw, so every one of them needs a CPFP child.
 */
const CPFP_FLOOR = { RLN_RGB_CLOSE_FEERATE_FLOOR_SAT_PER_VB: '10' };
const CPFP_TARGET_PER_KW = 2_500n;

/**
 * Asset channels closed on chain (issue 17, T9; docs/design/rgb-lightning.md "Close paths"):
 * each side's force close, and a revoked commitment broadcast from an old backup, between two
 * node processes on btcd and our Esplora indexer, with a kill -9 mid-way. Every case ends with
 * each side's assets settled in its rgb-lib wallet as the latest valid state says, and a third
 * node that later receives some of them validates their history (funding, commitment, sweep).
 */
describe('RGB channels closed on chain (alice and bob on btcd + Esplora)', () => {
  let net: RgbNet;
  let alice: TestNode;
  let bob: TestNode;
  let contract: string;

  const channelsOf = async (api: ApiClient) => (await api.get<ChannelBody[]>('/api/v1/channels')).body;
  const nodeIdOf = async (api: ApiClient) => (await api.get<{ node_id: string }>('/api/v1/node_id')).body.node_id;
  const logHas = (node: TestNode, ...parts: string[]) => readFileSync(node.process.logPath, 'utf8').split('\n').some((line) => parts.every((p) => line.includes(p)));

  const txOf = async (txid: string) => Transaction.fromRaw(Buffer.from(await net.env.btcd.client.getRawTransaction(txid), 'hex'), { allowUnknownOutputs: true, allowUnknownInputs: true });
  const feeOf = async (tx: Transaction) => {
    let fee = 0n;
    for (let i = 0; i < tx.inputsLength; i++) {
      const input = tx.getInput(i);
      fee += (await txOf(Buffer.from(input.txid!).toString('hex'))).getOutput(input.index!).amount!;
    }
    for (let o = 0; o < tx.outputsLength; o++) fee -= tx.getOutput(o).amount!;
    return fee;
  };

  /** The transactions in btcd's mempool that spend a 330-sat anchor of `parentTxid`. */
  async function anchorChildren(parentTxid: string): Promise<Transaction[]> {
    const mempool = await net.env.btcd.client.getRawMempool();
    if (!mempool.includes(parentTxid)) return [];
    const parent = await txOf(parentTxid);
    const children: Transaction[] = [];
    for (const id of mempool) {
      const tx = await txOf(id);
      const input = tx.getInput(0);
      if (Buffer.from(input.txid!).toString('hex') === parentTxid && parent.getOutput(input.index!).amount === 330n) children.push(tx);
    }
    return children;
  }

  /**
   * The CPFP child of `parentTxid` (a commitment, or a second stage) in btcd's mempool, read from
   * the mempool rather than a log a kill -9 may cut: it spends a 330-sat anchor of the parent,
   * and the package (both fees over both weights) reaches the target while the parent alone stays
   * below it. Exactly one: a restart never adds a second.
   */
  async function checkBump(parentTxid: string): Promise<string> {
    const [child] = await eventually(async () => {
      const found = await anchorChildren(parentTxid);
      return found.length > 0 ? found : undefined;
    }, `a CPFP child of ${parentTxid}`, 60_000);
    expect(await anchorChildren(parentTxid)).toHaveLength(1);
    const parent = await txOf(parentTxid);
    const [parentFee, childFee] = [await feeOf(parent), await feeOf(child!)];
    expect((parentFee * 1000n) / BigInt(parent.weight)).toBeLessThan(CPFP_TARGET_PER_KW);
    expect(((parentFee + childFee) * 1000n) / BigInt(parent.weight + child!.weight)).toBeGreaterThanOrEqual(CPFP_TARGET_PER_KW);
    return child!.id;
  }

  /** The asset-channel commitments in btcd's mempool: two 330-sat anchors and the RGB OP_RETURN (LDK's carriers have no OP_RETURN). */
  async function assetCommitmentsInMempool(): Promise<string[]> {
    const found: string[] = [];
    for (const id of await net.env.btcd.client.getRawMempool()) {
      const tx = await txOf(id);
      const outputs = Array.from({ length: tx.outputsLength }, (_, i) => tx.getOutput(i));
      if (outputs.filter((o) => o.amount === 330n).length === 2 && outputs.some((o) => o.script?.[0] === 0x6a)) found.push(id);
    }
    return found;
  }

  /** The commitment `node` broadcast last (from its log: only where no kill -9 follows the line, which could cut it). */
  const broadcastCommitment = (node: TestNode) => {
    const line = readFileSync(node.process.logPath, 'utf8').split('\n').filter((l) => l.includes('our commitment broadcast')).pop();
    if (!line) throw new Error(`${node.process.options.name} broadcast no commitment`);
    return (JSON.parse(line) as { txid: string }).txid;
  };

  /** Alice opens an asset channel of `assets` to bob and both open it for updates. */
  async function openChannel(assets: string, contractId = contract): Promise<ChannelBody> {
    const bobId = await nodeIdOf(bob.api);
    const before = new Set((await channelsOf(alice.api)).map((c) => c.channel_id));
    const opened = await alice.api.post('/api/v1/channel/open', {
      node_id: bobId,
      address: `127.0.0.1:${bob.process.options.p2pPort}`,
      channel_amount_sats: '200000',
      rgb: { contract_id: contractId, asset_amount: assets, color_context_data: `${alice.process.baseUrl}/api/v1/rgb/consignments/{txid}?format=zip` },
    });
    expect(opened.status).toBe(200);
    const channel = await eventually(async () => (await channelsOf(alice.api)).find((c) => !before.has(c.channel_id) && c.rgb), 'the asset channel on alice', 120_000);
    await net.mine(6);
    for (const node of [alice, bob]) {
      let polls = 0;
      await eventually(async () => {
        if (logHas(node, 'asset channel open for updates', channel.channel_id)) return true;
        if (++polls % 15 === 0) await net.mine(1);
        return undefined;
      }, `${node.process.options.name} to open the asset channel for updates`, 120_000);
    }
    return channel;
  }

  /** `payee` invoices `assets`, `payer` pays over the asset channel; both see it settled. */
  async function pay(payer: TestNode, payee: TestNode, assets: string, contractId = contract): Promise<void> {
    const inv = (await payee.api.post<{ invoice: string }>('/api/v1/rgb/ln/invoice/create', { contract_id: contractId, asset_amount: assets, description: 'pay' })).body.invoice;
    const paid = await payer.api.post<{ payment_id: string }>('/api/v1/rgb/ln/pay', { invoice: inv });
    expect(paid.status).toBe(200);
    for (const node of [payer, payee]) {
      const done = await node.api.post<{ payment: { status: string } }>(`/api/v1/payment/${paid.body.payment_id}/wait`, { timeout_secs: 60 });
      expect(done.body.payment.status).toBe('Succeeded');
    }
  }

  /** A hold invoice of `payee` for `assets` (create_for_hash), paid by `payer`: the payee holds the carrier, the asset HTLC stays live. */
  async function heldPayment(payer: TestNode, payee: TestNode, assets: string, label: string): Promise<{ hash: string; preimage: string; carrierMsat: string }> {
    const preimage = createHash('sha256').update(`preimage ${label} ${Date.now()}`).digest('hex');
    const hash = createHash('sha256').update(Buffer.from(preimage, 'hex')).digest('hex');
    const held = await payee.api.post<{ invoice: string; btc_carrier_amount_msat: string }>('/api/v1/rgb/ln/invoice/create_for_hash', { contract_id: contract, asset_amount: assets, description: label, payment_hash: hash });
    expect(held.status).toBe(200);
    expect((await payer.api.post('/api/v1/rgb/ln/pay', { invoice: held.body.invoice })).status).toBe(200);
    await eventually(async () => ((await payee.api.get<{ htlc_locked: boolean }>(`/api/v1/payment/${hash}`)).body.htlc_locked ? true : undefined), `${label} held by the payee`);
    return { hash, preimage, carrierMsat: held.body.btc_carrier_amount_msat };
  }

  /** The payee's claim gate decides to claim (the payer is offline, so the asset fulfil cannot go through off chain). */
  async function claim(payee: TestNode, held: { hash: string; preimage: string; carrierMsat: string }): Promise<void> {
    expect(await payee.api.post('/api/v1/bolt11/claim_for_hash', { payment_hash: held.hash, preimage: held.preimage, claimable_amount_msat: held.carrierMsat })).toMatchObject({ status: 200 });
  }

  const split = async (api: ApiClient, channelId: string) => (await channelsOf(api)).find((c) => c.channel_id === channelId)?.rgb;

  /** Mines a block every few polls until `check` holds. */
  async function mineUntil<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 240_000): Promise<T> {
    let polls = 0;
    return eventually(async () => {
      if (++polls % 8 === 0) await net.mine(1);
      return check();
    }, what, timeoutMs);
  }

  /** Until the node's wallet holds `mined` settled, with nothing of this contract off chain. */
  const settledAt = (node: TestNode, mined: bigint) => async (): Promise<ContractBalance | undefined> => {
    const b = await balanceOf(node.api, contract);
    return b.offchain === '0' && b.mined === mined.toString() ? b : undefined;
  };

  beforeAll(async () => {
    net = await RgbNet.start();
    alice = await net.startNode('alice');
    bob = await net.startNode('bob');
    await net.fundCarriers(alice.api, 4, 100_000n);
    await net.fundCarriers(bob.api, 3, 20_000n);
    for (const n of [alice, bob]) await net.env.faucet.fund((await n.api.post<{ address: string }>('/api/v1/wallet/address/new')).body.address, 4_000_000n);
    await net.mine(1);
    for (const n of [alice, bob]) await n.api.post('/api/v1/wallet/sync');
    const issued = await alice.api.post<{ contract_id: string }>('/api/v1/rgb/contracts/issue', { issuer_name: 'NIA', contract_name: 'Closed Token', ticker: 'CLS', precision: 0, issued_supply: '1000' });
    expect(issued.status).toBe(200);
    contract = issued.body.contract_id;
    await net.mine(1);
    await eventually(async () => (await balanceOf(alice.api, contract)).mined === '1000', 'the issuance mined');
  });

  afterAll(async () => {
    await net?.stop();
  });

  it('alice force closes (kill -9 after her broadcast, and after her sweep): bob has his share at once, alice hers after to_self_delay; a third node validates what bob passes on', async () => {
    const channel = await openChannel('300');
    await pay(alice, bob, '100');
    await eventually(async () => ((await split(bob.api, channel.channel_id))?.local_amount === '100' ? true : undefined), 'bob to see his 100');
    const [aliceBefore, bobBefore] = [await balanceOf(alice.api, contract), await balanceOf(bob.api, contract)];
    expect(aliceBefore.offchain).toBe('200');
    expect(bobBefore.offchain).toBe('100');

    // Alice dies right after broadcasting her commitment; she resumes from her record.
    const armed = await net.restartArmed(alice, 'rgb-force-close:after-broadcast');
    const close = { user_channel_id: channel.user_channel_id, counterparty_node_id: await nodeIdOf(bob.api) };
    const closed = await alice.api.post('/api/v1/channel/force_close', close).catch(() => ({ status: 0 }));
    expect([200, 0]).toContain(closed.status); // 0: the kill came before the answer
    await armed.crashed();
    // Her commitment pays the 1,000 sat/kw fixed at opening: she resumes, bumps it through her
    // anchor (CPFP) and dies right after broadcasting the child; back again, she keeps that child.
    await net.restartUntilCrash(alice, 'rgb-anchor:after-broadcast', CPFP_FLOOR);
    await net.restartNode(alice, CPFP_FLOOR);
    // Her log line of the broadcast may be cut by the kill: the mempool has the commitment.
    const [commitment, ...others] = await assetCommitmentsInMempool();
    expect(others).toEqual([]);
    const child = await checkBump(commitment!);
    // Nothing of alice's moved while it waits: still counted off chain.
    expect((await balanceOf(alice.api, contract)).total).toBe(aliceBefore.total);
    await net.mine(1);
    expect((await net.env.btcd.client.getRawTransactionVerbose(child)).confirmations).toBeGreaterThan(0);

    // Bob sees alice's commitment and sweeps his to_remote after one block.
    const bobAfter = await mineUntil(settledAt(bob, BigInt(bobBefore.mined) + 100n), 'bob to settle his to_remote sweep');
    expect(bobAfter.total).toBe(bobBefore.total);
    expect(logHas(bob, 'asset channel commitment on chain', '"kind":"theirs"')).toBe(true);

    // Alice's to_local waits to_self_delay; she dies right after broadcasting its sweep.
    const armedSweep = await net.restartArmed(alice, 'rgb-sweep:after-broadcast');
    expect((await balanceOf(alice.api, contract)).offchain).toBe('200');
    await net.mine(TO_SELF_DELAY);
    await armedSweep.crashed();
    await net.restartNode(alice, CPFP_FLOOR);
    const aliceAfter = await mineUntil(settledAt(alice, BigInt(aliceBefore.mined) + 200n), 'alice to settle her to_local sweep');
    expect(aliceAfter.total).toBe(aliceBefore.total);
    // The carrier was force closed with it.
    await mineUntil(async () => ((await channelsOf(alice.api)).some((c) => c.channel_id === channel.channel_id) ? undefined : true), 'the carrier gone from alice');

    // A third node receives 30 of bob's swept units on chain and validates their history.
    const carol = await net.startNode('carol');
    await net.fundCarriers(carol.api, 2);
    const exported = await alice.api.post<{ consignment_key: string }>('/api/v1/rgb/contracts/export', { contract_id: contract });
    const bytes = new Uint8Array(await (await fetch(`${alice.api.baseUrl}/api/v1/rgb/consignments/${exported.body.consignment_key}`)).arrayBuffer());
    expect((await carol.api.post(`/api/v1/rgb/contracts/import?contract_id=${contract}`, bytes, { 'Content-Type': 'application/octet-stream' })).status).toBe(200);
    const inv = await invoice(carol.api, { contract_id: contract, amount: '30', expiry_secs: '3600' });
    const sent = await bob.api.post<{ payment_id: string }>('/api/v1/rgb/onchain/send', { invoice: inv.invoice, fee_rate_sats_per_vb: 2 });
    expect(sent.status).toBe(200);
    await settle(net, bob, sent.body.payment_id, carol, inv.id);
    await eventually(async () => ((await balanceOf(carol.api, contract)).mined === '30' ? true : undefined), 'carol to hold 30 settled');
  });

  it('bob force closes (kill -9 after his sweep\'s consignment reached his wallet): alice has hers at once, bob his after to_self_delay', async () => {
    const channel = await openChannel('300');
    await pay(alice, bob, '120');
    await eventually(async () => ((await split(bob.api, channel.channel_id))?.local_amount === '120' ? true : undefined), 'bob to see his 120');
    const [aliceBefore, bobBefore] = [await balanceOf(alice.api, contract), await balanceOf(bob.api, contract)];

    const close = { user_channel_id: (await channelsOf(bob.api)).find((c) => c.channel_id === channel.channel_id)!.user_channel_id, counterparty_node_id: await nodeIdOf(alice.api) };
    expect(await bob.api.post('/api/v1/channel/force_close', close)).toMatchObject({ status: 200 });
    // Bob's commitment waits at its pre-signed rate; alice, who asks more, pays for it to confirm
    // through her anchor on it: what she does against a peer that leaves it low.
    const bobs = await eventually(async () => (logHas(bob, 'our commitment broadcast') ? broadcastCommitment(bob) : undefined), 'bob to broadcast his commitment');
    await checkBump(bobs);
    expect(logHas(alice, 'asset channel commitment bumped through our anchor (CPFP)', bobs)).toBe(true);
    // Closing on chain: no RGB payment over it any more.
    const late = (await bob.api.post<{ invoice: string }>('/api/v1/rgb/ln/invoice/create', { contract_id: contract, asset_amount: '1', description: 'late' })).body.invoice;
    expect((await alice.api.post('/api/v1/rgb/ln/pay', { invoice: late })).status).toBeGreaterThanOrEqual(400);

    const aliceAfter = await mineUntil(settledAt(alice, BigInt(aliceBefore.mined) + 180n), 'alice to settle her to_remote sweep');
    expect(aliceAfter.total).toBe(aliceBefore.total);
    const armed = await net.restartArmed(bob, 'rgb-sweep:after-receive');
    await net.mine(TO_SELF_DELAY);
    await armed.crashed();
    await net.restartNode(bob, {});
    const bobAfter = await mineUntil(settledAt(bob, BigInt(bobBefore.mined) + 120n), 'bob to settle his to_local sweep');
    expect(bobAfter.total).toBe(bobBefore.total);
  });

  it('a revoked commitment from alice\'s old backup: bob\'s justice takes every unit of the channel, alice\'s sweep finds it gone', async () => {
    const channel = await openChannel('300');
    await pay(alice, bob, '50');
    // The fulfil's round ends with alice's last message: once bob has committed it, so has she.
    await eventually(async () => ((await split(bob.api, channel.channel_id))?.local_amount === '50' ? true : undefined), 'bob to see his 50');
    // Alice's backup at this state.
    await takeBackup(net, alice, 'backup');
    await pay(alice, bob, '200');
    await eventually(async () => ((await split(bob.api, channel.channel_id))?.local_amount === '250' ? true : undefined), 'bob to see his 250');
    const bobBefore = await balanceOf(bob.api, contract);
    expect(bobBefore.offchain).toBe('250');

    // Bob offline; alice restored from the backup believes she holds 250 and closes on chain.
    const close = { user_channel_id: channel.user_channel_id, counterparty_node_id: await nodeIdOf(bob.api) };
    await bob.process.stop();
    await restoreBackup(net, alice, 'backup');
    expect((await split(alice.api, channel.channel_id))?.local_amount).toBe('250');
    expect(await alice.api.post('/api/v1/channel/force_close', close)).toMatchObject({ status: 200 });
    await eventually(async () => (logHas(alice, 'asset channel: our commitment broadcast', channel.channel_id) ? true : undefined), 'alice to broadcast her (revoked) commitment');
    await net.mine(1);

    // Bob comes back, recognises a revoked commitment and takes all 300 units at once.
    await net.restartNode(bob, {});
    const bobAfter = await mineUntil(settledAt(bob, BigInt(bobBefore.mined) + 300n), 'bob\'s justice settled');
    expect(BigInt(bobAfter.total)).toBe(BigInt(bobBefore.total) + 50n);
    expect(logHas(bob, 'asset channel commitment on chain', '"kind":"theirs-revoked"')).toBe(true);

    // Alice's to_local sweep after the delay finds the output spent: nothing left off chain for her.
    await net.mine(TO_SELF_DELAY);
    await mineUntil(async () => (logHas(alice, 'an output of ours on the commitment was spent by another transaction') ? true : undefined), 'alice to find her output taken');
    await eventually(async () => ((await balanceOf(alice.api, contract)).offchain === '0' ? true : undefined), 'alice counting nothing off chain');
  });

  it('a revoked commitment from bob\'s old backup: alice\'s justice (kill -9 after its broadcast) takes every unit of the channel', async () => {
    const channel = await openChannel('300');
    await pay(alice, bob, '200');
    await eventually(async () => ((await split(bob.api, channel.channel_id))?.local_amount === '200' ? true : undefined), 'bob to see his 200');
    // 10,000 sat to bob in the carrier, so that he can send carriers back.
    const btcInvoice = (await bob.api.post<{ invoice: string }>('/api/v1/bolt11/receive', { amount_msat: '10000000', description: 'btc', expiry_secs: 3600 })).body.invoice;
    const btcPaid = await alice.api.post<{ payment_id: string }>('/api/v1/bolt11/pay', { invoice: btcInvoice });
    expect(btcPaid.status).toBe(200);
    const btcDone = await alice.api.post<{ payment: { status: string } }>(`/api/v1/payment/${btcPaid.body.payment_id}/wait`, { timeout_secs: 60 });
    expect(btcDone.body.payment.status).toBe('Succeeded');
    // Bob's backup while he holds 200.
    await takeBackup(net, bob, 'backup');
    await eventually(async () => ((await channelsOf(bob.api)).find((c) => c.channel_id === channel.channel_id)?.is_usable ? true : undefined), 'the carrier usable after bob restarted');
    await pay(bob, alice, '150');
    await eventually(async () => ((await split(alice.api, channel.channel_id))?.local_amount === '250' ? true : undefined), 'alice to see her 250');
    const aliceBefore = await balanceOf(alice.api, contract);
    expect(aliceBefore.offchain).toBe('250');

    // Alice offline; bob restored from the backup believes he holds 200 and closes on chain.
    const bobsView = (await channelsOf(bob.api)).find((c) => c.channel_id === channel.channel_id);
    if (!bobsView) throw new Error('bob does not list the channel');
    const close = { user_channel_id: bobsView.user_channel_id, counterparty_node_id: await nodeIdOf(alice.api) };
    await alice.process.stop();
    await restoreBackup(net, bob, 'backup');
    expect((await split(bob.api, channel.channel_id))?.local_amount).toBe('200');
    expect(await bob.api.post('/api/v1/channel/force_close', close)).toMatchObject({ status: 200 });
    await eventually(async () => (logHas(bob, 'asset channel: our commitment broadcast', channel.channel_id) ? true : undefined), 'bob to broadcast his (revoked) commitment');
    await net.mine(1);

    // Alice comes back armed: she dies right after broadcasting her justice sweep, then resumes.
    const armed = await net.restartArmed(alice, 'rgb-sweep:after-broadcast');
    await armed.crashed();
    await net.restartNode(alice, {});
    const aliceAfter = await mineUntil(settledAt(alice, BigInt(aliceBefore.mined) + 300n), 'alice\'s justice settled');
    expect(BigInt(aliceAfter.total)).toBe(BigInt(aliceBefore.total) + 50n);
    expect(logHas(alice, 'asset channel commitment on chain', '"kind":"theirs-revoked"')).toBe(true);
    // Bob's to_local sweep after the delay finds the output spent: nothing left off chain for him.
    await net.mine(TO_SELF_DELAY);
    await mineUntil(async () => (logHas(bob, 'an output of ours on the commitment was spent by another transaction') ? true : undefined), 'bob to find his output taken');
    await eventually(async () => ((await balanceOf(bob.api, contract)).offchain === '0' ? true : undefined), 'bob counting nothing off chain');
  });

  it('HTLCs on alice\'s commitment: bob claims the one he claimed with its preimage, alice times the other out through her HTLC-timeout (kill -9 after it) and sweeps it after to_self_delay', async () => {
    const channel = await openChannel('300');
    await pay(alice, bob, '100');
    await eventually(async () => ((await split(bob.api, channel.channel_id))?.local_amount === '100' ? true : undefined), 'bob to see his 100');
    const claimed = await heldPayment(alice, bob, '40', 'claimed');
    await heldPayment(alice, bob, '30', 'unclaimed');
    await eventually(async () => ((await split(alice.api, channel.channel_id))?.local_amount === '130' ? true : undefined), 'both HTLCs committed on alice');
    const [aliceBefore, bobBefore] = [await balanceOf(alice.api, contract), await balanceOf(bob.api, contract)];
    const close = { user_channel_id: channel.user_channel_id, counterparty_node_id: await nodeIdOf(bob.api) };

    // Bob claims one while alice is away, then goes away himself; alice closes on chain.
    await alice.process.stop();
    await claim(bob, claimed);
    await bob.process.stop();
    await net.restartNode(alice, {});
    expect(await alice.api.post('/api/v1/channel/force_close', close)).toMatchObject({ status: 200 });
    await eventually(async () => (logHas(alice, 'asset channel: our commitment broadcast', channel.channel_id) ? true : undefined), 'alice to broadcast her commitment');
    await net.mine(1);
    await net.restartNode(bob, {});
    // Bob: his to_remote and the claimed HTLC (with its preimage) after a block; the other is not his.
    const bobAfter = await mineUntil(settledAt(bob, BigInt(bobBefore.mined) + 100n + 40n), 'bob to settle his to_remote and his HTLC claim');
    expect(BigInt(bobAfter.total)).toBe(BigInt(bobBefore.total) + 40n);
    await mineUntil(async () => (logHas(alice, 'an asset HTLC on chain was taken by the peer', claimed.hash, '"preimage":true') ? true : undefined), 'alice to learn the preimage from bob\'s claim');

    // Alice: past the other HTLC's expiry her HTLC-timeout goes out (she dies right after), then its output and her to_local after to_self_delay.
    const armed = await net.restartArmed(alice, 'rgb-second-stage:after-broadcast');
    await net.mine(75);
    await armed.crashed();
    // Her HTLC-timeout pays the opening's rate: back, she bumps it through its anchor of hers.
    await net.restartNode(alice, CPFP_FLOOR);
    // Her HTLC-timeout in the mempool: the spend of her commitment with a 330-sat anchor output.
    const commitment = broadcastCommitment(alice);
    const stage = await eventually(async () => {
      for (const id of await net.env.btcd.client.getRawMempool()) {
        const tx = await txOf(id);
        if (Buffer.from(tx.getInput(0).txid!).toString('hex') === commitment && tx.getOutput(1)?.amount === 330n) return id;
      }
      return undefined;
    }, 'alice\'s HTLC-timeout in the mempool');
    await checkBump(stage);
    await net.mine(1);
    expect((await net.env.btcd.client.getRawTransactionVerbose(stage)).confirmations).toBeGreaterThan(0);
    await net.mine(TO_SELF_DELAY);
    const aliceAfter = await mineUntil(settledAt(alice, BigInt(aliceBefore.mined) + 130n + 30n), 'alice to settle her to_local and her timed-out HTLC');
    expect(BigInt(aliceAfter.total)).toBe(BigInt(aliceBefore.total) + 30n);
    // The monitor records the close done at its next tick after the wallet settled.
    await mineUntil(async () => (logHas(alice, 'asset channel closed on chain: every output of ours is swept and settled', channel.channel_id) ? true : undefined), 'alice\'s monitor to finish the close');
  });

  it('HTLCs on bob\'s commitment: bob\'s HTLC-success for the one he claimed (kill -9 after it), alice times the other out directly after its expiry', async () => {
    const channel = await openChannel('300');
    await pay(alice, bob, '100');
    await eventually(async () => ((await split(bob.api, channel.channel_id))?.local_amount === '100' ? true : undefined), 'bob to see his 100');
    const claimed = await heldPayment(alice, bob, '40', 'claimed-b');
    await heldPayment(alice, bob, '30', 'unclaimed-b');
    await eventually(async () => ((await split(alice.api, channel.channel_id))?.local_amount === '130' ? true : undefined), 'both HTLCs committed on alice');
    const [aliceBefore, bobBefore] = [await balanceOf(alice.api, contract), await balanceOf(bob.api, contract)];

    await alice.process.stop();
    await claim(bob, claimed);
    const armed = await net.restartArmed(bob, 'rgb-second-stage:after-broadcast');
    const carrier = (await channelsOf(bob.api)).find((c) => c.channel_id === channel.channel_id)!;
    expect(await bob.api.post('/api/v1/channel/force_close', { user_channel_id: carrier.user_channel_id, counterparty_node_id: carrier.counterparty_node_id })).toMatchObject({ status: 200 });
    // Bob's commitment, then, once it confirmed, his HTLC-success for the claimed HTLC: he dies right after it.
    await eventually(async () => (logHas(bob, 'asset channel: our commitment broadcast', channel.channel_id) ? true : undefined), 'bob to broadcast his commitment');
    await net.mine(1);
    await armed.crashed();
    await net.restartNode(bob, {});
    await net.restartNode(alice, {});
    // Alice: her to_remote after a block; the claimed HTLC lost to bob with its preimage.
    await mineUntil(async () => ((await balanceOf(alice.api, contract)).mined === (BigInt(aliceBefore.mined) + 130n).toString() ? true : undefined), 'alice to settle her to_remote');
    // Past the other HTLC's expiry alice takes it back directly from bob's commitment.
    await net.mine(75);
    const aliceAfter = await mineUntil(settledAt(alice, BigInt(aliceBefore.mined) + 130n + 30n), 'alice to time out her HTLC directly');
    expect(BigInt(aliceAfter.total)).toBe(BigInt(aliceBefore.total) + 30n);
    expect(logHas(alice, 'an asset HTLC on chain was taken by the peer', claimed.hash, '"preimage":true')).toBe(true);
    // Bob: the HTLC-success's output and his to_local after to_self_delay.
    await net.mine(TO_SELF_DELAY);
    const bobAfter = await mineUntil(settledAt(bob, BigInt(bobBefore.mined) + 100n + 40n), 'bob to settle his to_local and his HTLC-success output');
    expect(BigInt(bobAfter.total)).toBe(BigInt(bobBefore.total) + 40n);
  });

  it('alice\'s watchdog takes her HTLC to the chain at its expiry, before LDK\'s own deadline, while bob holds it and is gone; she recovers every unit', async () => {
    const channel = await openChannel('50');
    const [aliceBefore, bobBefore] = [await balanceOf(alice.api, contract), await balanceOf(bob.api, contract)];
    const tipAtPay = await net.env.btcd.client.getBlockCount();
    await heldPayment(alice, bob, '20', 'held-to-expiry');
    await eventually(async () => ((await split(alice.api, channel.channel_id))?.local_amount === '30' ? true : undefined), 'the HTLC committed on alice');
    await bob.process.stop();

    // The asset HTLC expires RGB_HTLC_EXPIRY_DELTA (72) after alice's tip when she offered it;
    // LDK would close the carrier only some blocks after that. Mined to the expiry and no further.
    const expiry = tipAtPay + 72;
    await net.mine(expiry - (await net.env.btcd.client.getBlockCount()));
    const closing = await eventually(async () => {
      const line = readFileSync(alice.process.logPath, 'utf8').split('\n').find((l) => l.includes('closing on chain with our newest commitment') && l.includes(channel.channel_id));
      return line ? (JSON.parse(line) as { reason: string }) : undefined;
    }, 'alice\'s watchdog to close on chain at the expiry', 90_000);
    expect(closing.reason).toMatch(/^our HTLC \d+ expired at \d+$/);
    expect(Number(/expired at (\d+)/.exec(closing.reason)![1])).toBe(await net.env.btcd.client.getBlockCount());

    // Her commitment confirms, her HTLC-timeout follows, and both outputs come back after to_self_delay.
    await eventually(async () => (logHas(alice, 'asset channel: our commitment broadcast', channel.channel_id) ? true : undefined), 'alice to broadcast her commitment');
    await net.mine(1);
    await mineUntil(async () => (logHas(alice, 'asset channel second stage broadcast', '"kind":"htlc-timeout"', '"assets":"20"') ? true : undefined), 'alice\'s HTLC-timeout');
    await net.mine(TO_SELF_DELAY);
    const aliceAfter = await mineUntil(settledAt(alice, BigInt(aliceBefore.mined) + 50n), 'alice to settle her to_local and her HTLC-timeout output');
    expect(aliceAfter.total).toBe(aliceBefore.total);
    // Bob, back, gained nothing: the HTLC he held went back to alice.
    await net.restartNode(bob, {});
    await eventually(async () => ((await balanceOf(bob.api, contract)).offchain === '0' ? true : undefined), 'bob counting nothing off chain');
    expect((await balanceOf(bob.api, contract)).total).toBe(bobBefore.total);
  });

  it('alice restored from a backup taken mid-channel after bob closed it on chain: she recognises his newer commitment from his description and sweeps her share; a channel unchanged since the backup resumes; the recovery report says which is which', async () => {
    type Report = { channels: Array<{ channel_id: string; status: string; close_on_chain: null | { commitment_kind: string | null; unrecognised_spender: string | null; recovered_amount: string; pending_amount: string; lost_amount: string; done: boolean } }> };
    const report = async (node: TestNode, channelId: string) => (await node.api.get<Report>('/api/v1/rgb/channels/recovery')).body.channels.find((c) => c.channel_id === channelId);
    // Two contracts of their own (the earlier cases moved much of the first one to bob).
    const issue = async (name: string, ticker: string) => (await alice.api.post<{ contract_id: string }>('/api/v1/rgb/contracts/issue', { issuer_name: 'NIA', contract_name: name, ticker, precision: 0, issued_supply: '500' })).body.contract_id;
    const lost = await issue('Moved Token', 'MVD');
    const kept = await issue('Kept Token', 'KPT');
    await net.mine(1);
    await eventually(async () => ((await balanceOf(alice.api, lost)).mined === '500' && (await balanceOf(alice.api, kept)).mined === '500' ? true : undefined), 'the issuances mined');
    const moved = await openChannel('300', lost);
    const unchanged = await openChannel('200', kept);
    await pay(alice, bob, '50', lost);
    await eventually(async () => ((await split(bob.api, moved.channel_id))?.local_amount === '50' ? true : undefined), 'bob to see his 50');
    expect(await report(alice, moved.channel_id)).toMatchObject({ status: 'open', close_on_chain: null });

    // The backup, then more payments on one channel only.
    await takeBackup(net, alice, 'mid');
    await pay(alice, bob, '100', lost);
    await eventually(async () => ((await split(bob.api, moved.channel_id))?.local_amount === '150' ? true : undefined), 'bob to see his 150');
    const aliceBefore = await balanceOf(alice.api, lost);

    // Alice's disk dies. Bob, with alice gone, closes that channel on chain.
    await alice.process.stop();
    const bobCarrier = (await channelsOf(bob.api)).find((c) => c.channel_id === moved.channel_id)!;
    expect(await bob.api.post('/api/v1/channel/force_close', { user_channel_id: bobCarrier.user_channel_id, counterparty_node_id: bobCarrier.counterparty_node_id })).toMatchObject({ status: 200 });
    await eventually(async () => (logHas(bob, 'asset channel: our commitment broadcast', moved.channel_id) ? true : undefined), 'bob to broadcast his commitment');
    await net.mine(1);

    // Alice comes back from the backup: bob's commitment is newer than anything she knows, until he describes it.
    await restoreBackup(net, alice, 'mid');
    const recovered = await mineUntil(async () => {
      const r = await report(alice, moved.channel_id);
      return r?.close_on_chain?.done ? r : undefined;
    }, 'alice to recover her share from bob\'s commitment');
    expect(recovered.close_on_chain).toMatchObject({ commitment_kind: 'theirs', unrecognised_spender: null, recovered_amount: '150', pending_amount: '0', lost_amount: '0' });
    expect(logHas(alice, 'the peer says its commitment is on chain', moved.channel_id)).toBe(true);
    expect(BigInt((await balanceOf(alice.api, lost)).mined)).toBe(BigInt(aliceBefore.mined) + 150n);

    // The other channel was the same in the backup as at bob's: it resumes and pays.
    expect(await report(alice, unchanged.channel_id)).toMatchObject({ status: 'open', close_on_chain: null });
    await eventually(async () => ((await channelsOf(alice.api)).find((c) => c.channel_id === unchanged.channel_id)?.is_usable ? true : undefined), 'the unchanged carrier usable again', 120_000);
    await pay(alice, bob, '20', kept);
    await eventually(async () => ((await split(bob.api, unchanged.channel_id))?.local_amount === '20' ? true : undefined), 'bob to see his 20 of the kept contract');

    // Bob's own share comes back after to_self_delay.
    await net.mine(TO_SELF_DELAY);
    await mineUntil(async () => ((await report(bob, moved.channel_id))?.close_on_chain?.done ? true : undefined), 'bob to sweep his to_local');
    expect((await report(bob, moved.channel_id))?.close_on_chain).toMatchObject({ commitment_kind: 'ours', recovered_amount: '150', lost_amount: '0' });
  });
});
