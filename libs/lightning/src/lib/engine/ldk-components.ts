import type {
  BroadcasterInterface,
  ChainMonitor,
  ChannelManager,
  ChannelMonitor,
  DefaultRouter,
  FeeEstimator,
  KeysManager,
  Logger,
  NetworkGraph,
  ProbabilisticScorer,
  UserConfig,
} from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { FirstHopRouter } from '../ldk/first-hop-router';
import { PeerMessageRouter } from '../ldk/peer-message-router';
import { displayHexToInternal } from '../ldk/bytes';
import type { BlockRef } from '../chain/block-listener';
import type { EngineStore } from '../persistence/engine-store';
import { KV } from '../persistence/kv-namespaces';
import { monitorKey, type MonitorPersister } from '../persistence/monitor-persister';
import { readWithoutClaimReplay } from '../persistence/claim-replay-recovery';
import { readStoredMonitors } from '../persistence/stored-monitors';
import type { BitcoinNetwork } from './lightning-engine.options';

export interface LdkCore {
  readonly keys: KeysManager;
  readonly graph: NetworkGraph;
  readonly scorer: ProbabilisticScorer;
  readonly router: DefaultRouter;
  /** The Router the ChannelManager uses: the DefaultRouter with per-payment first hops. */
  readonly paymentRouter: FirstHopRouter;
  /** Blinded message paths (offers, refunds, reply paths) and onion message path finding. */
  readonly messageRouter: PeerMessageRouter;
  readonly chainMonitor: ChainMonitor;
  readonly channelManager: ChannelManager;
  /** Monitors read from the store, not yet handed to the ChainMonitor (start syncs them first). */
  readonly monitors: ChannelMonitor[];
  /** True when no ChannelManager was stored (a new node). */
  readonly fresh: boolean;
  /** Payment hashes of in-flight claims removed from the stored manager so LDK 0.1.0 reads it (see readWithoutClaimReplay). */
  readonly strippedClaims: string[];
}

export interface LdkCoreInputs {
  readonly ldk: Ldk;
  readonly network: BitcoinNetwork;
  readonly seed: Uint8Array;
  readonly store: EngineStore;
  readonly logger: Logger;
  readonly fees: FeeEstimator;
  readonly broadcaster: BroadcasterInterface;
  readonly persister: MonitorPersister;
  readonly config: UserConfig;
  /** Where a new ChannelManager starts following the chain. */
  readonly tip: BlockRef;
}

function pick(ldk: Ldk, network: BitcoinNetwork) {
  switch (network) {
    case 'bitcoin':
      return ldk.Network.LDKNetwork_Bitcoin;
    case 'testnet':
      return ldk.Network.LDKNetwork_Testnet;
    case 'signet':
      return ldk.Network.LDKNetwork_Signet;
    case 'regtest':
      return ldk.Network.LDKNetwork_Regtest;
  }
}

/**
 * Builds LDK's object graph, from the store when state exists. Order matters (LDK's restart
 * rules): graph and scorer, router, ChainMonitor over our Persist, every ChannelMonitor, then
 * the ChannelManager read against those monitors. A store with monitors but no manager is
 * refused: starting a fresh manager would forget channels that still hold funds.
 */
export async function buildLdkCore(input: LdkCoreInputs): Promise<LdkCore> {
  const { ldk, store, logger } = input;
  const network = pick(ldk, input.network);
  const now = Date.now();
  // Starting time must differ across restarts: it seeds per-session randomness in KeysManager.
  const keys = ldk.KeysManager.constructor_new(input.seed, BigInt(Math.floor(now / 1000)), (now % 1000) * 1_000_000);

  // Graph and scorer are caches: an unreadable one is rebuilt, never fatal.
  const graphBytes = await store.read(KV.graph.namespace, KV.graph.key);
  const graphRead = graphBytes ? ldk.NetworkGraph.constructor_read(graphBytes, logger) : null;
  const graph =
    graphRead instanceof ldk.Result_NetworkGraphDecodeErrorZ_OK ? graphRead.res : ldk.NetworkGraph.constructor_new(network, logger);
  const decay = ldk.ProbabilisticScoringDecayParameters.constructor_default();
  const scorerBytes = await store.read(KV.scorer.namespace, KV.scorer.key);
  const scorerRead = scorerBytes ? ldk.ProbabilisticScorer.constructor_read(scorerBytes, decay, graph, logger) : null;
  const scorer =
    scorerRead instanceof ldk.Result_ProbabilisticScorerDecodeErrorZ_OK
      ? scorerRead.res
      : ldk.ProbabilisticScorer.constructor_new(decay, graph, logger);
  const lockable = ldk.MultiThreadedLockableScore.constructor_new(scorer.as_Score());
  const router = ldk.DefaultRouter.constructor_new(
    graph,
    logger,
    keys.as_EntropySource(),
    lockable.as_LockableScore(),
    ldk.ProbabilisticScoringFeeParameters.constructor_default(),
  );
  const paymentRouter = new FirstHopRouter(ldk, router.as_Router(), keys.as_EntropySource());
  const messageRouter = new PeerMessageRouter(ldk, graph, keys.as_EntropySource());

  const chainMonitor = ldk.ChainMonitor.constructor_new(
    ldk.Option_FilterZ.constructor_none(),
    input.broadcaster,
    logger,
    input.fees,
    input.persister.persist,
  );
  input.persister.attach(chainMonitor);

  const readMonitors = async () =>
    readStoredMonitors({ ldk, store, entropy: keys.as_EntropySource(), signer: keys.as_SignerProvider(), broadcaster: input.broadcaster, fees: input.fees, logger });
  const read = await readMonitors();
  let monitors = read.monitors;
  input.persister.alreadyStored(
    monitors.map((m) => monitorKey(m.get_funding_txo().get_a())),
    read.updateKeys,
  );

  const stored = await store.read(KV.manager.namespace, KV.manager.key);
  let channelManager: ChannelManager;
  let strippedClaims: string[] = [];
  if (stored) {
    const readManager = (bytes: Uint8Array, against: ChannelMonitor[]) =>
      ldk.UtilMethods.constructor_C2Tuple_ThirtyTwoBytesChannelManagerZ_read(
        bytes,
        keys.as_EntropySource(),
        keys.as_NodeSigner(),
        keys.as_SignerProvider(),
        input.fees,
        chainMonitor.as_Watch(),
        input.broadcaster,
        paymentRouter.router,
        messageRouter.router,
        logger,
        input.config,
        against,
      );
    let read = readManager(stored, monitors);
    if (read instanceof ldk.Result_C2Tuple_ThirtyTwoBytesChannelManagerZDecodeErrorZ_Err && read.err instanceof ldk.DecodeError_InvalidValue) {
      const nodeId = keys.as_NodeSigner().get_node_id(ldk.Recipient.LDKRecipient_Node);
      if (nodeId instanceof ldk.Result_PublicKeyNoneZ_OK) {
        const recovered = await readWithoutClaimReplay(stored, nodeId.res, async (bytes) => {
          const fresh = (await readMonitors()).monitors;
          const attempt = readManager(bytes, fresh);
          return { read: attempt, monitors: fresh, ok: attempt instanceof ldk.Result_C2Tuple_ThirtyTwoBytesChannelManagerZDecodeErrorZ_OK };
        });
        if (recovered) ({ read, monitors, strippedClaims } = recovered);
      }
    }
    if (!(read instanceof ldk.Result_C2Tuple_ThirtyTwoBytesChannelManagerZDecodeErrorZ_OK)) {
      const kind = read instanceof ldk.Result_C2Tuple_ThirtyTwoBytesChannelManagerZDecodeErrorZ_Err ? read.err.constructor.name : 'unknown';
      throw new Error(`the stored channel manager could not be read (${kind}; does it match the monitors and this seed?)`);
    }
    channelManager = read.res.get_b();
  } else {
    if (monitors.length > 0) {
      throw new Error(`${monitors.length} channel monitors are stored but no channel manager: refusing to start a fresh one`);
    }
    const best = ldk.BestBlock.constructor_new(displayHexToInternal(input.tip.hash), input.tip.height);
    channelManager = ldk.ChannelManager.constructor_new(
      input.fees,
      chainMonitor.as_Watch(),
      input.broadcaster,
      paymentRouter.router,
      messageRouter.router,
      logger,
      keys.as_EntropySource(),
      keys.as_NodeSigner(),
      keys.as_SignerProvider(),
      input.config,
      ldk.ChainParameters.constructor_new(network, best),
      Math.floor(now / 1000),
    );
  }
  return { keys, graph, scorer, router, paymentRouter, messageRouter, chainMonitor, channelManager, monitors, fresh: !stored, strippedClaims };
}
