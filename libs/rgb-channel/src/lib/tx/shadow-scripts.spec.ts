import { sha256 } from '@noble/hashes/sha256';
import { Transaction } from '@scure/btc-signer';
import vectors from './testdata/bolt3-anchor-scripts.json';
import { anchorScript, fundingScript, offeredHtlcScript, p2wshOutputScript, receivedHtlcScript, toLocalScript, toRemoteScript } from './shadow-scripts';

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const k = vectors.keys;

// Published vectors: BOLT 3 Appendix C's keys and Appendix F's anchor commitment with five HTLCs
// (see the JSON's `source`). The local commitment is checked, so "offered" means local → remote.
describe('shadow transaction scripts (BOLT 3 anchors, published vectors)', () => {
  const commitment = Transaction.fromRaw(bytes(vectors.commitmentTxHex), { allowUnknownOutputs: true });
  const outputScripts = Array.from({ length: commitment.outputsLength }, (_, i) => hex(commitment.getOutput(i).script!));
  const resolutionScripts = vectors.htlcResolutionTxHex.map((tx) => {
    const witness = Transaction.fromRaw(bytes(tx), { allowUnknownOutputs: true }).getInput(0).finalScriptWitness!;
    return hex(witness[witness.length - 1]);
  });

  it('funding 2-of-2 in key order, either way round', () => {
    expect(hex(fundingScript(bytes(k.local_funding_pubkey), bytes(k.remote_funding_pubkey)))).toBe(vectors.fundingWitnessScript);
    expect(hex(fundingScript(bytes(k.remote_funding_pubkey), bytes(k.local_funding_pubkey)))).toBe(vectors.fundingWitnessScript);
    // The commitment spends it: its witness script is the last witness item.
    const witness = commitment.getInput(0).finalScriptWitness!;
    expect(hex(witness[witness.length - 1])).toBe(vectors.fundingWitnessScript);
  });

  it('to_local, to_remote and both anchors are outputs of the commitment', () => {
    const toLocal = toLocalScript(bytes(k.local_revocation_pubkey), k.local_delay, bytes(k.local_delayedpubkey));
    expect(hex(toLocal)).toBe(vectors.toLocalWitnessScript);
    for (const script of [toLocal, toRemoteScript(bytes(k.remotepubkey)), anchorScript(bytes(k.local_funding_pubkey)), anchorScript(bytes(k.remote_funding_pubkey))]) {
      expect(outputScripts).toContain(hex(p2wshOutputScript(script)));
    }
  });

  it('each HTLC script is exactly the witness script its HTLC-success or HTLC-timeout spends, and an output of the commitment', () => {
    const ours = vectors.htlcs.map((h) => {
      const keys = {
        revocationPubkey: bytes(k.local_revocation_pubkey),
        localHtlcPubkey: bytes(k.local_htlcpubkey),
        remoteHtlcPubkey: bytes(k.remote_htlcpubkey),
        paymentHash: sha256(bytes(h.preimage)),
      };
      return hex(h.direction === 'local->remote' ? offeredHtlcScript(keys) : receivedHtlcScript({ ...keys, cltvExpiry: h.expiry }));
    });
    expect([...ours].sort()).toEqual([...resolutionScripts].sort());
    for (const script of ours) expect(outputScripts).toContain(hex(p2wshOutputScript(bytes(script))));
  });

  it('refuses keys, hashes, delays and expiries that are not what the scripts need', () => {
    const pub = bytes(k.local_funding_pubkey);
    expect(() => anchorScript(pub.subarray(1))).toThrow('33 bytes');
    expect(() => toLocalScript(pub, 0, pub)).toThrow('to_self_delay');
    const keys = { revocationPubkey: pub, localHtlcPubkey: pub, remoteHtlcPubkey: pub, paymentHash: new Uint8Array(31) };
    expect(() => offeredHtlcScript(keys)).toThrow('32 bytes');
    expect(() => receivedHtlcScript({ ...keys, paymentHash: new Uint8Array(32), cltvExpiry: 500_000_000 })).toThrow('block height');
  });
});
