import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type DeliveryOutcome = 'in_flight' | 'succeeded' | 'failed' | 'gone' | 'interrupted';

/**
 * One row per delivery attempt. An attempt whose worker died midway is closed as
 * 'interrupted' by the retry, which gets a row of its own.
 */
@Entity('webhook_deliveries')
@Index('webhook_deliveries_event', ['eventId', 'attempt'])
export class WebhookDeliveryEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @Column({ type: 'integer' })
  attempt: number;

  @Column({ type: 'text' })
  url: string;

  @Column({ type: 'text', default: 'in_flight' })
  outcome: DeliveryOutcome;

  @Column({ name: 'status_code', type: 'integer', nullable: true })
  statusCode: number | null;

  @Column({ name: 'duration_ms', type: 'integer', nullable: true })
  durationMs: number | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ name: 'started_at', type: 'timestamptz', default: () => 'now()' })
  startedAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
