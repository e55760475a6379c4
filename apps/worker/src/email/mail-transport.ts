import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '@retainly/config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
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
    await this.transporter.sendMail({ from: this.config.MAIL_FROM, ...mail });
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
  }
}
