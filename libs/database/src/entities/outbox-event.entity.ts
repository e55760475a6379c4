import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { DomainEventType } from '@retainly/events';

/** A domain event written in the same transaction as the change it describes. */
@Entity('outbox_events')
@Index('outbox_events_unpublished', ['position'], { where: 'published_at IS NULL' })
export class OutboxEventEntity {
  @PrimaryColumn('uuid')
  id: string;

  /** Commit order for the relay; bigint arrives as a string from pg. */
  @Column({ type: 'bigint', generated: 'increment', unique: true })
  position: string;

  @Column({ type: 'text' })
  type: DomainEventType;

  @Column({ type: 'jsonb' })
  data: Record<string, unknown>;

  @Column({ name: 'occurred_at', type: 'timestamptz', default: () => 'now()' })
  occurredAt: Date;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  /** How many times operators have replayed it; the relay then delivers the webhook only. */
  @Column({ type: 'integer', default: 0 })
  replays: number;
}
