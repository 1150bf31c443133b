import { sha256 } from '@noble/hashes/sha256';
import { Transaction } from '@scure/btc-signer';
import vectors from './testdata/bolt3-anchor-scripts.json';
import { buildCommitmentTx, obscuringFactor, unsignedTxid, type CommitmentOutput } from './commitment-tx';
import { anchorScript, fundingScript, offeredHtlcScript, p2wshOutputScript, receivedHtlcScript, toLocalScript, toRemoteScript } from './shadow-scripts';

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const k = vectors.keys;

// BOLT 3 Appendix C's basepoints and funding outpoint; Appendix F's anchor commitment (number 42).
const LOCAL_PAYMENT_BASEPOINT = bytes('034f355bdcb7cc0af728ef3cceb9615d90684bb5b2ca5f859ab0f0b704075871aa');
const REMOTE_PAYMENT_BASEPOINT = bytes('032c0b7cf95324a07d05398b240174dc0c2be444d96b159aa6c7f7b1e668680991');
const FUNDING_TXID = '8984484a580b825b9972d7adb15050b3ab624ccd731946b3eeddb92f4e7ef6be';

describe('shadow commitment transaction layout', () => {
  it("obscures the commitment number as BOLT 3 does (Appendix C: 0x2bb038521914 ^ 42)", () => {
    expect(obscuringFactor(LOCAL_PAYMENT_BASEPOINT, REMOTE_PAYMENT_BASEPOINT)).toBe(0x2bb038521914n);
  });

  it("rebuilds the published anchor commitment's unsigned transaction (same txid) from its outputs in any order", () => {
    const expected = Transaction.fromRaw(bytes(vectors.commitmentTxHex), { allowUnknownOutputs: true });
    const value = (script: Uint8Array) => {
      for (let i = 0; i < expected.outputsLength; i++) {
        const out = expected.getOutput(i);
        if (hex(out.script!) === hex(script)) return out.amount!;
      }
      throw new Error('output not in the vector');
    };
    const output = (kind: CommitmentOutput['kind'], witnessScript: Uint8Array, cltvExpiry?: number): CommitmentOutput => ({
      kind,
      witnessScript,
      sats: value(p2wshOutputScript(witnessScript)),
      assets: 0n,
      cltvExpiry,
    });
    const htlcKeys = (preimage: string) => ({
      revocationPubkey: bytes(k.local_revocation_pubkey),
      localHtlcPubkey: bytes(k.local_htlcpubkey),
      remoteHtlcPubkey: bytes(k.remote_htlcpubkey),
      paymentHash: sha256(bytes(preimage)),
    });
    const outputs: CommitmentOutput[] = [
      output('to_local', toLocalScript(bytes(k.local_revocation_pubkey), k.local_delay, bytes(k.local_delayedpubkey))),
      output('to_remote', toRemoteScript(bytes(k.remotepubkey))),
      output('anchor', anchorScript(bytes(k.local_funding_pubkey))),
      output('anchor', anchorScript(bytes(k.remote_funding_pubkey))),
      ...vectors.htlcs.map((h) =>
        output('htlc', h.direction === 'local->remote' ? offeredHtlcScript(htlcKeys(h.preimage)) : receivedHtlcScript({ ...htlcKeys(h.preimage), cltvExpiry: h.expiry }), h.expiry),
      ),
    ];
    for (const order of [outputs, [...outputs].reverse()]) {
      const built = buildCommitmentTx({
        fundingTxid: FUNDING_TXID,
        fundingVout: 0,
        fundingSats: 10_000_000n,
        fundingWitnessScript: fundingScript(bytes(k.local_funding_pubkey), bytes(k.remote_funding_pubkey)),
        commitmentNumber: 42n,
        obscuringFactor: obscuringFactor(LOCAL_PAYMENT_BASEPOINT, REMOTE_PAYMENT_BASEPOINT),
        outputs: order,
      });
      // Ours carries the OP_RETURN for the RGB commitment as a last output; without it, the published tx.
      const withoutOpReturn = new Transaction({ version: 2, lockTime: built.tx.lockTime, allowUnknownOutputs: true });
      withoutOpReturn.addInput({ txid: FUNDING_TXID, index: 0, sequence: built.tx.getInput(0).sequence });
      for (let i = 0; i < built.tx.outputsLength - 1; i++) withoutOpReturn.addOutput(built.tx.getOutput(i));
      expect(unsignedTxid(withoutOpReturn)).toBe(expected.id);
      expect(hex(built.tx.getOutput(built.tx.outputsLength - 1).script!)).toBe('6a');
    }
  });

  it('maps each asset-bearing output to its vout for colouring, and nothing for outputs without assets', () => {
    const pub = bytes(k.local_funding_pubkey);
    const built = buildCommitmentTx({
      fundingTxid: FUNDING_TXID,
      fundingVout: 1,
      fundingSats: 20_000n,
      fundingWitnessScript: fundingScript(pub, bytes(k.remote_funding_pubkey)),
      commitmentNumber: 7n,
      obscuringFactor: 0n,
      outputs: [
        { kind: 'to_local', witnessScript: toLocalScript(pub, 144, pub), sats: 15_000n, assets: 600n },
        { kind: 'to_remote', witnessScript: toRemoteScript(pub), sats: 1_000n, assets: 400n },
        { kind: 'anchor', witnessScript: anchorScript(pub), sats: 330n, assets: 0n },
      ],
    });
    expect(built.outputs.map((o) => o.kind)).toEqual(['anchor', 'to_remote', 'to_local']);
    expect([...built.assetMap.entries()]).toEqual([
      [1, 400n],
      [2, 600n],
    ]);
    expect(() => buildCommitmentTx({ ...{ fundingTxid: FUNDING_TXID, fundingVout: 0, fundingSats: 1n, fundingWitnessScript: pub, obscuringFactor: 0n, outputs: [] }, commitmentNumber: 2n ** 48n })).toThrow('48 bits');
  });
});
