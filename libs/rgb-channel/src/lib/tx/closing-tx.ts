import { Script, Transaction } from '@scure/btc-signer';
import { assetsOf, type AssetState, type Side } from '../protocol/asset-state';
import { DUST_SATS, type ShadowChannel } from './shadow-commitment';
import { fundingScript, p2wshOutputScript } from './shadow-scripts';

/** The 2-of-2 witness: item count, two 73-byte signatures with their sighash byte, the empty dummy, the 71-byte script. */
const FUNDING_WITNESS_BYTES = 1n + 1n + 73n + 1n + 73n + 1n + 1n + 71n;
/** Filling the empty OP_RETURN with a 32-byte push adds 33 bytes. */
const OP_RETURN_FILL_BYTES = 33n;

/** The closing's weight once signed and coloured, from its own outputs (review C1). */
function closingWeight(unsignedBytes: number): bigint {
  return 4n * (BigInt(unsignedBytes) + OP_RETURN_FILL_BYTES) + 2n + FUNDING_WITNESS_BYTES;
}

/**
 * The cooperative closing transaction of a state without HTLCs: the shadow output pays each
 * side's assets to the script it named at opening (an rgb-lib receive script of its wallet), the
 * opener keeping the rest of the budget. The empty OP_RETURN for colouring comes first, then the
 * outputs in BIP 69 order: those scripts are taproot, and RGB's validator reads the commitment
 * from the first output that could hold one (protocol §6).
 * Built only after both shutdowns (review A4), so it can never pay out an outdated state.
 */
export function buildClosingTx(
  channel: ShadowChannel,
  state: AssetState,
  scripts: Readonly<Record<Side, string>>,
): { tx: Transaction; assetMap: ReadonlyMap<number, bigint>; witnessScript: Uint8Array; vouts: Readonly<Record<Side, number | null>> } {
  // Each side finds its output by position, never by script (review CL-2): two equal scripts would make that ambiguous.
  if (scripts.opener === scripts.acceptor) throw new RangeError('both sides named the same closing script');
  if (state.htlcs.length > 0) throw new RangeError('a closing transaction pays no HTLC: fulfil or fail them first');
  const { budget } = channel;
  const acceptorSats = assetsOf(state, 'acceptor') > 0n ? budget.assetOutputSats : 0n;
  // The fee depends on the outputs' sizes, not their values: size the transaction first.
  const layout = (openerSats: bigint) => [
    { side: 'opener' as Side, script: hex(scripts.opener), sats: openerSats, assets: assetsOf(state, 'opener') },
    ...(acceptorSats > 0n ? [{ side: 'acceptor' as Side, script: hex(scripts.acceptor), sats: acceptorSats, assets: assetsOf(state, 'acceptor') }] : []),
  ].sort((a, b) => (a.sats < b.sats ? -1 : a.sats > b.sats ? 1 : Buffer.compare(a.script, b.script)));
  const witnessScript = fundingScript(channel.basepoints.opener.fundingPubkey, channel.basepoints.acceptor.fundingPubkey);
  const build = (openerSats: bigint) => {
    const tx = new Transaction({ version: 2, lockTime: 0, allowUnknownOutputs: true });
    tx.addInput({
      txid: channel.fundingTxid,
      index: channel.fundingVout,
      sequence: 0xffff_fffd,
      witnessUtxo: { script: p2wshOutputScript(witnessScript), amount: budget.fundingSats },
      witnessScript,
    });
    const assetMap = new Map<number, bigint>();
    const vouts: Record<Side, number | null> = { opener: null, acceptor: null };
    tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n });
    layout(openerSats).forEach((o, i) => {
      tx.addOutput({ script: o.script, amount: o.sats });
      vouts[o.side] = i + 1;
      if (o.assets > 0n) assetMap.set(i + 1, o.assets);
    });
    return { tx, assetMap, vouts };
  };
  const fee = (budget.feeratePerKw * closingWeight(build(budget.fundingSats).tx.unsignedTx.length) + 999n) / 1000n;
  const openerSats = budget.fundingSats - fee - acceptorSats;
  if (openerSats < DUST_SATS) throw new RangeError(`the shadow budget leaves ${openerSats} sat for the opener's closing output`);
  return { ...build(openerSats), witnessScript };
}

/** The fee a closing pays (inputs minus outputs), for checks. */
export function closingFee(tx: Transaction): bigint {
  let out = 0n;
  for (let i = 0; i < tx.outputsLength; i++) out += tx.getOutput(i).amount ?? 0n;
  return (tx.getInput(0).witnessUtxo?.amount ?? 0n) - out;
}

function hex(text: string): Uint8Array {
  if (!/^([0-9a-f]{2})+$/.test(text)) throw new RangeError('a closing script is hex');
  return Uint8Array.from(Buffer.from(text, 'hex'));
}
