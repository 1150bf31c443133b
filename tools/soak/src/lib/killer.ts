import { NodeProcess } from '@rln/sandbox';
import type { Rng } from './rng';
import { sleep, type NodeName, type SoakNode } from './soak-client';
import { SoakNetwork } from './soak-network';

export interface Kill {
  index: number;
  node: NodeName;
  pid: number | undefined;
  /** From the SIGKILL until the restarted node was ready again. */
  outageMs: number;
}

/** A node that did not come back: the soak cannot go on without it. */
export interface FailedRestart {
  index: number;
  node: NodeName;
  error: string;
  logPath: string;
}

export interface KillerOptions {
  kills: number;
  /** Mean pause between a node being back and the next kill (drawn from 0.5× to 1.5×). */
  intervalSecs: number;
  log: (line: string) => void;
}

/**
 * `kill -9` at random: waits a random pause, picks a node, SIGKILLs its process (no shutdown of
 * any kind runs), keeps it down a moment so that peers and clients notice, restarts it on the
 * same data directory, database and ports, and waits until it is ready before the next pause.
 */
export class Killer {
  readonly kills: Kill[] = [];
  failedRestart: FailedRestart | null = null;
  private stopped = false;

  constructor(
    private readonly network: SoakNetwork,
    private readonly rng: Rng,
    private readonly options: KillerOptions,
  ) {}

  async run(): Promise<Kill[]> {
    for (let i = 1; i <= this.options.kills && !this.stopped; i++) {
      const pauseMs = Math.round(this.options.intervalSecs * 1000 * (0.5 + this.rng.next()));
      const victim = this.rng.pick(this.network.list);
      const downMs = this.rng.int(0, 2000);
      await sleep(pauseMs);
      if (this.stopped) break;
      try {
        this.kills.push(await this.killAndRestart(i, victim, downMs));
      } catch (error) {
        this.failedRestart = { index: i, node: victim.name, error: (error as Error).message, logPath: victim.test.process.logPath };
        this.options.log(`kill ${i}/${this.options.kills}: ${victim.name} did not come back: ${(error as Error).message}`);
        break;
      }
    }
    return this.kills;
  }

  stop(): void {
    this.stopped = true;
  }

  private async killAndRestart(index: number, node: SoakNode, downMs: number): Promise<Kill> {
    const started = Date.now();
    const pid = node.test.process.pid;
    await node.test.process.stop('SIGKILL');
    this.options.log(`kill ${index}/${this.options.kills}: ${node.name} (pid ${pid}) SIGKILL; restarting in ${downMs} ms`);
    await sleep(downMs);
    await restart(node);
    const outageMs = Date.now() - started;
    this.options.log(`kill ${index}/${this.options.kills}: ${node.name} ready again after ${(outageMs / 1000).toFixed(1)} s`);
    return { index, node: node.name, pid, outageMs };
  }
}

/** The node again on its data directory, database and ports, ready. */
export async function restart(node: SoakNode): Promise<void> {
  node.test.process = new NodeProcess(node.test.process.options);
  await node.test.process.start(180_000);
  await SoakNetwork.ready(node);
}
