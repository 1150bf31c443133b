import type { PeerManager } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { toHex } from '../ldk/bytes';
import type { PeerInfo } from '../domain/engine-views';
import type { EngineStore } from '../persistence/engine-store';
import { KV } from '../persistence/kv-namespaces';
import type { EngineLogger } from '../ports/engine-logger.port';
import { LightningError } from '../engine/lightning.error';
import { sleep } from '../engine/clock';
import { parseNodeId } from './node-id';
import type { PeerConnections } from './peer-connections';

/**
 * How long POST /peers/connect (and channel/open's connect) may take for TCP connect plus the
 * Noise handshake together. Under the 10 s most HTTP clients and load balancers allow; a
 * reachable peer on a slow link handshakes in well under a second.
 */
export const PEER_CONNECT_TIMEOUT_MS = 8_000;

/**
 * The node's peers: connected ones (the PeerManager's list) and those whose address is stored
 * to reconnect to after drops and restarts (key = node id, value = "host:port").
 */
export class PeerDirectory {
  private readonly addresses = new Map<string, string>();

  constructor(
    private readonly ldk: Ldk,
    private readonly store: EngineStore,
    private readonly connections: PeerConnections,
    private readonly peerManager: PeerManager,
    private readonly logger: EngineLogger,
  ) {}

  /** Reads the stored addresses (once, before reconnecting). */
  async load(): Promise<void> {
    for (const { key, value } of await this.store.readAll(KV.peers)) this.addresses.set(key, new TextDecoder().decode(value));
  }

  /**
   * Connects (if not connected yet) and waits for the handshake; with `persist` (default) the
   * address is then stored and the peer reconnected after drops and restarts. A peer that
   * cannot be reached is PeerConnectionFailed and nothing is stored: a mistyped address must
   * not become a reconnect target forever. A peer already connected (e.g. it dialled us) is
   * not dialled again, so its address is stored as given, unchecked.
   */
  async connect(nodeId: string, host: string, port: number, options: { persist?: boolean; timeoutMs?: number } = {}): Promise<void> {
    const key = parseNodeId(nodeId);
    if (!this.isConnected(nodeId)) {
      // One budget for TCP connect and handshake, so the HTTP call answers within it.
      const deadline = Date.now() + (options.timeoutMs ?? PEER_CONNECT_TIMEOUT_MS);
      let connection: { abandon: () => void };
      try {
        connection = await this.connections.connect(key, host, port, Math.max(1, deadline - Date.now()));
      } catch (err) {
        throw new LightningError('PeerConnectionFailed', `could not connect to ${nodeId} at ${host}:${port}: ${err instanceof Error ? err.message : String(err)}`);
      }
      while (!this.isConnected(nodeId)) {
        if (Date.now() > deadline) {
          // Not left half-open: it would hold a pending-peer slot and could still complete later.
          connection.abandon();
          throw new LightningError('PeerConnectionFailed', `handshake with ${nodeId} at ${host}:${port} did not complete`);
        }
        await sleep(20);
      }
    }
    if (options.persist ?? true) {
      await this.store.write(KV.peers, nodeId, new TextEncoder().encode(`${host}:${port}`));
      this.addresses.set(nodeId, `${host}:${port}`);
    }
  }

  /** Disconnects and forgets the stored address (no reconnection). */
  async disconnect(nodeId: string): Promise<void> {
    this.addresses.delete(nodeId);
    await this.store.delete(KV.peers, nodeId);
    this.peerManager.disconnect_by_node_id(parseNodeId(nodeId));
  }

  /** Drops the connection but keeps the stored address: the next reconnect round dials again. */
  dropConnection(nodeId: string): void {
    this.peerManager.disconnect_by_node_id(parseNodeId(nodeId));
  }

  list(): PeerInfo[] {
    return this.peerManager.list_peers().map((p) => {
      const address = p.get_socket_address();
      return {
        nodeId: toHex(p.get_counterparty_node_id()),
        address: address instanceof this.ldk.Option_SocketAddressZ_Some ? address.some.to_str() : null,
        inbound: Boolean(p.get_is_inbound_connection()),
      };
    });
  }

  /** Peers whose address is stored. */
  persisted(): Array<{ nodeId: string; address: string }> {
    return [...this.addresses].map(([nodeId, address]) => ({ nodeId, address }));
  }

  isConnected(nodeId: string): boolean {
    return this.list().some((p) => p.nodeId === nodeId);
  }

  /** Connects to every stored peer not connected now; a failure waits for the next round. */
  async reconnect(stopped: () => boolean): Promise<void> {
    for (const [nodeId, address] of this.addresses) {
      if (stopped() || this.isConnected(nodeId)) continue;
      const at = address.lastIndexOf(':');
      try {
        await this.connections.connect(parseNodeId(nodeId), address.slice(0, at), Number(address.slice(at + 1)));
      } catch (err) {
        this.logger.debug({ component: 'peers', nodeId, err: String(err) }, 'reconnect failed');
      }
    }
  }
}
