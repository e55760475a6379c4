import type { EntityManager } from 'typeorm';
import { appendEvents } from './outbox';

export interface EmailToQueue {
  to: string;
  subject: string;
  text: string;
  /** The HTML part, when the e-mail has one. */
  html?: string;
}

/** Queues an e-mail in the caller's transaction; the worker sends it once that commits. */
export async function queueEmail(manager: EntityManager, email: EmailToQueue): Promise<string> {
  const [row]: { id: string }[] = await manager.query(
    `INSERT INTO outbound_emails (to_address, subject, text_body, html_body)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [email.to, email.subject, email.text, email.html ?? null],
  );
  await appendEvents(manager, [{ type: 'EmailQueued', data: { email_id: row.id } }]);
  return row.id;
}
