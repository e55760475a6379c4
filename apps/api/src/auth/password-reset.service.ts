import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { normalizeEmail } from '@retainly/domain';
import { UsersRepository } from '../users/users.repository';
import { emailLink } from './account-emails';
import { acceptablePassword, SignUpService } from './sign-up.service';
import { authError, MESSAGES } from './auth-errors';
import {
  consumeToken,
  isLiveToken,
  PASSWORD_CHANGE_REVOKES,
  revokeTokens,
} from './one-time-tokens';
import { hashPassword } from './passwords';
import { SessionsService } from './sessions.service';

const badLink = () => authError(HttpStatus.BAD_REQUEST, 'invalid_link', MESSAGES.badResetLink);

/**
 * Password reset by e-mail: a 1-hour single-use link; success ends every session and every
 * unused reset, sign-in and set-password link.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly signUps: SignUpService,
    private readonly sessions: SessionsService,
    private readonly users: UsersRepository,
  ) {}

  /** Same answer whether or not the account exists, so it reveals nothing. */
  async request(rawEmail: string): Promise<{ message: string }> {
    const user = await this.signUps.findWithPassword(normalizeEmail(rawEmail));
    if (user) {
      await this.db.transaction((manager) =>
        emailLink(manager, this.config.APP_URL, user, 'reset_password'),
      );
    }
    return { message: MESSAGES.resetSent };
  }

  /** The reset page's 'Verifying' step: checks the link without spending it. */
  async verify(token: string): Promise<{ valid: true }> {
    if (!(await isLiveToken(this.db, token, 'reset_password'))) throw badLink();
    return { valid: true };
  }

  async complete(token: string, password: string, confirmPassword: string) {
    if (password !== confirmPassword) {
      throw authError(HttpStatus.BAD_REQUEST, 'passwords_differ', MESSAGES.passwordsDontMatch);
    }
    const passwordHash = await hashPassword(acceptablePassword(password));
    await this.db.transaction(async (manager) => {
      const consumed = await consumeToken(manager, token, ['reset_password']);
      if (!consumed) throw badLink();
      await this.users.setPassword(manager, consumed.userId, passwordHash);
      await this.sessions.revokeAllForUser(consumed.userId, manager);
      await revokeTokens(manager, consumed.userId, PASSWORD_CHANGE_REVOKES);
    });
    return { message: MESSAGES.passwordUpdated };
  }
}
