import { Controller, Get } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { MailboxEntry } from '@retainly/domain';

/**
 * The development mailbox: recent outgoing e-mails, so sign-up and reset links work on a laptop
 * without a mail server. Only mounted outside production (see AppModule).
 */
@ApiExcludeController()
@Controller('api/dev/mailbox')
export class DevMailboxController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  list(): Promise<MailboxEntry[]> {
    return this.db.query(
      `SELECT id, to_address AS "to", subject, text_body AS "text",
              html_body AS "html", status, created_at AS "createdAt"
       FROM outbound_emails ORDER BY created_at DESC LIMIT 50`,
    );
  }
}
