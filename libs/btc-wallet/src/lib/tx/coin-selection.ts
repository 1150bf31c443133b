import { InsufficientFundsError } from '../errors/wallet.errors';
import { feeForVsize, outputWeight, p2wpkhTxWeight, P2WPKH_INPUT_WEIGHT, weightToVsize } from './tx-size';

/** A spendable P2WPKH coin, identified by `key` (its outpoint). */
export interface SelectionCandidate {
  readonly key: string;
  readonly valueSats: bigint;
}

export interface SelectionRequest {
  readonly candidates: readonly SelectionCandidate[];
  /** Script lengths and values of the payments (change excluded). */
  readonly outputs: readonly { readonly scriptLength: number; readonly valueSats: bigint }[];
  readonly feeRateSatPerVb: number;
  readonly changeScriptLength: number;
  /** Change below this goes to the fee instead of a dust output. */
  readonly changeDustSats: bigint;
  /** Spend every candidate (explicit inputs): no selection, only the change and fee. */
  readonly useAllCandidates?: boolean;
}

export type SelectionAlgorithm = 'branch_and_bound' | 'largest_first' | 'manual';

export interface CoinSelection {
  readonly selected: readonly SelectionCandidate[];
  readonly inputSats: bigint;
  readonly feeSats: bigint;
  /** 0n when the transaction has no change output. */
  readonly changeSats: bigint;
  /** Upper bound of the signed transaction's virtual size. */
  readonly vsize: number;
  readonly algorithm: SelectionAlgorithm;
}

/** Bounds the branch-and-bound search (Bitcoin Core uses the same limit). */
const BNB_MAX_TRIES = 100_000;

/**
 * Picks the coins for a payment: first branch-and-bound (Core's SelectCoinsBnB) looking for
 * a set whose value lands within the cost of a change output above the target, so no
 * change is needed; otherwise largest-first with a change output, whose value goes to the
 * fee when it would be dust. Throws InsufficientFundsError when the candidates fall short.
 */
export function selectCoins(req: SelectionRequest): CoinSelection {
  if (!(req.feeRateSatPerVb > 0) || !Number.isFinite(req.feeRateSatPerVb)) throw new Error(`invalid fee rate ${req.feeRateSatPerVb}`);
  const candidates = [...req.candidates].sort(byValueDescending);
  if (req.useAllCandidates) {
    const result = finish(req, candidates, 'manual');
    if (!result) throw insufficient(req, candidates);
    return result;
  }
  const bnb = branchAndBound(req, candidates);
  if (bnb) return bnb;
  for (let n = 1; n <= candidates.length; n++) {
    const result = finish(req, candidates.slice(0, n), 'largest_first');
    if (result) return result;
  }
  throw insufficient(req, candidates);
}

/** Change and fee for a fixed set of inputs, or null when they do not cover outputs + fee. */
function finish(req: SelectionRequest, inputs: readonly SelectionCandidate[], algorithm: SelectionAlgorithm): CoinSelection | null {
  if (inputs.length === 0) return null;
  const inputSats = sum(inputs.map((c) => c.valueSats));
  const paySats = sum(req.outputs.map((o) => o.valueSats));
  const lengths = req.outputs.map((o) => o.scriptLength);
  const vsizeWithChange = weightToVsize(p2wpkhTxWeight(inputs.length, [...lengths, req.changeScriptLength]));
  const feeWithChange = feeForVsize(vsizeWithChange, req.feeRateSatPerVb);
  const changeSats = inputSats - paySats - feeWithChange;
  if (changeSats >= req.changeDustSats) {
    return { selected: inputs, inputSats, feeSats: feeWithChange, changeSats, vsize: vsizeWithChange, algorithm };
  }
  const vsize = weightToVsize(p2wpkhTxWeight(inputs.length, lengths));
  const feeSats = inputSats - paySats;
  if (feeSats < feeForVsize(vsize, req.feeRateSatPerVb)) return null;
  return { selected: inputs, inputSats, feeSats, changeSats: 0n, vsize, algorithm };
}

function branchAndBound(req: SelectionRequest, sorted: readonly SelectionCandidate[]): CoinSelection | null {
  const rate = req.feeRateSatPerVb;
  const inputFee = feeForVsize(P2WPKH_INPUT_WEIGHT / 4, rate);
  const pool = sorted.map((c) => ({ c, eff: c.valueSats - inputFee })).filter((p) => p.eff > 0n);
  const lengths = req.outputs.map((o) => o.scriptLength);
  // ceil((base + 272n) / 4) = ceil(base / 4) + 68n, so per-input fees add up exactly.
  const baseFee = feeForVsize(weightToVsize(p2wpkhTxWeight(0, lengths)), rate);
  const target = sum(req.outputs.map((o) => o.valueSats)) + baseFee;
  const costOfChange = feeForVsize(outputWeight(req.changeScriptLength) / 4, rate) + inputFee;
  const upper = target + costOfChange;
  const remaining: bigint[] = new Array(pool.length + 1).fill(0n);
  for (let i = pool.length - 1; i >= 0; i--) remaining[i] = remaining[i + 1] + pool[i].eff;

  let best: number[] | null = null;
  let bestExcess = 0n;
  let tries = 0;
  const chosen: number[] = [];
  const search = (i: number, total: bigint): void => {
    if (++tries > BNB_MAX_TRIES || (best && bestExcess === 0n)) return;
    if (total > upper) return;
    if (total >= target) {
      if (!best || total - target < bestExcess) {
        best = [...chosen];
        bestExcess = total - target;
      }
      return;
    }
    if (i >= pool.length || total + remaining[i] < target) return;
    chosen.push(i);
    search(i + 1, total + pool[i].eff);
    chosen.pop();
    // Excluding a coin equal to the one just excluded explores the same sums again.
    let next = i + 1;
    while (next < pool.length && pool[next].eff === pool[i].eff) next++;
    search(next, total);
  };
  search(0, 0n);
  if (!best) return null;
  const inputs = (best as number[]).map((i) => pool[i].c);
  const inputSats = sum(inputs.map((c) => c.valueSats));
  const vsize = weightToVsize(p2wpkhTxWeight(inputs.length, lengths));
  const feeSats = inputSats - sum(req.outputs.map((o) => o.valueSats));
  return { selected: inputs, inputSats, feeSats, changeSats: 0n, vsize, algorithm: 'branch_and_bound' };
}

function insufficient(req: SelectionRequest, candidates: readonly SelectionCandidate[]): InsufficientFundsError {
  const available = sum(candidates.map((c) => c.valueSats));
  const inputs = Math.max(1, candidates.length);
  const vsize = weightToVsize(p2wpkhTxWeight(inputs, req.outputs.map((o) => o.scriptLength)));
  return new InsufficientFundsError(available, sum(req.outputs.map((o) => o.valueSats)) + feeForVsize(vsize, req.feeRateSatPerVb));
}

function byValueDescending(a: SelectionCandidate, b: SelectionCandidate): number {
  if (a.valueSats !== b.valueSats) return a.valueSats > b.valueSats ? -1 : 1;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

function sum(values: readonly bigint[]): bigint {
  return values.reduce((acc, v) => acc + v, 0n);
}
