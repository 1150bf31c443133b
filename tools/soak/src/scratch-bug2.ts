import { join } from 'node:path';
import { Btcd, Faucet, freePort } from '@rln/regtest';
import { NodeProcess } from '@rln/sandbox';

async function main() {
  const btcd = await Btcd.start({ dataDir: '/tmp/soak-scratch/bug2/btcd', miningAddress: Faucet.address });
  await new Faucet(btcd.client).prepare();
  const rpc = btcd.rpc;
  const p = new NodeProcess({ name: 'B', dataDir: '/tmp/soak-scratch/bug2/B-run', httpPort: await freePort(), p2pPort: await freePort(),
    bitcoindRpc: { url: rpc.url, user: rpc.user, password: rpc.password }, databaseUrl: 'postgres://postgres@127.0.0.1:55432/rln_bug2_b', extraEnv: { RLN_LDK_LOG_LEVEL: 'gossip', RLN_LOG_LEVEL: 'trace' } });
  await p.start(120_000);
  await new Promise((r) => setTimeout(r, 8000));
  await p.stop();
  await btcd.stop();
}
main().catch((e) => { console.error(e); process.exit(1); });
