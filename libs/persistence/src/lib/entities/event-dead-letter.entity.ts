import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An event that can never be stored, set aside (libs/events DeadLetter). */
@Entity({ name: 'event_dead_letter' })
export class EventDeadLetterEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'text' })
  source!: string;

  @Column({ type: 'text' })
  type!: string;

  @Column({ type: 'text' })
  payload!: string;

  @Column({ type: 'text' })
  error!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
