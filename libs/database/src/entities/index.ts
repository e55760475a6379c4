import { EventConsumptionEntity } from './event-consumption.entity';
import { OutboxEventEntity } from './outbox-event.entity';
import { UserEntity } from './user.entity';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';

export { EventConsumptionEntity, OutboxEventEntity, UserEntity, WebhookDeliveryEntity };
export type { Approval, LoginWith, Plan } from './user.entity';
export type { DeliveryOutcome } from './webhook-delivery.entity';

export const ENTITIES = [
  UserEntity,
  OutboxEventEntity,
  WebhookDeliveryEntity,
  EventConsumptionEntity,
];
