import { type Server, type Socket, connect, createServer } from 'node:net';

/** One client connection through the relay, as the relay saw it. */
export interface RelayedConnection {
  readonly id: number;
  readonly openedAt: number;
  closedAt: number | null;
  /** Each chunk the client sent (its time, by Date.now(), and size). */
  readonly fromClient: Array<{ at: number; bytes: number }>;
}

/**
 * A TCP relay in front of a listener that records what each client sent and when: an observer
 * outside the node processes (used to show that a fenced replica sends its peers nothing).
 */
export class TcpRelay {
  readonly connections: RelayedConnection[] = [];
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpRelay> {
    let relay: TcpRelay | null = null;
    const server = createServer((client) => relay?.accept(client, target));
    const port = await new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
    relay = new TcpRelay(server, port);
    return relay;
  }

  /** Bytes clients sent on connections opened before `openedBefore`, after `after`. */
  bytesSent(options: { openedBefore: number; after: number }): number {
    return this.connections
      .filter((c) => c.openedAt < options.openedBefore)
      .flatMap((c) => c.fromClient)
      .filter((chunk) => chunk.at > options.after)
      .reduce((sum, chunk) => sum + chunk.bytes, 0);
  }

  /** Connections opened before `time` and still open (or open at `time`). */
  openAt(time: number): RelayedConnection[] {
    return this.connections.filter((c) => c.openedAt < time && (c.closedAt === null || c.closedAt > time));
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket, target: { host: string; port: number }): void {
    const record: RelayedConnection = { id: this.connections.length, openedAt: Date.now(), closedAt: null, fromClient: [] };
    this.connections.push(record);
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => {
        this.sockets.delete(socket);
        record.closedAt ??= Date.now();
        client.destroy();
        upstream.destroy();
      });
      socket.on('error', () => socket.destroy());
    }
    client.on('data', (chunk: Buffer) => {
      record.fromClient.push({ at: Date.now(), bytes: chunk.length });
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
  }
}
