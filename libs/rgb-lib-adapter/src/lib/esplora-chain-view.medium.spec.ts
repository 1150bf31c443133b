import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { secp256k1 } from '@noble/curves/secp256k1';
import { p2wpkh, Transaction } from '@scure/btc-signer';
import type { BitcoinRpcClient } from '@rln/chain';
import { EsploraIndexer } from '@rln/esplora-indexer';
import { Btcd, Faucet, REGTEST_NETWORK } from '@rln/regtest';
import { EsploraChainView } from './esplora-chain-view';

jest.setTimeout(90_000);

describe('EsploraChainView on our Esplora indexer over a real btcd', () => {
  let dir: string;
  let btcd: Btcd;
  let rpc: BitcoinRpcClient;
  let faucet: Faucet;
  const indexer = new EsploraIndexer();
  let chain: EsploraChainView;

  const privateKey = new Uint8Array(32).fill(0x24);
  const wpkh = p2wpkh(secp256k1.getPublicKey(privateKey, true), REGTEST_NETWORK);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'esplora-chain-view-'));
    btcd = await Btcd.start({ dataDir: dir, miningAddress: Faucet.address });
    faucet = new Faucet(btcd.client);
    await faucet.prepare();
    rpc = btcd.newClient();
    const { url } = await indexer.start({ rpc, pollIntervalMs: 100 });
    chain = new EsploraChainView(url);
  });

  afterAll(async () => {
    await indexer.stop();
    rpc?.close();
    await btcd?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('tells a transaction never broadcast (null) from one in the mempool and a confirmed one', async () => {
    const funded = await faucet.fund(wpkh.address as string, 100_000n);
    await indexer.synced();
    const spend = new Transaction();
    spend.addInput({ txid: funded.txid, index: funded.vout, witnessUtxo: { script: wpkh.script, amount: 100_000n } });
    spend.addOutputAddress(wpkh.address as string, 99_000n, REGTEST_NETWORK);
    spend.sign(privateKey);
    spend.finalize();

    // Esplora answers {"confirmed":false} to /tx/:txid/status even for this one: it was never sent.
    expect(await chain.txConfirmation(spend.id)).toBeNull();
    expect(await chain.broadcast(spend.hex)).toBe(spend.id);
    expect(await chain.txConfirmation(spend.id)).toEqual({ status: 'mempool' });
    expect(await chain.txConfirmation(funded.txid)).toEqual({ status: 'confirmed', height: expect.any(Number) });
  });
});
