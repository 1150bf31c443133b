import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Btcd } from './lib/btcd.harness';
import { Faucet } from './lib/faucet';

jest.setTimeout(120_000);

const ROOT = resolve(__dirname, '../../..');
const CLI = join(ROOT, 'tools/regtest/src/cli.ts');

interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

function runCli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  const baseEnv = { ...process.env };
  for (const k of ['BTCD_RPC_URL', 'BTCD_RPC_USER', 'BTCD_RPC_PASS', 'BTCD_RPC_CERT']) delete baseEnv[k];
  return new Promise((done) => {
    execFile(process.execPath, ['-r', join(ROOT, 'tools/register.js'), CLI, ...args], { cwd: ROOT, env: { ...baseEnv, ...env } }, (err, stdout, stderr) => {
      done({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('regtest CLI', () => {
  let dataDir: string;
  let btcd: Btcd;
  let manifest: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rln-regtest-cli-'));
    btcd = await Btcd.start({ dataDir: join(dataDir, 'btcd'), miningAddress: Faucet.address, tls: true });
    manifest = join(dataDir, 'manifest.json');
    const { url, user, password, tlsCertPath } = btcd.rpc;
    writeFileSync(manifest, JSON.stringify({ network: 'regtest', bitcoind_rpc: { url, user, password, tls_cert_path: tlsCertPath }, nodes: [] }));
  });

  afterAll(async () => {
    await btcd.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('mine N prints one JSON line with the new height', async () => {
    const run = await runCli(['--manifest', manifest, 'mine', '3']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    const out = JSON.parse(run.stdout) as { blocks: number; height: number; hashes: string[] };
    expect(out).toMatchObject({ blocks: 3, height: 3 });
    expect(out.hashes[2]).toBe(await btcd.client.getBestBlockHash());
  });

  it('fund ADDRESS SATS (env config) pays the address in a mined block', async () => {
    const address = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
    const { url, user, password, tlsCertPath } = btcd.rpc;
    const run = await runCli(['fund', address, '250000'], { BTCD_RPC_URL: url, BTCD_RPC_USER: user, BTCD_RPC_PASS: password, BTCD_RPC_CERT: tlsCertPath });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const out = JSON.parse(run.stdout) as { txid: string; vout: number; value_sats: string; block_hash: string };
    expect(out.value_sats).toBe('250000');
    const tx = await btcd.client.getRawTransactionVerbose(out.txid);
    expect(tx).toMatchObject({ confirmations: 1, blockhash: out.block_hash });
    expect(tx.vout[out.vout]).toMatchObject({ valueSats: 250_000n, address });
  });

  it('address prints the faucet address without any btcd', async () => {
    const run = await runCli(['address']);
    expect(JSON.parse(run.stdout)).toEqual({ address: Faucet.address });
  });

  it('exits 2 with usage on a bad command line', async () => {
    const run = await runCli(['fund', 'bcrt1qx']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('usage: fund ADDRESS SATS');
  });

  it('exits 1 with a clear message when no btcd is configured or reachable', async () => {
    const none = await runCli(['mine', '1']);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('pass --manifest PATH or set BTCD_RPC_URL');

    const down = await runCli(['mine', '1'], { BTCD_RPC_URL: 'http://127.0.0.1:9', BTCD_RPC_USER: 'u', BTCD_RPC_PASS: 'secret-pass' });
    expect(down.code).toBe(1);
    expect(down.stderr).toMatch(/mine failed: Bitcoin RPC at http:\/\/127.0.0.1:9 is not answering .* \(is btcd .* running/);
    expect(down.stderr).not.toContain('secret-pass');
  });

  it('exits 1 on a wrong password, saying so', async () => {
    const { url, tlsCertPath } = btcd.rpc;
    const run = await runCli(['mine', '1'], { BTCD_RPC_URL: url, BTCD_RPC_USER: 'rln', BTCD_RPC_PASS: 'nope', BTCD_RPC_CERT: tlsCertPath });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('the RPC user or password is wrong');
  });
});
