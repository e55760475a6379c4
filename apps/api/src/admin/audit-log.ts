import type { EntityManager } from 'typeorm';
import type { UserEntity } from '@retainly/database';

export interface AuditEntry {
  action: string;
  targetType: 'account' | 'video' | 'site_media' | 'webhook_event' | 'translation';
  targetId: string;
  before: unknown;
  after: unknown;
}

/** Who did what, when, before and after: written in the same transaction as the change. */
export async function recordAudit(
  manager: EntityManager,
  operator: Pick<UserEntity, 'id' | 'email'>,
  entry: AuditEntry,
): Promise<void> {
  await manager.query(
    `INSERT INTO operator_audit_log
       (operator_id, operator_email, action, target_type, target_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      operator.id,
      operator.email,
      entry.action,
      entry.targetType,
      entry.targetId,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}
