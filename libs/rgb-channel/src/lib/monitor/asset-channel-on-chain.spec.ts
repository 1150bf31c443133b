import { InMemoryKvStore } from '@rln/core/testing';
import { secp256k1 } from '@noble/curves/secp256k1';
import { Transaction } from '@scure/btc-signer';
import { HashColouring } from '../../testing/hash-colouring';
import { add, htlcId, Link, pay } from '../../testing/link';
import { openedPair } from '../../testing/signed-pair';
import { derivePublicKey, revocationPublicKey, perCommitmentPoint } from '../keys/commitment-keys';
import { perCommitmentSecret, secretIndexOf } from '../keys/per-commitment-secret';
import { basepointsOf, deriveChannelSecrets } from '../keys/channel-keys';
import { assetsOf, type Side } from '../protocol/asset-state';
import type { AssetChannelWallet } from '../service/asset-channel-wallet.port';
import { AssetChannelStore, type StoredAssetChannel } from '../store/asset-channel-store';
import { toRemoteScript } from '../tx/shadow-scripts';
import { unsignedTxid } from '../tx/commitment-tx';
import { verifyWitnessInput } from '../tx/witness-signatures';
import { AssetChannelOnChain, preimageIn } from './asset-channel-on-chain';
import { signSweep } from '../tx/sweep-tx';

const PEER: Record<Side, string> = { opener: `02${'aa'.repeat(32)}`, acceptor: `03${'bb'.repeat(32)}` };
const ROOT: Record<Side, Uint8Array> = { opener: new Uint8Array(32).fill(1), acceptor: new Uint8Array(32).fill(2) };
const KEY_INDEX: Record<Side, bigint> = { opener: 1n, acceptor: 2n };
const OTHER: Record<Side, Side> = { opener: 'acceptor', acceptor: 'opener' };

/** Each side's node view of one channel: its store (with the signed-state history) and its on-chain service, over the test colouring. */
async function nodes() {
  const link = await Link.open(1_000n, 'shadow');
  const colouring = new HashColouring();
  const wallet = { colouring: () => colouring } as unknown as AssetChannelWallet;
  // openedPair is deterministic: the same shadow output the link's pair has.
  const shadow = (await openedPair(1_000n, undefined, 'shadow')).channel;
  const side = async (s: Side) => {
    const store = new AssetChannelStore(new InMemoryKvStore());
    // Stored under the peer's id, as the node keys a channel by its counterparty.
    await store.create(PEER[OTHER[s]], link.record(s), shadow, KEY_INDEX[s]);
    return { store, onChain: new AssetChannelOnChain({ store, wallet, root: ROOT[s] }) };
  };
  const view = { opener: await side('opener'), acceptor: await side('acceptor') };
  /** Writes both records as the node does after each step, so every signed state enters the history. */
  const save = async () => {
    for (const s of ['opener', 'acceptor'] as const) {
      const stored = (await view[s].store.load(PEER[OTHER[s]], link.record(s).channelId))!;
      if (stored.record !== link.record(s)) await view[s].store.save(stored, link.record(s));
    }
  };
  const stored = async (s: Side): Promise<StoredAssetChannel> => (await view[s].store.load(PEER[OTHER[s]], link.record(s).channelId))!;
  return { link, view, save, stored, colouring };
}

/** One payment, with both records written after every message, as the node writes them. */
async function payStepwise(n: Awaited<ReturnType<typeof nodes>>, from: Side, amount: bigint, label: string) {
  const link = n.link;
  const deliver = link.deliver.bind(link);
  link.deliver = async (to, options) => {
    const moved = await deliver(to, options);
    await n.save();
    return moved;
  };
  await pay(link, from, amount, label);
  link.deliver = deliver;
  await n.save();
}

/** A taproot output script, as rgb-lib's receives are. */
const receiveScript = (seed: number) => Uint8Array.from([0x51, 0x20, ...secp256k1.getPublicKey(new Uint8Array(32).fill(seed), true).slice(1)]);

const fromChain = (tx: Transaction) => Transaction.fromRaw(tx.toBytes(true, true), { allowUnknownOutputs: true });

describe('AssetChannelOnChain: which commitment is on chain, and what of it is ours (protocol §6, T9)', () => {
  it('names our current commitment ours and the peer\'s theirs, and sweeps each side\'s own output with the key its script asks for', async () => {
    const n = await nodes();
    await payStepwise(n, 'opener', 300n, 'a');
    const openerStored = await n.stored('opener');
    const broadcast = fromChain(await n.view.opener.onChain.holderCommitment(openerStored));

    const mine = await n.view.opener.onChain.identify(openerStored, broadcast);
    expect(mine).toMatchObject({ kind: 'ours', holder: 'opener', txid: broadcast.id });
    expect(broadcast.id).toBe(unsignedTxid(broadcast));
    const theirs = await n.view.acceptor.onChain.identify(await n.stored('acceptor'), broadcast);
    expect(theirs).toMatchObject({ kind: 'theirs', holder: 'opener', txid: broadcast.id });
    expect(theirs!.state).toEqual(mine!.state);

    // The opener's to_local after the delay, with its 700; the acceptor's to_remote after a block, with its 300.
    const openerBuilt = await n.view.opener.onChain.consume(openerStored, mine!);
    const opener = n.view.opener.onChain.sweepInputs(openerStored, mine!, openerBuilt);
    expect(opener.sweeps).toEqual([expect.objectContaining({ path: 'delayed', csv: 144, assets: 700n })]);
    const acceptorStored = await n.stored('acceptor');
    const acceptorBuilt = await n.view.acceptor.onChain.consume(acceptorStored, theirs!);
    const acceptor = n.view.acceptor.onChain.sweepInputs(acceptorStored, theirs!, acceptorBuilt);
    expect(acceptor.sweeps).toEqual([expect.objectContaining({ path: 'remote', csv: 1, assets: 300n })]);
    expect(n.colouring.consumed.has(broadcast.id)).toBe(true);

    // Each sweep is signed by the key its output's script names.
    const acceptorSecrets = deriveChannelSecrets(ROOT.acceptor, KEY_INDEX.acceptor);
    const script = toRemoteScript(basepointsOf(acceptorSecrets).paymentBasepoint);
    const sweep = await n.view.acceptor.onChain.sweep(acceptorStored, acceptor.sweeps[0], receiveScript(3), 1_000n);
    expect(sweep.assetMap).toEqual(new Map([[1, 300n]]));
    const witness = sweep.signed.getInput(0).finalScriptWitness!;
    expect(Buffer.from(witness[1])).toEqual(Buffer.from(script));
    const compact = secp256k1.Signature.fromDER(witness[0].slice(0, -1)).toCompactRawBytes();
    expect(verifyWitnessInput(sweep.signed, 0, script, acceptor.sweeps[0].sats, compact, basepointsOf(acceptorSecrets).paymentBasepoint)).toBe(true);
    // The same transaction again after a restart (same script and rate).
    const again = await n.view.acceptor.onChain.sweep(acceptorStored, acceptor.sweeps[0], receiveScript(3), 1_000n);
    expect(again.txid).toBe(sweep.txid);
  });

  it('recognises a commitment the peer revoked: justice takes its to_local with the revocation key, and the cheater gets nothing', async () => {
    const n = await nodes();
    await payStepwise(n, 'opener', 100n, 'a');
    // The opener keeps its commitment of this state (an old backup), then pays on.
    const old = await n.view.opener.onChain.holderCommitment(await n.stored('opener'));
    const oldNumber = (await n.stored('opener')).record.holder.state.number;
    await payStepwise(n, 'opener', 500n, 'b');
    const cheat = fromChain(old);

    const acceptorStored = await n.stored('acceptor');
    const found = await n.view.acceptor.onChain.identify(acceptorStored, cheat);
    expect(found).toMatchObject({ kind: 'theirs-revoked', holder: 'opener' });
    expect(found!.state.number).toBe(oldNumber);
    expect(assetsOf(found!.state, 'opener')).toBe(900n);
    const built = await n.view.acceptor.onChain.consume(acceptorStored, found!);
    const { sweeps } = n.view.acceptor.onChain.sweepInputs(acceptorStored, found!, built);
    expect(sweeps.map((s) => [s.path, s.assets])).toEqual(expect.arrayContaining([['revoked', 900n], ['remote', 100n]]));

    // The justice signature verifies against the revocation key of that commitment.
    const revoked = sweeps.find((s) => s.path === 'revoked')!;
    const justice = await n.view.acceptor.onChain.sweep(acceptorStored, revoked, receiveScript(4), 1_000n);
    const witness = justice.signed.getInput(0).finalScriptWitness!;
    expect(Buffer.from(witness[1])).toEqual(Buffer.from([1]));
    const acceptorBasepoints = basepointsOf(deriveChannelSecrets(ROOT.acceptor, KEY_INDEX.acceptor));
    const revocationKey = revocationPublicKey(acceptorBasepoints.revocationBasepoint, perCommitmentPoint(Uint8Array.from(Buffer.from(found!.revocationSecret!, 'hex'))));
    const compact = secp256k1.Signature.fromDER(witness[0].slice(0, -1)).toCompactRawBytes();
    expect(verifyWitnessInput(justice.signed, 0, revoked.witnessScript, revoked.sats, compact, revocationKey)).toBe(true);
    // Not the key of the holder's delayed branch.
    const openerBasepoints = basepointsOf(deriveChannelSecrets(ROOT.opener, KEY_INDEX.opener));
    expect(verifyWitnessInput(justice.signed, 0, revoked.witnessScript, revoked.sats, compact, derivePublicKey(openerBasepoints.delayedPaymentBasepoint, Uint8Array.from(Buffer.from(found!.holderPoint, 'hex'))))).toBe(false);

    // The cheater's own node sees its revoked commitment: nothing to sweep.
    const openerStored = await n.stored('opener');
    const own = await n.view.opener.onChain.identify(openerStored, cheat);
    expect(own).toMatchObject({ kind: 'ours-revoked' });
    expect(n.view.opener.onChain.sweepInputs(openerStored, own!, built).sweeps).toEqual([]);
  });

  it('resolves HTLC outputs: the peer\'s commitment directly (preimage, or timeout after expiry), ours through signed second stages; a revoked one\'s by the revocation key, second stages too', async () => {
    const n = await nodes();
    await payStepwise(n, 'opener', 300n, 'a');
    // Two live HTLCs, one each way, both committed and written.
    const withSaves = async <T>(work: () => Promise<T>) => {
      const result = await work();
      await n.link.deliverAll();
      await n.save();
      return result;
    };
    const toAcceptor = await withSaves(() => add(n.link, 'opener', 50n, 'h1'));
    const toOpener = await withSaves(() => add(n.link, 'acceptor', 20n, 'h2'));
    const openerStored = await n.stored('opener');
    const oldOpener = await n.view.opener.onChain.holderCommitment(openerStored);
    const onChain = fromChain(oldOpener);

    // The acceptor's view of the opener's commitment: h1 offered to it (claim with the preimage), h2 its own (time out).
    const acceptorStored = await n.stored('acceptor');
    const theirs = (await n.view.acceptor.onChain.identify(acceptorStored, onChain))!;
    const built = await n.view.acceptor.onChain.consume(acceptorStored, theirs);
    const { htlcs } = n.view.acceptor.onChain.sweepInputs(acceptorStored, theirs, built);
    const h1 = htlcs.find((h) => h.htlc.paymentHash === toAcceptor.hash)!;
    const h2 = htlcs.find((h) => h.htlc.paymentHash === toOpener.hash)!;
    expect([h1.offeredByUs, h1.assets, h2.offeredByUs, h2.assets]).toEqual([false, 50n, true, 20n]);
    expect(() => n.view.acceptor.onChain.htlcSpend(acceptorStored, theirs, built, h1, null)).toThrow('preimage');
    const claim = n.view.acceptor.onChain.htlcSpend(acceptorStored, theirs, built, h1, Buffer.from(toAcceptor.preimage, 'hex'));
    const claimed = await n.view.acceptor.onChain.sweep(acceptorStored, claim, receiveScript(5), 1_000n);
    const acceptorHtlcKey = derivePublicKey(basepointsOf(deriveChannelSecrets(ROOT.acceptor, KEY_INDEX.acceptor)).htlcBasepoint, Uint8Array.from(Buffer.from(theirs.holderPoint, 'hex')));
    const witness = claimed.signed.getInput(0).finalScriptWitness!;
    expect(verifyWitnessInput(claimed.signed, 0, claim.witnessScript, claim.sats, secp256k1.Signature.fromDER(witness[0].slice(0, -1)).toCompactRawBytes(), acceptorHtlcKey)).toBe(true);
    expect(preimageIn(claimed.signed, toAcceptor.hash)).toBe(toAcceptor.preimage);
    const timeout = await n.view.acceptor.onChain.sweep(acceptorStored, n.view.acceptor.onChain.htlcSpend(acceptorStored, theirs, built, h2, null), receiveScript(6), 1_000n);
    expect(timeout.signed.lockTime).toBe(h2.htlc.cltvExpiry);
    expect(preimageIn(timeout.signed, toOpener.hash)).toBeNull();

    // The opener's view of its own commitment: its HTLC-timeout for h1 and HTLC-success for h2, each with the peer's stored signature (checked), then the delayed output.
    const mine = (await n.view.opener.onChain.identify(openerStored, onChain))!;
    const mineBuilt = await n.view.opener.onChain.consume(openerStored, mine);
    const ours = n.view.opener.onChain.sweepInputs(openerStored, mine, mineBuilt).htlcs;
    const o1 = ours.find((h) => h.htlc.paymentHash === toAcceptor.hash)!;
    const o2 = ours.find((h) => h.htlc.paymentHash === toOpener.hash)!;
    const stageTimeout = await n.view.opener.onChain.ourSecondStage(openerStored, mine, o1, null);
    expect(stageTimeout.signed.lockTime).toBe(o1.htlc.cltvExpiry);
    expect(stageTimeout.delayed).toMatchObject({ txid: stageTimeout.txid, vout: 0, path: 'delayed', csv: 144, assets: 50n });
    await expect(n.view.opener.onChain.ourSecondStage(openerStored, mine, o2, null)).rejects.toThrow('preimage');
    const stageSuccess = await n.view.opener.onChain.ourSecondStage(openerStored, mine, o2, Buffer.from(toOpener.preimage, 'hex'));
    expect(preimageIn(stageSuccess.signed, toOpener.hash)).toBe(toOpener.preimage);
    expect(stageSuccess.signed.getInput(0).finalScriptWitness).toHaveLength(5);
    // A second stage spends its colouring's commitment, and its delayed output sweeps over it.
    const delayedSweep = await n.view.opener.onChain.sweep(openerStored, stageSuccess.delayed, receiveScript(7), 1_000n);
    expect(delayedSweep.assetMap).toEqual(new Map([[1, 20n]]));

    // Both HTLCs fulfilled: the commitment above is revoked. The acceptor takes every output, HTLC outputs by the revocation key.
    for (const [from, p] of [['opener', toAcceptor], ['acceptor', toOpener]] as const) {
      const { id } = htlcId(n.link, p.hash);
      await n.link.propose(OTHER[from], [{ kind: 'fulfill', offeredBy: from, id, preimage: p.preimage }]);
      await n.link.deliverAll();
      await n.save();
    }
    const now = await n.stored('acceptor');
    const revoked = (await n.view.acceptor.onChain.identify(now, onChain))!;
    expect(revoked.kind).toBe('theirs-revoked');
    const revokedBuilt = await n.view.acceptor.onChain.consume(now, revoked);
    const justice = n.view.acceptor.onChain.sweepInputs(now, revoked, revokedBuilt);
    expect(justice.htlcs).toEqual([]);
    expect(justice.sweeps.map((s) => [s.path, s.assets]).sort()).toEqual([['remote', 280n], ['revoked', 650n], ['revoked-htlc', 20n], ['revoked-htlc', 50n]].sort());
    const revokedHtlc = justice.sweeps.find((s) => s.path === 'revoked-htlc' && s.assets === 50n)!;
    // Each names its HTLC's hash: a cheater's claim of one with the preimage teaches it to us.
    expect(justice.sweeps.filter((s) => s.path === 'revoked-htlc').map((s) => s.paymentHash).sort()).toEqual(revoked.state.htlcs.map((h) => h.paymentHash).sort());
    const signed = signSweep((await n.view.acceptor.onChain.sweep(now, revokedHtlc, receiveScript(8), 1_000n)).signed, [revokedHtlc]);
    expect(Buffer.from(signed.getInput(0).finalScriptWitness![1])).toEqual(Buffer.from(revokedHtlc.revocationPubkey!));
    // The cheater's second stage got there first: its delayed output is taken by the revocation key too; any other spender is not.
    const cheaterStage = await n.view.opener.onChain.ourSecondStage(openerStored, mine, o1, null);
    const second = await n.view.acceptor.onChain.revokedSecondStage(now, revoked, revokedHtlc.vout, cheaterStage.txid);
    expect(second).toMatchObject({ txid: cheaterStage.txid, vout: 0, path: 'revoked', assets: 50n });
    expect(await n.view.acceptor.onChain.revokedSecondStage(now, revoked, revokedHtlc.vout, '00'.repeat(32))).toBeNull();
  });

  it('a node on an old backup recognises the peer\'s newer commitment only from the peer\'s description, and only when the chain agrees', async () => {
    const n = await nodes();
    await payStepwise(n, 'opener', 100n, 'a');
    // The acceptor's backup at this state.
    const backup = new AssetChannelStore(new InMemoryKvStore());
    await backup.create(PEER.opener, n.link.record('acceptor'), (await n.stored('acceptor')).channel, KEY_INDEX.acceptor);
    const stale = new AssetChannelOnChain({ store: backup, wallet: { colouring: () => n.colouring } as unknown as AssetChannelWallet, root: ROOT.acceptor });
    const staleStored = (await backup.load(PEER.opener, n.link.record('acceptor').channelId))!;
    await payStepwise(n, 'opener', 200n, 'b');

    const openerStored = await n.stored('opener');
    const newest = fromChain(await n.view.opener.onChain.holderCommitment(openerStored));
    expect(await stale.identify(staleStored, newest)).toBeNull();
    const point = perCommitmentPoint(perCommitmentSecret(n.link.sides.opener.commitmentSeed, secretIndexOf(openerStored.record.holder.state.number)));
    const hint = { channelId: openerStored.record.channelId, txid: newest.id, state: openerStored.record.holder.state, holderPoint: Buffer.from(point).toString('hex') };
    const found = await stale.identify(staleStored, newest, hint);
    expect(found).toMatchObject({ kind: 'theirs', holder: 'opener', txid: newest.id });
    const built = await stale.consume(staleStored, found!);
    expect(stale.sweepInputs(staleStored, found!, built).sweeps).toEqual([expect.objectContaining({ path: 'remote', assets: 300n })]);

    // A description the chain does not confirm is no commitment: other amounts, another txid, another point.
    const lie = { ...hint.state, openerAssets: hint.state.openerAssets - 100n, acceptorAssets: hint.state.acceptorAssets + 100n };
    expect(await stale.identify(staleStored, newest, { ...hint, state: lie })).toBeNull();
    expect(await stale.identify(staleStored, newest, { ...hint, txid: '00'.repeat(32) })).toBeNull();
    expect(await stale.identify(staleStored, newest, { ...hint, holderPoint: Buffer.from(perCommitmentPoint(new Uint8Array(32).fill(7))).toString('hex') })).toBeNull();
    // Nor one that creates or burns units.
    expect(await stale.identify(staleStored, newest, { ...hint, state: { ...hint.state, acceptorAssets: hint.state.acceptorAssets + 1n } })).toBeNull();
  });

  it('recognises no commitment in a transaction that is none of this channel\'s', async () => {
    const n = await nodes();
    const stored = await n.stored('acceptor');
    const real = fromChain(await n.view.opener.onChain.holderCommitment(await n.stored('opener')));
    // Same form (number in locktime and sequence), other outputs: not a commitment either side signed.
    const forged = new Transaction({ version: 2, lockTime: real.lockTime, allowUnknownOutputs: true });
    const input = real.getInput(0);
    forged.addInput({ txid: input.txid!, index: input.index!, sequence: input.sequence });
    for (let i = 0; i < real.outputsLength; i++) {
      const output = real.getOutput(i);
      forged.addOutput({ script: output.script!, amount: i === 0 ? output.amount! - 1n : output.amount! });
    }
    expect(await n.view.acceptor.onChain.identify(stored, fromChain(forged))).toBeNull();
    const plain = new Transaction({ allowUnknownOutputs: true });
    plain.addInput({ txid: '11'.repeat(32), index: 0 });
    plain.addOutput({ script: Uint8Array.from(Buffer.from(`0014${'22'.repeat(20)}`, 'hex')), amount: 1_000n });
    expect(await n.view.acceptor.onChain.identify(stored, plain)).toBeNull();
  });

  it('a node in state-lost never signs its own commitment for broadcast', async () => {
    const n = await nodes();
    const stored = await n.stored('opener');
    await expect(n.view.opener.onChain.holderCommitment({ ...stored, record: { ...stored.record, status: 'state-lost' } })).rejects.toThrow('never be broadcast');
  });
});
