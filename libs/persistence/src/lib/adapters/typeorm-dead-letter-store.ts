import type { DeadLetter, DeadLetterStore } from '@rln/events';
import { Database } from '../database';
import { EventDeadLetterEntity } from '../entities/event-dead-letter.entity';

export class TypeormDeadLetterStore implements DeadLetterStore {
  constructor(private readonly db: Database) {}

  async add(letter: DeadLetter): Promise<void> {
    await this.db.transaction((m) => m.insert(EventDeadLetterEntity, { ...letter, createdAt: new Date() }));
  }

  async count(): Promise<number> {
    return this.db.transaction((m) => m.count(EventDeadLetterEntity));
  }
}
