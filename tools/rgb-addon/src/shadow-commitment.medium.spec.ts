import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { EsploraIndexer } from '@rln/esplora-indexer';
import { Btcd, Faucet } from '@rln/regtest';

// The RGB shadow-commitment spike (native/spike-shadow-commitment, a Rust program over rgb-lib)
// run against a real btcd and the project's Esplora indexer: shadow funding into a 2-of-2, a
// commitment coloured identically by both peers, Bob's 300 settled, Alice's CSV sweep refused
// until the delay has passed, then her 700 settled; on a second channel, Alice broadcasting a revoked
// state and Bob taking her to_local through the revocation branch (justice); an RGB HTLC of 100
// resolved on chain through a coloured, pre-signed HTLC-success (Bob's commitment) and HTLC-timeout
// (Alice's commitment) and swept after the CSV; Carol, a third wallet, validating the histories of
// what Bob and Alice send her from those HTLCs; and all three wallets reopening consistently.

const ROOT = resolve(__dirname, '../../..');
const BUILD_SCRIPT = join(ROOT, 'tools/rgb-addon/build-spike.sh');
// Warm, the build takes 30-60 s; cold (no rgb-lib in the shared cargo target dir) ~10 minutes on
// two cores. `npm test` builds it before jest (tools/setup/ensure-prereqs.sh).
const BUILD_TIMEOUT_MS = 40 * 60_000;
// The spike itself runs in ~40 s; mining through the regtest CLI costs a Node start per call.
const SPIKE_TIMEOUT_MS = 5 * 60_000;
const CSV_DELAY = 6;
// The last run's full output, kept for reading after the temp dirs are gone (gitignored).
const RUN_LOG = join(ROOT, '.test-results', 'shadow-commitment-spike.log');
const SEQUENCE_LOCK_REJECTION = "transaction's sequence locks on inputs not met";
// btcd's refusal of a transaction whose nLockTime is not yet reached.
const LOCKTIME_REJECTION = 'transaction is not finalized';
const HTLC_SATS = 10_000n;

interface ProcessRun {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** What the spike prints as `SPIKE_RESULT {json}` (native/spike-shadow-commitment/src/main.rs). */
interface SpikeResult {
  asset_id: string;
  raw_broadcast: boolean;
  funding_txid: string;
  funding_height: number;
  commitment_txid: string;
  commitment_height: number;
  sweep_txid: string;
  sweep_height: number;
  deterministic_with_static_blinding: boolean;
  txids_differ_without_static_blinding: boolean;
  consignments_identical: boolean;
  bob_settled: number;
  alice_settled: number;
  csv_delay: number;
  sweep_rejected_at_confirmations: number[];
  sweep_accepted_at_confirmations: number;
  sweep_rejection_message: string;
  sweep_rejection_messages: string[];
  justice_asset_id: string;
  justice_funding_txid: string;
  justice_funding_height: number;
  justice_state2_deterministic: boolean;
  justice_state2_txid: string;
  revoked_commitment_txid: string;
  revoked_commitment_height: number;
  bob_settled_to_remote_before_justice: number;
  justice_txid: string;
  justice_height: number;
  justice_accepted_at_confirmations: number;
  bob_settled_after_justice: number;
  alice_settled_after_justice: number;
  alice_sweep_after_justice_offered_at_confirmations: number;
  alice_sweep_after_justice_rejected: boolean;
  alice_sweep_after_justice_rejection: string;
  revoked_to_local_spent_by: string;
  htlc_success_asset_id: string;
  htlc_success_funding_txid: string;
  htlc_success_funding_height: number;
  htlc_success_payment_hash: string;
  htlc_success_cltv_expiry: number;
  htlc_success_prior_state_txid: string;
  htlc_success_prior_state_deterministic: boolean;
  htlc_success_commitment_txid: string;
  htlc_success_commitment_height: number;
  htlc_success_commitment_deterministic: boolean;
  htlc_success_colour_before_consume_refused: boolean;
  htlc_success_colour_before_consume_error: string;
  htlc_success_tx_deterministic: boolean;
  htlc_success_tx_matches_presigned: boolean;
  htlc_success_txid: string;
  htlc_success_height: number;
  htlc_success_accepted_at_tip: number;
  htlc_success_sweep_txid: string;
  htlc_success_sweep_height: number;
  alice_settled_to_remote_htlc_success: number;
  bob_settled_after_htlc_success: number;
  htlc_timeout_asset_id: string;
  htlc_timeout_funding_txid: string;
  htlc_timeout_funding_height: number;
  htlc_timeout_payment_hash: string;
  htlc_timeout_cltv_expiry: number;
  htlc_timeout_commitment_txid: string;
  htlc_timeout_commitment_height: number;
  htlc_timeout_commitment_deterministic: boolean;
  htlc_timeout_colour_before_consume_refused: boolean;
  htlc_timeout_colour_before_consume_error: string;
  htlc_timeout_tx_deterministic: boolean;
  htlc_timeout_tx_matches_presigned: boolean;
  htlc_timeout_txid: string;
  htlc_timeout_height: number;
  htlc_timeout_rejected_at_tips: number[];
  htlc_timeout_rejection_messages: string[];
  htlc_timeout_rejected_before_expiry: boolean;
  htlc_timeout_accepted_at_tip: number;
  htlc_timeout_accepted_at_expiry: boolean;
  htlc_timeout_sweep_txid: string;
  htlc_timeout_sweep_height: number;
  bob_settled_to_remote_htlc_timeout: number;
  alice_settled_after_htlc_timeout: number;
  carol_from_bob_txid: string;
  carol_from_bob_height: number;
  carol_history_from_bob: string[];
  carol_validated_htlc_success_history: boolean;
  carol_settled_from_bob: number;
  bob_settled_after_send_to_carol: number;
  carol_from_alice_txid: string;
  carol_from_alice_height: number;
  carol_history_from_alice: string[];
  carol_validated_htlc_timeout_history: boolean;
  carol_settled_from_alice: number;
  alice_settled_after_send_to_carol: number;
  reopened_consistent: boolean;
  reopen_errors: string[];
  elapsed_ms: number;
}

function runProcess(command: string, args: readonly string[], options: { env?: NodeJS.ProcessEnv; timeoutMs: number }): Promise<ProcessRun> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: ROOT, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      fail(e);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      done({ code, signal, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') });
    });
  });
}

function describeRun(what: string, run: ProcessRun): string {
  return `${what} exited with ${run.code ?? run.signal}\n--- stdout ---\n${run.stdout}\n--- stderr ---\n${run.stderr}`;
}

describe('RGB shadow funding, deterministic commitment colouring and CSV sweep (spike on btcd + Esplora indexer)', () => {
  const root = mkdtempSync(join(tmpdir(), 'rln-spike-shadow-'));
  const indexer = new EsploraIndexer();
  let btcd: Btcd | undefined;
  let spikeBinary: string;
  let esploraUrl: string;
  let toolsBin: string;
  let spikeRun: ProcessRun | undefined;
  let result: SpikeResult | undefined;

  /** The parsed result of a successful run; the claims below fail with the run's output otherwise. */
  function spike(): SpikeResult {
    if (!spikeRun) throw new Error('the spike did not run');
    if (!result) throw new Error(describeRun('the spike (no SPIKE_RESULT)', spikeRun));
    return result;
  }

  beforeAll(async () => {
    const build = await runProcess('bash', [BUILD_SCRIPT], { timeoutMs: BUILD_TIMEOUT_MS });
    if (build.code !== 0) throw new Error(describeRun(BUILD_SCRIPT, build));
    spikeBinary = build.stdout.trim().split('\n').pop() ?? '';

    btcd = await Btcd.start({ dataDir: join(root, 'btcd'), miningAddress: Faucet.address });
    await new Faucet(btcd.client).prepare();
    ({ url: esploraUrl } = await indexer.start({ rpc: btcd.newClient(), pollIntervalMs: 100 }));

    // The spike mines and funds through `<bin>/mine N` and `<bin>/fund ADDRESS SATS`, the same
    // wrappers around the regtest CLI that the sandbox writes, here pointed at this btcd.
    const { url, user, password, tlsCertPath } = btcd.rpc;
    const manifest = join(root, 'manifest.json');
    writeFileSync(manifest, JSON.stringify({ network: 'regtest', bitcoind_rpc: { url, user, password, ...(tlsCertPath ? { tls_cert_path: tlsCertPath } : {}) } }));
    toolsBin = join(root, 'bin');
    mkdirSync(toolsBin);
    const cli = `"${process.execPath}" -r "${join(ROOT, 'tools/register.js')}" "${join(ROOT, 'tools/regtest/src/cli.ts')}" --manifest "${manifest}"`;
    for (const tool of ['mine', 'fund']) {
      const path = join(toolsBin, tool);
      writeFileSync(path, `#!/usr/bin/env bash\nexec ${cli} ${tool} "$@"\n`);
      chmodSync(path, 0o755);
    }
  }, BUILD_TIMEOUT_MS + 120_000);

  afterAll(async () => {
    await indexer.stop();
    await btcd?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('runs every step to the end and exits 0 with a SPIKE_RESULT line', async () => {
    // jest's NODE_OPTIONS (--experimental-vm-modules) would only add warnings to the tools' output.
    const env = { ...process.env };
    delete env['NODE_OPTIONS'];
    spikeRun = await runProcess(spikeBinary, [esploraUrl, toolsBin, join(root, 'work')], { env, timeoutMs: SPIKE_TIMEOUT_MS });
    mkdirSync(dirname(RUN_LOG), { recursive: true });
    writeFileSync(RUN_LOG, describeRun(spikeBinary, spikeRun));
    const last = spikeRun.stdout.trim().split('\n').pop() ?? '';
    if (last.startsWith('SPIKE_RESULT ')) result = JSON.parse(last.slice('SPIKE_RESULT '.length)) as SpikeResult;
    if (spikeRun.code !== 0 || !result) throw new Error(describeRun(spikeBinary, spikeRun));
    expect(result.raw_broadcast).toBe(false);
  }, SPIKE_TIMEOUT_MS + 30_000);

  it('colours the commitment into byte-identical PSBTs on both sides with static blinding, different txids without', () => {
    expect(spike().deterministic_with_static_blinding).toBe(true);
    expect(spike().txids_differ_without_static_blinding).toBe(true);
  });

  it('gives both peers byte-identical commitment consignments', () => {
    expect(spike().consignments_identical).toBe(true);
  });

  it("settles Bob's 300 from to_remote and Alice's 700 from her swept to_local", () => {
    expect(spike()).toMatchObject({ bob_settled: 300, alice_settled: 700 });
  });

  it('has btcd refuse the sweep at 1..5 confirmations of the commitment (sequence locks) and accept it at 6', () => {
    const r = spike();
    expect(r.csv_delay).toBe(CSV_DELAY);
    expect(r.sweep_rejected_at_confirmations).toEqual([1, 2, 3, 4, 5]);
    expect(r.sweep_accepted_at_confirmations).toBe(CSV_DELAY);
    expect(r.sweep_rejection_message).toContain(SEQUENCE_LOCK_REJECTION);
    expect(r.sweep_rejection_messages).toHaveLength(5);
    for (const message of r.sweep_rejection_messages) expect(message).toContain(SEQUENCE_LOCK_REJECTION);
  });

  it('justice: Bob spends a revoked commitment\'s to_local through the revocation branch at once and holds all 1,000', () => {
    const r = spike();
    expect(r.justice_asset_id).toMatch(/^rgb:/);
    expect(r.justice_asset_id).not.toBe(r.asset_id);
    // State 2 (the one that revoked state 1) was as real as state 1: both peers colour it identically.
    expect(r.justice_state2_deterministic).toBe(true);
    expect(r.bob_settled_to_remote_before_justice).toBe(300);
    // No CSV wait on the revocation branch: accepted at 1 confirmation, mined in the next block.
    expect(r.justice_accepted_at_confirmations).toBe(1);
    expect(r.justice_height).toBe(r.revoked_commitment_height + 1);
    expect(r.revoked_to_local_spent_by).toBe(r.justice_txid);
    expect(r).toMatchObject({ bob_settled_after_justice: 1000, alice_settled_after_justice: 0 });
  });

  it("justice: btcd rejects Alice's own CSV sweep of that to_local as a double spend, not for its lock", () => {
    const r = spike();
    expect(r.alice_sweep_after_justice_offered_at_confirmations).toBeGreaterThanOrEqual(CSV_DELAY);
    expect(r.alice_sweep_after_justice_rejected).toBe(true);
    expect(r.alice_sweep_after_justice_rejection).not.toBe('');
    expect(r.alice_sweep_after_justice_rejection).not.toContain(SEQUENCE_LOCK_REJECTION);
    // btcd: "orphan transaction ... references outputs of unknown or fully-spent transaction <revoked>".
    expect(r.alice_sweep_after_justice_rejection).toContain(`fully-spent transaction ${r.revoked_commitment_txid}`);
  });

  it('HTLC success: both colour the commitment and the HTLC-success identically; Bob claims the 100 with the preimage and settles them after the CSV', () => {
    const r = spike();
    expect(new Set([r.asset_id, r.justice_asset_id, r.htlc_success_asset_id, r.htlc_timeout_asset_id]).size).toBe(4);
    // State 1 (no HTLC) was coloured identically and consumed by both before the HTLC state 2.
    expect(r.htlc_success_prior_state_deterministic).toBe(true);
    expect(r.htlc_success_commitment_deterministic).toBe(true);
    // The review's question: rgb-lib cannot colour the second stage until the commitment it spends
    // is consumed into the stock (color_psbt finds no allocation on the HTLC output)...
    expect(r.htlc_success_colour_before_consume_refused).toBe(true);
    expect(r.htlc_success_colour_before_consume_error).toContain('greater than available (0)');
    // ...and once it is (still unbroadcast), both colour it into the same tx, the one Alice signed.
    expect(r.htlc_success_tx_deterministic).toBe(true);
    expect(r.htlc_success_tx_matches_presigned).toBe(true);
    expect(r.htlc_success_accepted_at_tip).toBe(r.htlc_success_commitment_height);
    expect(r.htlc_success_height).toBe(r.htlc_success_commitment_height + 1);
    expect(r.htlc_success_sweep_height).toBe(r.htlc_success_height + CSV_DELAY);
    expect(r.htlc_success_cltv_expiry).toBeGreaterThan(r.htlc_success_sweep_height);
    expect(r).toMatchObject({ alice_settled_to_remote_htlc_success: 900, bob_settled_after_htlc_success: 100 });
  });

  it('HTLC timeout: btcd refuses the HTLC-timeout before cltv_expiry for its nLockTime and accepts it at the expiry; Alice settles the 100 after the CSV', () => {
    const r = spike();
    expect(r.htlc_timeout_commitment_deterministic).toBe(true);
    expect(r.htlc_timeout_colour_before_consume_refused).toBe(true);
    expect(r.htlc_timeout_colour_before_consume_error).toContain('greater than available (0)');
    expect(r.htlc_timeout_tx_deterministic).toBe(true);
    expect(r.htlc_timeout_tx_matches_presigned).toBe(true);
    const expiry = r.htlc_timeout_cltv_expiry;
    const tipsBefore = Array.from({ length: expiry - r.htlc_timeout_commitment_height }, (_, i) => r.htlc_timeout_commitment_height + i);
    expect(tipsBefore.length).toBeGreaterThanOrEqual(2);
    expect(r.htlc_timeout_rejected_at_tips).toEqual(tipsBefore);
    expect(r.htlc_timeout_rejection_messages).toHaveLength(tipsBefore.length);
    for (const message of r.htlc_timeout_rejection_messages) expect(message).toContain(LOCKTIME_REJECTION);
    expect(r.htlc_timeout_rejected_before_expiry).toBe(true);
    expect(r.htlc_timeout_accepted_at_tip).toBe(expiry);
    expect(r.htlc_timeout_accepted_at_expiry).toBe(true);
    expect(r.htlc_timeout_height).toBe(expiry + 1);
    expect(r.htlc_timeout_sweep_height).toBe(r.htlc_timeout_height + CSV_DELAY);
    expect(r).toMatchObject({ bob_settled_to_remote_htlc_timeout: 900, alice_settled_after_htlc_timeout: 100 });
  });

  it("third party: Carol's rgb-lib validates what Bob and Alice send her from the HTLC paths, with funding, commitment, second stage and sweep in its history", () => {
    const r = spike();
    expect([...r.carol_history_from_bob].sort()).toEqual(
      [r.htlc_success_funding_txid, r.htlc_success_commitment_txid, r.htlc_success_txid, r.htlc_success_sweep_txid, r.carol_from_bob_txid].sort(),
    );
    expect([...r.carol_history_from_alice].sort()).toEqual(
      [r.htlc_timeout_funding_txid, r.htlc_timeout_commitment_txid, r.htlc_timeout_txid, r.htlc_timeout_sweep_txid, r.carol_from_alice_txid].sort(),
    );
    // The consumed but never broadcast state 1 is not part of what Carol receives.
    expect(r.carol_history_from_bob).not.toContain(r.htlc_success_prior_state_txid);
    expect(r).toMatchObject({
      carol_validated_htlc_success_history: true,
      carol_validated_htlc_timeout_history: true,
      carol_settled_from_bob: 40,
      carol_settled_from_alice: 40,
      bob_settled_after_send_to_carol: 60,
      alice_settled_after_send_to_carol: 60,
    });
  });

  it("reopens all three wallets with rgb-lib's consistency check on", () => {
    expect(spike()).toMatchObject({ reopened_consistent: true, reopen_errors: [] });
  });

  it('reports the txids and heights that btcd has on its chain', async () => {
    const r = spike();
    const txids = [r.funding_txid, r.commitment_txid, r.sweep_txid];
    for (const txid of txids) expect(txid).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(txids).size).toBe(3);
    expect(r.asset_id).toMatch(/^rgb:/);
    expect(r.funding_height).toBeLessThan(r.commitment_height);
    // Mined in the first block BIP 68 allows: the commitment's height plus the CSV delay.
    expect(r.sweep_height).toBe(r.commitment_height + CSV_DELAY);

    const client = btcd!.client;
    const heightOf = async (txid: string): Promise<number> => {
      const tx = await client.getRawTransactionVerbose(txid);
      expect(tx.blockhash).toBeDefined();
      return (await client.getBlockHeader(tx.blockhash!)).height;
    };
    expect(await heightOf(r.funding_txid)).toBe(r.funding_height);
    expect(await heightOf(r.commitment_txid)).toBe(r.commitment_height);
    expect(await heightOf(r.sweep_txid)).toBe(r.sweep_height);
    // The chain links them: commitment spends the 2-of-2 (funding:0), the sweep spends to_local
    // (commitment:1) with a relative lock of CSV_DELAY blocks.
    const commitment = await client.getRawTransactionVerbose(r.commitment_txid);
    expect(commitment.vin).toEqual([expect.objectContaining({ txid: r.funding_txid, vout: 0 })]);
    expect(commitment.vin[0]!.witness).toHaveLength(4);
    const sweep = await client.getRawTransactionVerbose(r.sweep_txid);
    expect(sweep.vin).toEqual([expect.objectContaining({ txid: r.commitment_txid, vout: 1, sequence: CSV_DELAY })]);
  });

  it('reports the HTLC channels\' txids, heights, locktimes and witnesses as btcd has them', async () => {
    const r = spike();
    const client = btcd!.client;
    const heightOf = async (txid: string): Promise<number> => {
      const tx = await client.getRawTransactionVerbose(txid);
      expect(tx.blockhash).toBeDefined();
      return (await client.getBlockHeader(tx.blockhash!)).height;
    };
    const confirmed: [string, number][] = [
      [r.htlc_success_funding_txid, r.htlc_success_funding_height],
      [r.htlc_success_commitment_txid, r.htlc_success_commitment_height],
      [r.htlc_success_txid, r.htlc_success_height],
      [r.htlc_success_sweep_txid, r.htlc_success_sweep_height],
      [r.carol_from_bob_txid, r.carol_from_bob_height],
      [r.htlc_timeout_funding_txid, r.htlc_timeout_funding_height],
      [r.htlc_timeout_commitment_txid, r.htlc_timeout_commitment_height],
      [r.htlc_timeout_txid, r.htlc_timeout_height],
      [r.htlc_timeout_sweep_txid, r.htlc_timeout_sweep_height],
      [r.carol_from_alice_txid, r.carol_from_alice_height],
    ];
    expect(new Set(confirmed.map(([txid]) => txid)).size).toBe(confirmed.length);
    for (const [txid, height] of confirmed) expect(await heightOf(txid)).toBe(height);
    // State 1 of the success channel was only coloured and consumed, never broadcast.
    await expect(client.getRawTransactionVerbose(r.htlc_success_prior_state_txid)).rejects.toThrow();

    for (const [commitmentTxid, fundingTxid] of [
      [r.htlc_success_commitment_txid, r.htlc_success_funding_txid],
      [r.htlc_timeout_commitment_txid, r.htlc_timeout_funding_txid],
    ] as const) {
      const commitment = await client.getRawTransactionVerbose(commitmentTxid);
      expect(commitment.vin).toEqual([expect.objectContaining({ txid: fundingTxid, vout: 0 })]);
      // to_remote, to_local, the HTLC (vout 2), the OP_RETURN commitment.
      expect(commitment.vout).toHaveLength(4);
      expect(commitment.vout[2]!.valueSats).toBe(HTLC_SATS);
      expect(commitment.vout[3]!.scriptPubKeyHex.startsWith('6a')).toBe(true);
    }

    // HTLC-success: nLockTime 0, nSequence 0, witness [<>, alice_sig, bob_sig, preimage, script]
    // whose preimage hashes to the payment hash.
    const success = await client.getRawTransactionVerbose(r.htlc_success_txid);
    expect(success.locktime).toBe(0);
    expect(success.vin).toEqual([expect.objectContaining({ txid: r.htlc_success_commitment_txid, vout: 2, sequence: 0 })]);
    const successWitness = success.vin[0]!.witness;
    expect(successWitness).toHaveLength(5);
    expect(successWitness[0]).toBe('');
    expect(createHash('sha256').update(Buffer.from(successWitness[3]!, 'hex')).digest('hex')).toBe(r.htlc_success_payment_hash);

    // HTLC-timeout: nLockTime = cltv_expiry, nSequence 0, witness [<>, bob_sig, alice_sig, <>, script].
    const timeout = await client.getRawTransactionVerbose(r.htlc_timeout_txid);
    expect(timeout.locktime).toBe(r.htlc_timeout_cltv_expiry);
    expect(timeout.vin).toEqual([expect.objectContaining({ txid: r.htlc_timeout_commitment_txid, vout: 2, sequence: 0 })]);
    const timeoutWitness = timeout.vin[0]!.witness;
    expect(timeoutWitness).toHaveLength(5);
    expect(timeoutWitness[0]).toBe('');
    expect(timeoutWitness[3]).toBe('');

    // Each sweep spends its second stage's CSV output; each send to Carol spends that sweep.
    for (const [sweepTxid, secondStageTxid, sendTxid] of [
      [r.htlc_success_sweep_txid, r.htlc_success_txid, r.carol_from_bob_txid],
      [r.htlc_timeout_sweep_txid, r.htlc_timeout_txid, r.carol_from_alice_txid],
    ] as const) {
      const sweep = await client.getRawTransactionVerbose(sweepTxid);
      expect(sweep.vin).toEqual([expect.objectContaining({ txid: secondStageTxid, vout: 0, sequence: CSV_DELAY })]);
      const send = await client.getRawTransactionVerbose(sendTxid);
      expect(send.vin).toEqual([expect.objectContaining({ txid: sweepTxid, vout: 0 })]);
    }
  });

  it('reports the justice channel\'s txids and heights as btcd has them', async () => {
    const r = spike();
    const txids = [r.justice_funding_txid, r.justice_state2_txid, r.revoked_commitment_txid, r.justice_txid];
    for (const txid of txids) expect(txid).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set([...txids, r.funding_txid, r.commitment_txid, r.sweep_txid]).size).toBe(7);
    expect(r.justice_funding_height).toBeLessThan(r.revoked_commitment_height);

    const client = btcd!.client;
    const heightOf = async (txid: string): Promise<number> => {
      const tx = await client.getRawTransactionVerbose(txid);
      expect(tx.blockhash).toBeDefined();
      return (await client.getBlockHeader(tx.blockhash!)).height;
    };
    expect(await heightOf(r.justice_funding_txid)).toBe(r.justice_funding_height);
    expect(await heightOf(r.revoked_commitment_txid)).toBe(r.revoked_commitment_height);
    expect(await heightOf(r.justice_txid)).toBe(r.justice_height);
    // State 2 was only co-signed, never broadcast.
    await expect(client.getRawTransactionVerbose(r.justice_state2_txid)).rejects.toThrow();
    // The revoked commitment spends the second 2-of-2; the justice tx spends its to_local
    // (vout 1) through the revocation branch: [sig, 0x01, script], no relative lock.
    const revoked = await client.getRawTransactionVerbose(r.revoked_commitment_txid);
    expect(revoked.vin).toEqual([expect.objectContaining({ txid: r.justice_funding_txid, vout: 0 })]);
    const justice = await client.getRawTransactionVerbose(r.justice_txid);
    expect(justice.vin).toEqual([expect.objectContaining({ txid: r.revoked_commitment_txid, vout: 1 })]);
    expect(justice.vin[0]!.witness).toHaveLength(3);
    expect(justice.vin[0]!.witness[1]).toBe('01');
    expect(justice.vin[0]!.sequence).toBe(0xfffffffd);
  });
});
