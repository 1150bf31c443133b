import { createHash } from 'node:crypto';
import { HashColouring } from '../../testing/hash-colouring';
import { basepointsOf, deriveChannelSecrets } from '../keys/channel-keys';
import { perCommitmentPoint } from '../keys/commitment-keys';
import { perCommitmentSecret, secretIndexOf } from '../keys/per-commitment-secret';
import { channelBlindingSecret } from '../keys/state-blinding';
import { applyChanges, initialState, type Side } from '../protocol/asset-state';
import type { ShadowChannel } from './shadow-commitment';
import { ShadowCommitmentSigning } from './shadow-commitment-signing';

const secrets = { opener: deriveChannelSecrets(new Uint8Array(32).fill(7), 7n), acceptor: deriveChannelSecrets(new Uint8Array(32).fill(8), 8n) };
const basepoints = { opener: basepointsOf(secrets.opener), acceptor: basepointsOf(secrets.acceptor) };
const channel: ShadowChannel = {
  fundingTxid: 'cc'.repeat(32),
  fundingVout: 0,
  basepoints,
  budget: { fundingSats: 30_000n, assetOutputSats: 1_000n, htlcOutputSats: 3_000n, feeratePerKw: 1_000n, toSelfDelay: 144 },
};
const signer = (side: Side) => {
  const peer: Side = side === 'opener' ? 'acceptor' : 'opener';
  return new ShadowCommitmentSigning(channel, side, secrets[side], channelBlindingSecret(secrets[side].fundingSecret, basepoints[peer].fundingPubkey), new HashColouring());
};
const point = (side: Side, n: bigint) => perCommitmentPoint(perCommitmentSecret(secrets[side].commitmentSeed, secretIndexOf(n)));
const policy = { assetReserve: 0n, maxHtlcs: 4, minExpiryDelta: 0, maxExpiryDelta: 10_000 };
const hash = (label: string) => createHash('sha256').update(label).digest('hex');

// Two HTLCs with the same amount and expiry in opposite directions, one each way.
const state = applyChanges(
  applyChanges({ ...initialState(1_000n), openerAssets: 700n, acceptorAssets: 300n }, [{ kind: 'add', htlc: { id: 0n, offeredBy: 'opener', paymentHash: hash('a'), assetAmount: 50n, cltvExpiry: 900 } }], 'opener', policy, 500),
  [{ kind: 'add', htlc: { id: 0n, offeredBy: 'acceptor', paymentHash: hash('b'), assetAmount: 50n, cltvExpiry: 900 } }],
  'acceptor',
  policy,
  500,
);

describe('signing shadow commitments and their HTLC second stages', () => {
  it.each(['opener', 'acceptor'] as const)("the peer's signatures on the %s's commitment verify on the holder's side", async (holder) => {
    const peer: Side = holder === 'opener' ? 'acceptor' : 'opener';
    const signatures = await signer(peer).sign(holder, state, point(holder, state.number));
    expect(signatures.htlcs).toHaveLength(2);
    expect(await signer(holder).verify(holder, state, point(holder, state.number), signatures)).toBe(true);
  });

  it('a signature for another state, point or holder does not verify', async () => {
    const signatures = await signer('opener').sign('acceptor', state, point('acceptor', state.number));
    const acceptor = signer('acceptor');
    const other = { ...state, openerAssets: state.openerAssets - 1n, acceptorAssets: state.acceptorAssets + 1n };
    expect(await acceptor.verify('acceptor', other, point('acceptor', state.number), signatures)).toBe(false);
    expect(await acceptor.verify('acceptor', state, point('acceptor', state.number + 1n), signatures)).toBe(false);
    expect(await signer('opener').verify('opener', state, point('opener', state.number), signatures)).toBe(false);
    const swapped = { ...signatures, htlcs: [...signatures.htlcs].reverse() };
    expect(await acceptor.verify('acceptor', state, point('acceptor', state.number), swapped)).toBe(false);
    const flipped = Uint8Array.from(signatures.commitment);
    flipped[10] ^= 1;
    expect(await acceptor.verify('acceptor', state, point('acceptor', state.number), { ...signatures, commitment: flipped })).toBe(false);
  });

  it('never signs its own commitment (only the peer may)', async () => {
    await expect(signer('opener').sign('opener', state, point('opener', state.number))).rejects.toThrow("peer's commitments");
  });
});

describe('the cooperative closing, signed by both', () => {
  // Taproot receive scripts (keys G and 2G), as the node names them.
  const scripts = { opener: '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798', acceptor: '5120c6047f9441ed7d6d3045406e95c07cd85c778e4b8cef3ca7abac09b95c709ee5' };
  const closed = { ...initialState(1_000n), number: 4n, openerAssets: 640n, acceptorAssets: 360n };

  it('both sides assemble the same transaction, with each side\'s output found by position; a forged signature assembles none', async () => {
    const [fromOpener, fromAcceptor] = [await signer('opener').signClosing(closed, scripts), await signer('acceptor').signClosing(closed, scripts)];
    const a = await signer('opener').signedClosing(closed, scripts, fromAcceptor);
    const b = await signer('acceptor').signedClosing(closed, scripts, fromOpener);
    expect(a.signed.hex).toBe(b.signed.hex);
    expect(a.txid).toBe(await signer('opener').closingTxid(closed, scripts));
    for (const side of ['opener', 'acceptor'] as const) {
      const vout = a.vouts[side]!;
      expect(Buffer.from(a.signed.getOutput(vout).script!).toString('hex')).toBe(scripts[side]);
    }
    expect([a.assetMap.get(a.vouts.opener!), a.assetMap.get(a.vouts.acceptor!)]).toEqual([640n, 360n]);
    // The witness: the empty dummy, two DER signatures with SIGHASH_ALL, the 2-of-2 script.
    const witness = a.signed.getInput(0).finalScriptWitness!;
    expect(witness).toHaveLength(4);
    expect(witness.slice(1, 3).every((sig) => sig[0] === 0x30 && sig[sig.length - 1] === 0x01)).toBe(true);
    await expect(signer('opener').signedClosing(closed, scripts, fromOpener)).rejects.toThrow('does not verify');
  });

  it('a closing the peer broadcast without sending its signature is taken from the chain; another transaction is not (review CL-1)', async () => {
    const fromOpener = await signer('opener').signClosing(closed, scripts);
    const onChain = (await signer('acceptor').signedClosing(closed, scripts, fromOpener)).signed;
    const taken = await signer('opener').closingFromChain(closed, scripts, onChain);
    expect(taken.txid).toBe(onChain.id);
    expect(taken.vouts).toEqual((await signer('acceptor').signedClosing(closed, scripts, fromOpener)).vouts);
    const other = await signer('acceptor').signedClosing({ ...closed, openerAssets: 641n, acceptorAssets: 359n }, scripts, await signer('opener').signClosing({ ...closed, openerAssets: 641n, acceptorAssets: 359n }, scripts));
    await expect(signer('opener').closingFromChain(closed, scripts, other.signed)).rejects.toThrow('is not the closing');
  });
});
