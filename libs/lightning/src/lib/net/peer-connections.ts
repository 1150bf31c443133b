import { createServer, connect, isIPv4, type Server, type Socket } from 'node:net';
import type { Option_SocketAddressZ, PeerManager, SocketDescriptor } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import type { EngineLogger } from '../ports/engine-logger.port';
import { toHex } from '../ldk/bytes';

/** LDK wants reads of about 4 KiB so one peer cannot monopolise message processing. */
const READ_CHUNK = 4096;

interface Connection {
  readonly id: bigint;
  readonly socket: Socket;
  readonly descriptor: SocketDescriptor;
  readPaused: boolean;
  /** Bytes received while LDK asked to pause reading. */
  unread: Buffer[];
}

/**
 * Bridges node:net sockets to LDK's PeerManager: one SocketDescriptor per socket (identified
 * by a process-unique id), bytes in through `read_event`, bytes out through `send_data`.
 * Writes are always accepted whole (node buffers them), so `write_buffer_space_avail` is never
 * needed; a `read_event` answering "pause" stops reading until LDK passes `resume_read`.
 */
export class PeerConnections {
  private static nextId = 1n;
  private readonly connections = new Map<bigint, Connection>();
  private server: Server | undefined;
  private closing = false;

  constructor(
    private readonly ldk: Ldk,
    private readonly peerManager: () => PeerManager,
    private readonly logger: EngineLogger,
    /** An LDK call made from a socket event threw (LDK panicked): the engine must stop. */
    private readonly onLdkFailure: (err: unknown) => void = () => undefined,
    /** False: nothing may leave for any peer (the engine lease is lost); the socket is dropped instead. */
    private readonly outboundGate: () => boolean = () => true,
  ) {}

  /** Starts accepting peers; resolves with the bound port (0 picks a free one). */
  listen(port: number, host = '0.0.0.0'): Promise<number> {
    return new Promise((resolve, reject) => {
      const server = createServer((socket) => this.guarded(socket, () => this.accept(socket)));
      server.once('error', reject);
      server.listen(port, host, () => {
        server.removeListener('error', reject);
        server.on('error', (err) => this.logger.error({ component: 'peers', err: String(err) }, 'listener error'));
        this.server = server;
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  }

  get listeningPort(): number | null {
    const address = this.server?.address();
    return typeof address === 'object' && address ? address.port : null;
  }

  /**
   * Opens a TCP connection and starts the Noise handshake as initiator; resolves once the
   * socket is up (the handshake then completes in the background: poll `isConnected`).
   * Resolves with `abandon`, which closes the socket if the handshake is not wanted any more.
   */
  connect(nodeId: Uint8Array, host: string, port: number, timeoutMs = 10_000): Promise<{ abandon: () => void }> {
    return new Promise((resolve, reject) => {
      if (this.closing) {
        reject(new Error('the node is stopping'));
        return;
      }
      const socket = connect({ host, port });
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error(`connecting to ${host}:${port} timed out`));
      }, timeoutMs);
      socket.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      socket.once('connect', () => {
        clearTimeout(timer);
        if (this.closing) {
          socket.destroy();
          reject(new Error('the node is stopping'));
          return;
        }
        const conn = this.register(socket);
        let result: ReturnType<PeerManager['new_outbound_connection']>;
        try {
          result = this.peerManager().new_outbound_connection(nodeId, conn.descriptor, this.remoteAddress(socket));
        } catch (err) {
          reject(err);
          this.ldkFailed(socket, err);
          return;
        }
        if (!(result instanceof this.ldk.Result_CVec_u8ZPeerHandleErrorZ_OK)) {
          this.drop(conn);
          reject(new Error(`peer manager refused the connection to ${toHex(nodeId)}`));
          return;
        }
        if (!this.outboundGate()) {
          socket.destroy();
          reject(new Error('this replica no longer holds the engine lease'));
          return;
        }
        socket.write(result.res);
        // Through the guard: telling a wedged LDK throws, which must stop the engine, not the caller.
        resolve({ abandon: () => this.guarded(socket, () => this.drop(conn)) });
      });
    });
  }

  /** Stops listening and closes every socket. */
  async close(): Promise<void> {
    this.closing = true;
    const server = this.server;
    this.server = undefined;
    for (const conn of this.connections.values()) conn.socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private accept(socket: Socket): void {
    if (this.closing) {
      socket.destroy();
      return;
    }
    const conn = this.register(socket);
    const result = this.peerManager().new_inbound_connection(conn.descriptor, this.remoteAddress(socket));
    if (!result.is_ok()) this.drop(conn);
  }

  private register(socket: Socket): Connection {
    socket.setNoDelay(true);
    const id = PeerConnections.nextId++;
    const descriptor = this.ldk.SocketDescriptor.new_impl({
      send_data: (data: Uint8Array, resumeRead: boolean): number => {
        if (socket.destroyed) return 0;
        if (!this.outboundGate()) {
          socket.destroy();
          return 0;
        }
        socket.write(Uint8Array.from(data));
        if (resumeRead && conn.readPaused) {
          conn.readPaused = false;
          // Not from inside LDK's own call: read_event must not be re-entered.
          setImmediate(() => this.guarded(socket, () => this.feed(conn)));
        }
        return data.length;
      },
      disconnect_socket: (): void => {
        // LDK already forgot this peer: no socket_disconnected for it.
        this.connections.delete(id);
        socket.destroy();
      },
      eq: (other: SocketDescriptor): boolean => other.hash() === id,
      hash: (): bigint => id,
    });
    const conn: Connection = { id, socket, descriptor, readPaused: false, unread: [] };
    this.connections.set(id, conn);
    socket.on('data', (data: Buffer) => this.guarded(socket, () => this.onData(conn, data)));
    socket.on('error', (err) => this.logger.debug({ component: 'peers', err: String(err) }, 'socket error'));
    socket.on('close', () => {
      // While closing, LDK is not told (it disconnected every peer itself, or it panicked and
      // any call would throw from this event handler).
      if (this.closing) return;
      this.guarded(socket, () => {
        if (this.connections.delete(id)) this.peerManager().socket_disconnected(descriptor);
        this.peerManager().process_events();
      });
    });
    return conn;
  }

  /** Runs LDK calls made from a socket event: a throw there would be an uncaught exception. */
  private guarded(socket: Socket, work: () => void): void {
    try {
      work();
    } catch (err) {
      this.ldkFailed(socket, err);
    }
  }

  private ldkFailed(socket: Socket, err: unknown): void {
    this.logger.error({ component: 'peers', err: String(err) }, 'LDK failed handling a socket event');
    socket.destroy();
    this.onLdkFailure(err);
  }

  private onData(conn: Connection, data: Buffer): void {
    conn.unread.push(data);
    this.feed(conn);
  }

  private feed(conn: Connection): void {
    const pm = this.peerManager();
    while (!conn.readPaused && conn.unread.length > 0 && this.connections.has(conn.id)) {
      const head = conn.unread[0];
      if (!head) break;
      const chunk = head.subarray(0, READ_CHUNK);
      if (head.length > READ_CHUNK) conn.unread[0] = head.subarray(READ_CHUNK);
      else conn.unread.shift();
      const result = pm.read_event(conn.descriptor, chunk);
      if (!(result instanceof this.ldk.Result_boolPeerHandleErrorZ_OK)) {
        this.drop(conn);
        return;
      }
      if (result.res) conn.readPaused = true;
    }
    if (conn.readPaused) conn.socket.pause();
    else conn.socket.resume();
    pm.process_events();
  }

  /** LDK said the connection is bad: close it and tell LDK it is gone. */
  private drop(conn: Connection): void {
    if (this.connections.delete(conn.id)) this.peerManager().socket_disconnected(conn.descriptor);
    conn.socket.destroy();
  }

  private remoteAddress(socket: Socket): Option_SocketAddressZ {
    const ip = socket.remoteAddress;
    const port = socket.remotePort;
    if (ip && port && isIPv4(ip)) {
      const bytes = Uint8Array.from(ip.split('.').map(Number));
      return this.ldk.Option_SocketAddressZ.constructor_some(this.ldk.SocketAddress.constructor_tcp_ip_v4(bytes, port));
    }
    return this.ldk.Option_SocketAddressZ.constructor_none();
  }
}
