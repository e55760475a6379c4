import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '@retainly/config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A display name for MAIL_FROM's address: an agency's e-mails go out in its own name. */
  fromName?: string;
  replyTo?: string;
  /** Extra headers, such as List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

/** MAIL_FROM's address under another display name (`Name <address>` or a bare address). */
export function fromWithName(mailFrom: string, name: string): { name: string; address: string } {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return { name: name.replace(/["<>\r\n]/g, '').slice(0, 120), address };
}

/**
 * nodemailer over SMTP_URL. Without SMTP_URL (never in production: config refuses it) a mail
 * is only logged; the development mailbox page reads it from PostgreSQL.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly logger = new Logger(MailTransport.name);
  private readonly transporter?: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.SMTP_URL) this.transporter = createTransport(config.SMTP_URL);
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.transporter) {
      this.logger.log({ to: mail.to, subject: mail.subject }, 'e-mail kept in the dev mailbox');
      return;
    }
    const { fromName, ...message } = mail;
    const from = fromName ? fromWithName(this.config.MAIL_FROM, fromName) : this.config.MAIL_FROM;
    await this.transporter.sendMail({ ...message, from });
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
  }
}
