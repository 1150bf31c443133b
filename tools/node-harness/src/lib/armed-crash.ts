import { readFileSync } from 'node:fs';
import type { TestNode } from './regtest-node-env';

/** A node process armed with RLN_CRASH_AT: proves it died by its own SIGKILL at that point. */
export class ArmedCrash {
  private readonly marksBefore: number;

  constructor(
    private readonly node: TestNode,
    readonly point: string,
  ) {
    this.marksBefore = this.marks();
  }

  async crashed(timeoutMs = 120_000): Promise<void> {
    const exit = await this.node.process.waitForExit(timeoutMs);
    if (exit.signal !== 'SIGKILL' || this.marks() !== this.marksBefore + 1) {
      throw new Error(`${this.node.process.options.name} ended with ${JSON.stringify(exit)}, not at crash point ${this.point}; see ${this.node.process.logPath}`);
    }
  }

  /** The node's log is appended across restarts: count its lines for this point. */
  private marks(): number {
    let log = '';
    try {
      log = readFileSync(this.node.process.logPath, 'utf8');
    } catch {
      return 0;
    }
    return log.split(`crash point ${this.point}: SIGKILL`).length - 1;
  }
}
