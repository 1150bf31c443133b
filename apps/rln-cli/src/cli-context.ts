import { InvalidArgumentError } from 'commander';
import { createNodeClient, type NodeClient } from '@rln/client';
import { UsageError } from './cli-errors';
import { escapeControls, escapeControlsKeepingLines, escapeJsonText } from './format';
import { isPlainHttpElsewhere, parseBaseUrl } from './parse';

/** The node's default HTTP port (RLN_HTTP_PORT, docs/configuration.md); the sandbox's alice is 3001. */
export const DEFAULT_URL = 'http://127.0.0.1:3000';

/** What the command line touches outside itself, so tests can run it in-process. */
export interface CliIo {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly readFile: (path: string) => string;
  readonly fetch?: typeof globalThis.fetch;
  /**
   * Calls `listener` when the operator interrupts the run (SIGINT, SIGTERM); returns how to stop
   * listening. Without it a run cannot be interrupted cleanly (tests give their own).
   */
  readonly onInterrupt?: (listener: () => void) => () => void;
}

/** What a run has set going that an interrupt leaves unknown: the Idempotency-Key sent, the payment followed. */
export interface InFlight {
  key?: string;
  paymentId?: string;
}

/** The program's own options, given before or after the command. */
export interface GlobalOptions {
  readonly url?: string;
  readonly token?: string;
  readonly tokenFile?: string;
  readonly json?: boolean;
}

export interface Connection {
  readonly baseUrl: string;
  readonly token?: string;
}

/**
 * Where to connect and with which token: `--url`, else RLN_URL, else DEFAULT_URL; `--token`, else
 * `--token-file`, else RLN_TOKEN, else RLN_TOKEN_FILE (the file's first line).
 */
export function resolveConnection(options: GlobalOptions, env: CliIo['env'], readFile: CliIo['readFile']): Connection {
  const baseUrl = options.url ?? (env['RLN_URL'] ? fromEnv('RLN_URL', env['RLN_URL']) : DEFAULT_URL);
  if (options.token !== undefined && options.tokenFile !== undefined) throw new UsageError('give either --token or --token-file, not both');
  const token = options.token ?? (options.tokenFile !== undefined ? tokenFrom(options.tokenFile, readFile) : undefined) ?? nonEmpty(env['RLN_TOKEN']) ?? (env['RLN_TOKEN_FILE'] ? tokenFrom(env['RLN_TOKEN_FILE'], readFile) : undefined);
  return token === undefined ? { baseUrl } : { baseUrl, token };
}

function fromEnv(name: string, value: string): string {
  try {
    return parseBaseUrl(value);
  } catch (error) {
    if (error instanceof InvalidArgumentError) throw new UsageError(`${name}: ${error.message}`);
    throw error;
  }
}

function tokenFrom(path: string, readFile: CliIo['readFile']): string {
  let text: string;
  try {
    text = readFile(path);
  } catch (error) {
    throw new UsageError(`cannot read the token file ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const token = text.split(/\r?\n/)[0]?.trim();
  if (!token) throw new UsageError(`the token file ${path} is empty`);
  return token;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value?.trim() ? value.trim() : undefined;
}

/** What every command gets: the connection (resolved when first used), the client and output. */
export class CliContext {
  private resolved?: { connection: Connection; client: NodeClient };
  private readonly inFlight: InFlight = {};

  constructor(
    readonly io: CliIo,
    private readonly globals: () => GlobalOptions,
  ) {}

  get json(): boolean {
    return this.globals().json === true;
  }

  /** The connection, or undefined when it was never resolved (no request made). */
  get connectionIfResolved(): Connection | undefined {
    return this.resolved?.connection;
  }

  /** The node's URL and token, resolved at first use (so `--help` never needs them). */
  get connection(): Connection {
    return this.connect().connection;
  }

  get api(): NodeClient {
    return this.connect().client;
  }

  /** Resolves the connection now (a usage error in it comes before anything is printed or sent). */
  connect(): { connection: Connection; client: NodeClient } {
    if (!this.resolved) {
      const connection = resolveConnection(this.globals(), this.io.env, this.io.readFile);
      if (connection.token !== undefined && isPlainHttpElsewhere(connection.baseUrl)) {
        this.io.stderr(`warning: the API token goes over plain http:// to ${new URL(connection.baseUrl).host}, which is not this machine: anyone on the way can read it (use https:// or an SSH tunnel)\n`);
      }
      const client = createNodeClient({ ...connection, ...(this.io.fetch ? { fetch: this.io.fetch } : {}) });
      this.resolved = { connection, client };
    }
    return this.resolved;
  }

  /**
   * `--json`: the node's JSON, the same value as it came, with what a terminal would act on
   * written as \u escapes (escapeJsonText; JSON.stringify does C0); no body is `null`.
   * Otherwise the human view, with control characters escaped (escapeControls) wherever it got them.
   */
  print(data: unknown, human: () => string): void {
    this.io.stdout(this.json ? `${escapeJsonText(JSON.stringify(data ?? null, null, 2))}\n` : escapeControlsKeepingLines(human()));
  }

  /** Notes what is in flight, for the line an interrupt prints (interruptedLine). */
  track(what: InFlight): void {
    Object.assign(this.inFlight, what);
  }

  /**
   * What an interrupt (SIGINT, SIGTERM) leaves: `interrupted: outcome unknown; key K, payment id
   * X; rln payments wait X`, or with only a key how to learn the outcome with it.
   */
  interruptedLine(): string {
    const { key, paymentId } = this.inFlight;
    const ids = [key === undefined ? undefined : `key ${key}`, paymentId === undefined ? undefined : `payment id ${paymentId}`].filter(Boolean).join(', ');
    const next = paymentId !== undefined ? `rln payments wait ${paymentId}` : key !== undefined ? `run the same command again with --idempotency-key ${key} and the same token and --url to get it` : undefined;
    return ['interrupted: outcome unknown', ids || undefined, next].filter(Boolean).join('; ');
  }

  /** A line for the operator on stderr (stdout stays the result, for pipes); human output only. */
  note(text: string): void {
    if (!this.json) this.warn(text);
  }

  /** One line on stderr, with --json too, its control characters (newlines too) escaped. */
  warn(text: string): void {
    this.io.stderr(`${escapeControls(text)}\n`);
  }
}
