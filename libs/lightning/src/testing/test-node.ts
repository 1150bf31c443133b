import { Database, TypeormKvStore, type DatabaseTarget } from '@rln/persistence';
import { NodeSeed } from '@rln/node-keys';
import type { ChainSource } from '@rln/chain';
import { LightningEngine } from '../lib/engine/lightning-engine';
import type { LightningEngineOptions } from '../lib/engine/lightning-engine.options';
import type { CustomMessageHandler } from '../lib/ports/custom-message-handler.port';
import type { EngineLogger } from '../lib/ports/engine-logger.port';
import type { LightningEvent } from '../lib/domain/lightning-event';
import { fromJournalJson } from '../lib/events/journal-json';
import { EngineStore } from '../lib/persistence/engine-store';
import { KV } from '../lib/persistence/kv-namespaces';
import { GatedKvStore } from './gated-kv-store';
import { RecordingSink } from './recording-sink';
import { SingleKeyWallet } from './single-key-wallet';

/**
 * One engine with its own database, seed, wallet and event recorder. PGlite through
 * typeorm-pglite is one instance per process (a singleton): two engines in one test process
 * cannot each have their own PGlite, so at most one of them may use it.
 */
export class TestNode {
  engine!: LightningEngine;
  /** The engine's KvStore (to inspect what it keeps). */
  kv!: TypeormKvStore;
  /** What the engine writes through: close a namespace to hold its writes (a slow database). */
  gate!: GatedKvStore;
  private db!: Database;
  readonly seed = NodeSeed.generate();
  readonly wallet = new SingleKeyWallet();
  readonly sink = new RecordingSink();
  /** The engine's warnings and errors, as `level message` lines. */
  readonly warnings: string[] = [];
  constructor(
    readonly name: string,
    private readonly chain: ChainSource,
    private readonly target: DatabaseTarget,
    private readonly customMessages?: CustomMessageHandler,
    /** Overrides of the engine options (e.g. acceptInboundChannels); a change applies at the next start. */
    public overrides: Partial<LightningEngineOptions> = {},
  ) {}

  /** Starts (or restarts, on the same database) the engine. */
  async start(): Promise<this> {
    this.db = await Database.open(this.target);
    this.kv = new TypeormKvStore(this.db);
    this.gate = new GatedKvStore(this.kv);
    this.engine = await LightningEngine.start({
      network: 'regtest',
      lightningSeed: this.seed.lightningSeed(),
      kv: this.gate,
      chain: this.chain,
      listen: { port: 0, host: '127.0.0.1' },
      fundingWallet: this.wallet,
      sweepWallet: this.wallet,
      anchorWallet: this.wallet,
      eventSink: this.sink,
      customMessages: this.customMessages,
      channelPolicy: { minimumDepth: 1 },
      chainPollMs: 200,
      peerTickMs: 500,
      managerTickMs: 5_000,
      logger: recordingLogger(this.warnings, process.env['RLN_TEST_LOG'] ? consoleLogger(this.name) : undefined),
      ldkLogLevel: 'debug',
      // A store killed by GatedKvStore stops the engine after a second, not after the 40 s a
      // real database gets to come back.
      storeWriteAttempts: 3,
      ...this.overrides,
    });
    return this;
  }

  /** Stops the engine and closes the database (as a process exit would). */
  async stop(): Promise<void> {
    try {
      await this.engine?.stop();
    } finally {
      await this.db?.close();
    }
  }

  /**
   * The events the engine's journal has stored (undelivered, or delivered and not yet deleted
   * by a manager write), oldest first.
   */
  async journaled(): Promise<LightningEvent[]> {
    const records = await new EngineStore(this.kv).readAll(KV.eventJournal);
    return records.map(({ value }) => fromJournalJson(Buffer.from(value).toString('utf8')) as LightningEvent);
  }

  async destroy(): Promise<void> {
    await this.stop().catch(() => undefined);
  }
}

/** Keeps warnings and errors in `lines`; passes everything on to `inner` when given. */
function recordingLogger(lines: string[], inner: EngineLogger | undefined): EngineLogger {
  const pass = (level: keyof EngineLogger) => (obj: object, msg: string) => inner?.[level](obj, msg);
  const keep = (level: 'warn' | 'error') => (obj: object, msg: string) => {
    lines.push(`${level} ${msg}`);
    inner?.[level](obj, msg);
  };
  return { trace: pass('trace'), debug: pass('debug'), info: pass('info'), warn: keep('warn'), error: keep('error') };
}

function consoleLogger(name: string): EngineLogger {
  const log = (level: string) => (obj: object, msg: string) => process.stderr.write(`[${name}] ${level} ${msg} ${JSON.stringify(obj)}\n`);
  return { trace: log('trace'), debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
