import { NodeNotReadyError } from '@rln/core';
import type { Logger } from 'pino';

/** How long stop() waits for a start attempt or background run under way. */
const STOP_WAIT_MS = 15_000;

/** One component's line in /readyz. */
export interface ComponentReadiness {
  readonly ok: boolean;
  readonly detail?: string;
  readonly hint?: string;
}

/** How one component (wallet, Lightning engine, RGB engine) comes up, stays up and goes down. */
export interface ComponentLifecycle<T> {
  /** Names it in the log ("lightning engine"). */
  name: string;
  /** Brings the component up; throws while a dependency does not answer (then it is retried). */
  start(): Promise<T>;
  /** Every `retryMs` until `start` succeeds. */
  retryMs: number;
  /** Called by `stop()` with the component, or null when none started (to free what attempts opened); also for a start that finishes after `stop()`. */
  stop?(value: T | null): Promise<void> | void;
  /** Background work once up (e.g. the wallet's chain sync), every `everyMs`; a failure is logged, the component stays up. */
  every?: { ms: number; run(value: T): Promise<void> };
  /** False when the component went down by itself after starting. */
  isRunning?(value: T): boolean;
  /** What /readyz says of a running component. */
  describe?(value: T): string;
  /** NodeNotReady's message and hint (the last start error is appended to the hint). */
  notReady: NotReadyText;
  logger: Logger;
}

export interface NotReadyText {
  readonly message: string;
  readonly hint: string;
}

/** Why the node runs without a component: NodeNotReady's text, and what /readyz says (ok). */
export interface OffText extends NotReadyText {
  readonly detail: string;
}

/**
 * Holds one long-lived component: starts it in the background, retrying until its dependency
 * answers; hands it out once up (`ready()`, NodeNotReady before); reports it for /readyz; and
 * stops it. The composition root (NodeRuntime) owns every timer of the node this way, so the
 * domain libraries hold none.
 */
export class ComponentRuntime<T> {
  private value: T | null = null;
  private lastError: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** The start attempt or background run under way, which stop() lets finish first. */
  private inFlight: Promise<void> | null = null;

  constructor(
    private readonly lifecycle: ComponentLifecycle<T>,
    /** Set when the node runs without this component by configuration: never started, not required for readiness. */
    private readonly offText: OffText | null = null,
  ) {}

  /** A component this node runs without (e.g. RGB without an indexer): every use is NodeNotReady with `why`. */
  static off<T>(name: string, why: OffText, logger: Logger): ComponentRuntime<T> {
    const never = (): Promise<T> => Promise.reject(new Error(`${name} is off`));
    return new ComponentRuntime<T>({ name, start: never, retryMs: 0, notReady: why, logger }, why);
  }

  /** Resolves after the first attempt (and the first background run when it succeeds). */
  async start(): Promise<void> {
    if (this.offText) {
      this.lifecycle.logger.info(this.offText.detail);
      return;
    }
    await this.track(this.attempt());
  }

  /** The component once up; NodeNotReady before. */
  ready(): T {
    if (this.value === null || !this.isRunning(this.value)) {
      const { message, hint } = this.lifecycle.notReady;
      throw new NodeNotReadyError(message, this.lastError ? `${hint} Last error: ${this.lastError}` : hint);
    }
    return this.value;
  }

  /** False when the node runs without this component by configuration. */
  isConfigured(): boolean {
    return this.offText === null;
  }

  /** The component if it started, running or not. */
  current(): T | null {
    return this.value;
  }

  readiness(): ComponentReadiness {
    if (this.offText) return { ok: true, detail: this.offText.detail };
    if (this.value !== null && this.isRunning(this.value)) {
      const detail = this.lifecycle.describe?.(this.value);
      return detail === undefined ? { ok: true } : { ok: true, detail };
    }
    const { message, hint } = this.lifecycle.notReady;
    return { ok: false, detail: this.lastError ? `${message}: ${this.lastError}` : message, hint };
  }

  /**
   * Stops the component after the attempt or background run under way (bounded, so a hung
   * dependency cannot hold the node's shutdown); ready() answers NodeNotReady from then on.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.inFlight) {
      let bound: NodeJS.Timeout | undefined;
      await Promise.race([this.inFlight, new Promise<void>((resolve) => (bound = setTimeout(resolve, STOP_WAIT_MS)))]);
      clearTimeout(bound);
    }
    const value = this.value;
    this.value = null;
    await this.lifecycle.stop?.(value);
  }

  private isRunning(value: T): boolean {
    return this.lifecycle.isRunning?.(value) ?? true;
  }

  private async attempt(): Promise<void> {
    if (this.stopped) return;
    try {
      const value = await this.lifecycle.start();
      if (this.stopped) {
        await this.lifecycle.stop?.(value);
        return;
      }
      this.value = value;
      this.lastError = null;
    } catch (error) {
      this.failed(error, 'did not start; retrying');
      this.schedule(() => this.attempt(), this.lifecycle.retryMs);
      return;
    }
    await this.runInBackground();
  }

  private async runInBackground(): Promise<void> {
    const every = this.lifecycle.every;
    if (!every || this.stopped || this.value === null) return;
    try {
      await every.run(this.value);
      this.lastError = null;
    } catch (error) {
      this.failed(error, 'background run failed; retrying');
    }
    this.schedule(() => this.runInBackground(), every.ms);
  }

  private track(work: Promise<void>): Promise<void> {
    this.inFlight = work;
    void work.finally(() => {
      if (this.inFlight === work) this.inFlight = null;
    });
    return work;
  }

  private failed(error: unknown, what: string): void {
    const message = error instanceof Error ? error.message : String(error);
    if (message !== this.lastError) this.lifecycle.logger.warn({ err: message }, `${this.lifecycle.name} ${what}`);
    this.lastError = message;
  }

  private schedule(next: () => Promise<void>, ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.track(next()), ms);
    this.timer.unref();
  }
}
