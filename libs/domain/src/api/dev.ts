/** The development mailbox (apps/api/src/dev): mounted outside production only. */

/** GET /api/dev/mailbox: the 50 newest outgoing e-mails. */
export interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string | null;
  /** The HTML part as sent; null for a text-only e-mail (or once erased). */
  html: string | null;
  status: string;
  /** ISO time. */
  createdAt: string;
}
