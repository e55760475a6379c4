import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { UserEntity } from '@retainly/database';
import {
  isEmailShaped,
  normalizeEmail,
  passwordProblem,
  validTimeZone,
  type AccountStatus,
} from '@retainly/domain';
import { UsersRepository } from '../users/users.repository';
import { emailLink } from './account-emails';
import { authError, MESSAGES } from './auth-errors';
import type { SignUpDto } from './dto/auth.dto';
import {
  consumeToken,
  PASSWORD_CHANGE_REVOKES,
  pendingPasswordHash,
  revokeTokens,
} from './one-time-tokens';
import { hashPassword } from './passwords';
import { SessionsService } from './sessions.service';
import { TrialStart } from './trial-start';

export function validEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!isEmailShaped(email))
    throw authError(HttpStatus.BAD_REQUEST, 'invalid_email', MESSAGES.invalidEmail);
  return email;
}

export function acceptablePassword(password: string): string {
  const problem = passwordProblem(password);
  if (problem) throw authError(HttpStatus.BAD_REQUEST, 'weak_password', problem);
  return password;
}

/** Sign-up and e-mail confirmation (spec §4 'Sign-up'). */
@Injectable()
export class SignUpService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: SessionsService,
    private readonly users: UsersRepository,
    private readonly trial: TrialStart,
  ) {}

  async status(rawEmail: string): Promise<AccountStatus> {
    const user = await this.findWithPassword(validEmail(rawEmail));
    return { exists: Boolean(user), hasPassword: Boolean(user?.passwordHash) };
  }

  /**
   * No account: create it and e-mail a confirmation link. Account without a password: e-mail a
   * link that sets it (knowing an address must never be enough to take the account over).
   */
  async signUp(input: SignUpDto): Promise<{ status: 'check_email' }> {
    const email = validEmail(input.email);
    const passwordHash = await hashPassword(acceptablePassword(input.password));
    const existing = await this.findWithPassword(email);
    if (existing?.passwordHash) {
      throw authError(HttpStatus.CONFLICT, 'account_exists', MESSAGES.accountExists);
    }
    await this.db.transaction(async (manager) => {
      if (existing) {
        const user = { id: existing.id, email };
        await emailLink(manager, this.config.APP_URL, user, 'set_password', passwordHash);
        return;
      }
      const userId = await this.users.createWithPassword(manager, {
        email,
        passwordHash,
        affiliateId: input.affiliateId ?? null,
        timeZone: validTimeZone(input.timeZone),
      });
      await emailLink(manager, this.config.APP_URL, { id: userId, email }, 'confirm_email');
    });
    return { status: 'check_email' };
  }

  /**
   * The check-your-e-mail view's Resend: a fresh link for what the last sign-up started (confirm
   * the address, or set the password it chose). The answer is the same whatever the account's
   * state, and an address that has nothing pending gets no e-mail.
   */
  async resendSignUpLink(rawEmail: string): Promise<{ status: 'check_email' }> {
    const user = await this.findWithPassword(validEmail(rawEmail));
    if (user?.passwordHash && !user.emailConfirmedAt) await this.resendConfirmation(user);
    else if (user && !user.passwordHash) await this.resendSetPassword(user);
    return { status: 'check_email' };
  }

  /** A new set-password link carrying the password of the newest live one, if any. */
  private async resendSetPassword(user: UserEntity): Promise<void> {
    await this.db.transaction(async (manager) => {
      const pending = await pendingPasswordHash(manager, user.id);
      if (pending === undefined) return;
      await emailLink(manager, this.config.APP_URL, user, 'set_password', pending);
    });
  }

  /** Re-sends the confirmation link to an unconfirmed account (login, and Resend). */
  async resendConfirmation(user: UserEntity): Promise<void> {
    await this.db.transaction((manager) =>
      emailLink(manager, this.config.APP_URL, user, 'confirm_email'),
    );
  }

  /** Opens a confirmation or set-password link: confirms, starts the trial, signs in. */
  async confirm(token: string): Promise<{ sessionToken: string; user: UserEntity }> {
    return this.db.transaction(async (manager) => {
      const consumed = await consumeToken(manager, token, ['confirm_email', 'set_password']);
      if (!consumed) throw authError(HttpStatus.BAD_REQUEST, 'invalid_link', MESSAGES.badLink);
      await this.users.markEmailConfirmed(manager, consumed.userId, consumed.pendingPasswordHash);
      if (consumed.pendingPasswordHash) {
        await revokeTokens(manager, consumed.userId, PASSWORD_CHANGE_REVOKES);
      }
      const user = await this.users.get(consumed.userId, manager);
      await this.trial.startIfNew(manager, user);
      const sessionToken = await this.sessions.create(user.id, manager);
      return { sessionToken, user };
    });
  }

  findWithPassword(email: string): Promise<UserEntity | null> {
    return this.db
      .getRepository(UserEntity)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email })
      .getOne();
  }
}
