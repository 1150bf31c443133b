import type { KvStore } from '@rln/core';

const NAMESPACE = 'node';
const KEY = 'node_id';

/**
 * The database belongs to one node: the first start records the seed's node id, and a start
 * with another seed is refused. Replicas each load the seed from their own data directory, so
 * one started with a missing or wrong seed file would otherwise run the engine with keys that
 * do not match the channels stored here.
 */
export async function checkNodeIdentity(kv: KvStore, nodeId: string, seedCreated: boolean): Promise<void> {
  const stored = await kv.get(NAMESPACE, KEY);
  if (stored === null) {
    await kv.put(NAMESPACE, KEY, Buffer.from(nodeId, 'utf8'), 0n).catch((err: unknown) => {
      // Another replica recorded it first: check against that one.
      if (!(err instanceof Error && err.name === 'VersionConflictError')) throw err;
    });
    const now = await kv.get(NAMESPACE, KEY);
    if (now && Buffer.from(now.value).toString('utf8') !== nodeId) throw mismatch(Buffer.from(now.value).toString('utf8'), nodeId, seedCreated);
    return;
  }
  const recorded = Buffer.from(stored.value).toString('utf8');
  if (recorded !== nodeId) throw mismatch(recorded, nodeId, seedCreated);
}

function mismatch(recorded: string, nodeId: string, seedCreated: boolean): Error {
  const why = seedCreated
    ? 'this data directory had no node_seed, so a new one was just created: copy the node seed file from the node (every replica needs the same seed) and remove the new one'
    : "this data directory's node_seed belongs to another node";
  return new Error(`the database belongs to node ${recorded}, not ${nodeId}: ${why} (docs/operations.md)`);
}
