import type { LeaseHolder } from '@rln/persistence';

/** `single`: the process is the whole node. With the engine lease: `holder` runs the engine, a `follower` forwards to it. */
export type ReplicaRole = 'single' | 'holder' | 'follower';

/** What HTTP needs to know of this replica: whether to serve or forward, and to whom. */
export interface ReplicaView {
  readonly replicaId: string;
  role(): ReplicaRole;
  /** The replica holding a live lease (this one when holding), or null when none does. */
  holder(): LeaseHolder | null;
}

/** A node run as one process (RLN_REPLICA_MODE=single): it serves everything itself. */
export function singleProcess(replicaId: string): ReplicaView {
  return { replicaId, role: () => 'single', holder: () => null };
}
