import { EventQueue, NODE_EVENT_TYPES, NodeEvent, NodeEventType } from '@rln/events';
import { IsNull } from 'typeorm';
import { Database } from '../database';
import { NodeEventEntity } from '../entities/node-event.entity';
import { UnstorableDataError } from '../unstorable-data';

export class TypeormEventQueue implements EventQueue {
  constructor(private readonly db: Database) {}

  async append(type: NodeEventType, data: Record<string, unknown>, dedupeKey?: string): Promise<NodeEvent | null> {
    requireJson(data);
    return this.db.transaction(async (m) => {
      if (dedupeKey !== undefined && (await m.existsBy(NodeEventEntity, { dedupeKey }))) return null;
      const row = await m.save(m.create(NodeEventEntity, { type, data, createdAt: new Date(), handledAt: null, dedupeKey: dedupeKey ?? null }));
      return toDomain(row);
    });
  }

  async oldestUnhandled(): Promise<NodeEvent | null> {
    const row = await this.db.single((m) => m.findOne(NodeEventEntity, { where: { handledAt: IsNull() }, order: { id: 'ASC' } }));
    return row ? toDomain(row) : null;
  }

  async markHandled(id: bigint): Promise<boolean> {
    const result = await this.db.transaction((m) =>
      m.update(NodeEventEntity, { id: id.toString(), handledAt: IsNull() }, { handledAt: new Date() }),
    );
    return (result.affected ?? 0) > 0;
  }

  async pruneCreatedBefore(cutoff: Date): Promise<number> {
    let pruned = 0;
    for (;;) {
      const count = await this.db.transaction(async (m) => {
        if (!m.queryRunner) throw new Error('event queue queries run inside Database.transaction');
        // Ids grow with time, so walking the primary key from the oldest finds the batch at once.
        const result = await m.queryRunner.query(
          `DELETE FROM node_event WHERE id IN (SELECT id FROM node_event WHERE created_at < $1 ORDER BY id LIMIT $2) RETURNING id`,
          [cutoff, PRUNE_BATCH],
          true,
        );
        return (result.records ?? []).length;
      });
      pruned += count;
      if (count < PRUNE_BATCH) return pruned;
    }
  }
}

/** Rows deleted per statement: a first prune of a large table never holds one long transaction. */
const PRUNE_BATCH = 5_000;

function toDomain(row: NodeEventEntity): NodeEvent {
  if (!(NODE_EVENT_TYPES as readonly string[]).includes(row.type)) throw new Error(`node_event ${row.id} has unknown type ${row.type}`);
  return { id: BigInt(row.id), type: row.type as NodeEventType, createdAt: row.createdAt, data: row.data };
}

/** Data that cannot become JSON would fail inside the driver on every retry: say so up front. */
function requireJson(data: Record<string, unknown>): void {
  try {
    JSON.stringify(data);
  } catch (error) {
    throw new UnstorableDataError(`event data cannot be written as JSON: ${(error as Error).message}`);
  }
}
