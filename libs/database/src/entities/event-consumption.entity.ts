import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A consumer's final outcome for one event: the idempotency key processors check first. */
@Entity('event_consumptions')
export class EventConsumptionEntity {
  @PrimaryColumn({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @PrimaryColumn({ type: 'text' })
  consumer: string;

  @Column({ type: 'text' })
  outcome: 'succeeded' | 'gave_up';

  @Column({ name: 'finished_at', type: 'timestamptz', default: () => 'now()' })
  finishedAt: Date;
}
