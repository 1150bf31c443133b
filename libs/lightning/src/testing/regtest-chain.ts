import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BitcoindChainSource } from '@rln/chain';
import { Btcd, Faucet } from '@rln/regtest';
import { createTestDatabase } from '@rln/testing';
import type { RegtestFunds } from './regtest-channels';
import type { TestNode } from './test-node';

/**
 * What every engine spec on btcd sets up: btcd in a temporary directory with a prepared faucet,
 * the chain source the engines follow, and PostgreSQL databases made on demand. `stop` undoes
 * all of it, the given nodes first.
 */
export class RegtestChain {
  private readonly databases: Array<{ drop(): Promise<void> }> = [];

  private constructor(
    private readonly dir: string,
    readonly btcd: Btcd,
    readonly faucet: Faucet,
    readonly source: BitcoindChainSource,
  ) {}

  /** `prefix` names the temporary directory (rln-ln-<prefix>-…), to tell runs apart. */
  static async start(prefix: string): Promise<RegtestChain> {
    const dir = mkdtempSync(join(tmpdir(), `rln-ln-${prefix}-`));
    let btcd: Btcd | undefined;
    try {
      btcd = await Btcd.start({ dataDir: dir, miningAddress: Faucet.address });
      const faucet = new Faucet(btcd.client);
      await faucet.prepare();
      return new RegtestChain(dir, btcd, faucet, new BitcoindChainSource(btcd.client));
    } catch (err) {
      await btcd?.stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
      throw err;
    }
  }

  /** Mining, funding and the mempool, for the channel helpers. */
  get funds(): RegtestFunds {
    return { mine: (n) => this.faucet.mine(n), fund: (a, v) => this.faucet.fund(a, v), mempool: () => this.btcd.client.getRawMempool() };
  }

  /** The URL of a fresh PostgreSQL database, dropped by `stop`. */
  async databaseUrl(): Promise<string> {
    const db = await createTestDatabase();
    this.databases.push(db);
    return db.url;
  }

  /** Destroys `nodes` (those started), drops the databases, stops btcd and removes its directory. */
  async stop(...nodes: Array<TestNode | undefined>): Promise<void> {
    for (const node of nodes) await node?.destroy();
    for (const db of this.databases.splice(0)) await db.drop();
    await this.btcd.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
