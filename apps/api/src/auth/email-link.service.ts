import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import type { UserEntity } from '@retainly/database';
import { normalizeEmail } from '@retainly/domain';
import { UsersRepository } from '../users/users.repository';
import { emailLink } from './account-emails';
import { SignUpService } from './sign-up.service';
import { authError, MESSAGES } from './auth-errors';
import { consumeToken } from './one-time-tokens';
import { SessionsService } from './sessions.service';

/**
 * The landing page's e-mail-only sign-in for approved users. An address alone is never a
 * credential: it earns a 10-minute single-use link sent to that address.
 */
@Injectable()
export class EmailLinkService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly signUps: SignUpService,
    private readonly sessions: SessionsService,
    private readonly users: UsersRepository,
  ) {}

  async request(rawEmail: string): Promise<{ status: 'link_sent' }> {
    const email = normalizeEmail(rawEmail);
    if (!email) throw authError(HttpStatus.BAD_REQUEST, 'email_required', MESSAGES.emailRequired);
    const user = await this.signUps.findWithPassword(email);
    if (!user) {
      throw authError(HttpStatus.NOT_FOUND, 'account_not_found', MESSAGES.landingAccountNotFound);
    }
    if (user.approval !== 'YES') {
      throw authError(HttpStatus.FORBIDDEN, 'access_denied', MESSAGES.accessDenied);
    }
    await this.db.transaction((manager) =>
      emailLink(manager, this.config.APP_URL, { id: user.id, email }, 'sign_in_link'),
    );
    return { status: 'link_sent' };
  }

  /** Opening the link records the access and signs in (approval is checked again). */
  async open(token: string): Promise<{ sessionToken: string; user: UserEntity }> {
    return this.db.transaction(async (manager) => {
      const consumed = await consumeToken(manager, token, ['sign_in_link']);
      if (!consumed) throw authError(HttpStatus.BAD_REQUEST, 'invalid_link', MESSAGES.badLink);
      const user = await this.users.get(consumed.userId, manager);
      if (user.approval !== 'YES') {
        throw authError(HttpStatus.FORBIDDEN, 'access_denied', MESSAGES.accessDenied);
      }
      await this.users.recordAccess(manager, user.id);
      const sessionToken = await this.sessions.create(user.id, manager);
      return { sessionToken, user };
    });
  }
}
