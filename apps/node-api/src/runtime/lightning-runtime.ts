import { join } from 'node:path';
import { Address, OutScript } from '@scure/btc-signer';
import { hex } from '@scure/base';
import { BitcoindChainSource, BitcoinRpcClient } from '@rln/chain';
import { AnchorWallet, CustomMessageHandler, FundingWallet, LightningEngine, LightningEventSink, SweepWallet } from '@rln/lightning';
import type { NodeSeed } from '@rln/node-keys';
import { Database, TypeormKvStore } from '@rln/persistence';
import type { Logger } from 'pino';
import type { NodeConfig } from '../config/node-config';
import type { WalletRuntime } from './wallet-runtime';
import { ComponentReadiness, ComponentRuntime } from './component-runtime';
import type { PlainWallet } from '@rln/btc-wallet';

/** A fresh internal (change) address of the plain wallet, as a scriptPubKey. */
export async function newChangeScript(wallet: PlainWallet): Promise<Uint8Array> {
  const address = await wallet.newChangeAddress();
  return OutScript.encode(Address(wallet.account.params.addressParams).decode(address));
}

export interface LightningRuntimeDeps {
  config: NodeConfig;
  seed: NodeSeed;
  db: Database;
  rpc: BitcoinRpcClient;
  wallet: WalletRuntime;
  sink: LightningEventSink;
  anchorWallet: AnchorWallet;
  /** Handles the peer messages of the asset channels. */
  customMessages?: CustomMessageHandler;
  logger: Logger;
  /** Runs once the engine is up, before it is handed out (e.g. to reconcile payment records). */
  onStarted?: (engine: LightningEngine) => Promise<void>;
  /** Checked before every broadcast and peer message (the engine lease's fence; a no-op for a single process). */
  gate: () => void;
}

const RETRY_MS = 2000;
const FUNDING_LOCK_SECS = 3600;

/**
 * Starts the LDK engine once the chain source answers, and holds it. The engine's funding
 * and sweep needs are met by the plain wallet; its events go to the sink (payment records
 * and the client event queue).
 */
export class LightningRuntime {
  private readonly component: ComponentRuntime<LightningEngine>;

  constructor(private readonly deps: LightningRuntimeDeps) {
    this.component = new ComponentRuntime<LightningEngine>({
      name: 'lightning engine',
      start: () => this.startEngine(),
      retryMs: RETRY_MS,
      stop: (engine) => engine?.stop(),
      isRunning: (engine) => engine.isRunning(),
      describe: (engine) => `node ${engine.nodeId()}`,
      notReady: { message: 'The Lightning engine is not running yet', hint: 'It starts once the chain source answers; see the node log.' },
      logger: deps.logger,
    });
  }

  start(): Promise<void> {
    return this.component.start();
  }

  ready(): LightningEngine {
    return this.component.ready();
  }

  current(): LightningEngine | null {
    return this.component.current();
  }

  readiness(): ComponentReadiness {
    return this.component.readiness();
  }

  stop(): Promise<void> {
    return this.component.stop();
  }

  private async startEngine(): Promise<LightningEngine> {
    const { config, seed, db, rpc, sink, logger } = this.deps;
    const engine = await LightningEngine.start({
      network: config.network,
      lightningSeed: seed.lightningSeed(),
      kv: new TypeormKvStore(db),
      chain: new FencedChainSource(rpc, this.deps.gate),
      outboundGate: () => {
        try {
          this.deps.gate();
          return true;
        } catch {
          return false;
        }
      },
      listen: { port: config.p2pPort, host: config.p2pHost },
      fundingWallet: this.fundingWallet(),
      sweepWallet: this.sweepWallet(),
      anchorWallet: this.deps.anchorWallet,
      eventSink: sink,
      legacyEventJournalPath: join(config.dataDir, 'lightning', 'events.journal'),
      logger: logger,
      chainPollMs: config.chainPollMs,
      ldkLogLevel: config.ldkLogLevel,
      inboundChannels: config.inboundChannels,
      customMessages: this.deps.customMessages,
    });
    logger.info({ nodeId: engine.nodeId(), p2pPort: engine.listeningPort() }, 'lightning engine running');
    try {
      await this.deps.onStarted?.(engine);
    } catch (error) {
      // Not handed out half-prepared: the next attempt starts it afresh.
      await engine.stop();
      throw error;
    }
    return engine;
  }

  private fundingWallet(): FundingWallet {
    return {
      createFundingTransaction: async ({ outputScript, valueSats, feeRateSatPerKw, maxLockTimeHeight }) => {
        // LDK speaks sat per 1000 weight units; 4 weight units make one vbyte.
        const satPerVb = Math.max(1, (feeRateSatPerKw * 4) / 1000);
        // The inputs stay locked for an hour: long enough for the peer to sign and the sync to
        // see them spent; if LDK discards the funding (or the node dies first) they come free.
        const funding = await this.deps.wallet.ready().fundingTransaction(outputScript, valueSats, satPerVb, { lockTtlSecs: FUNDING_LOCK_SECS, maxLockTimeHeight });
        return hex.decode(funding.txHex);
      },
    };
  }

  private sweepWallet(): SweepWallet {
    return { sweepScript: () => newChangeScript(this.deps.wallet.ready()) };
  }
}

/** The chain source of a replica's engine: nothing is broadcast once the engine lease is gone. */
class FencedChainSource extends BitcoindChainSource {
  constructor(
    rpc: BitcoinRpcClient,
    private readonly gate: () => void,
  ) {
    super(rpc);
  }

  override async broadcastTransaction(rawTx: Uint8Array): Promise<string> {
    this.gate();
    return super.broadcastTransaction(rawTx);
  }
}
