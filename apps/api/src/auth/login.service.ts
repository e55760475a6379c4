import { HttpStatus, Injectable } from '@nestjs/common';
import { isTrialExpired } from '@retainly/domain';
import type { UserEntity } from '@retainly/database';
import { AccountsService, validEmail } from './accounts.service';
import { authError, MESSAGES } from './auth-errors';
import { LoginAttempts } from './login-attempts';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { SessionsService } from './sessions.service';

/**
 * Approval YES, or a trial still running, may continue past login (spec §4 'Login'); so may an
 * operator, whose console does not depend on an agency's approval.
 */
export function mayEnter(user: UserEntity, now = new Date()): boolean {
  if (user.approval === 'YES' || user.role === 'operator') return true;
  return user.approval === 'TRIALING' && !isTrialExpired(user.trialEndsAt, now);
}

@Injectable()
export class LoginService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly attempts: LoginAttempts,
  ) {}

  /** Throws LoginLocked (429) while the address has too many failed attempts. */
  async login(
    rawEmail: string,
    password: string,
  ): Promise<{ sessionToken: string; user: UserEntity }> {
    const email = validEmail(rawEmail);
    const attempt = await this.attempts.begin(email);
    const user = await this.accounts.findWithPassword(email);
    // An unknown address counts like a wrong password, so a lock reveals nothing about accounts.
    if (!user) {
      await burnPasswordCheck(password);
      await attempt.failed();
      throw authError(HttpStatus.NOT_FOUND, 'account_not_found', MESSAGES.accountNotFound);
    }
    if (!user.passwordHash) {
      await attempt.succeeded(); // no password yet, so nothing was guessed
      throw authError(HttpStatus.CONFLICT, 'no_password', 'Create a password for your account.');
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      await attempt.failed();
      throw authError(HttpStatus.UNAUTHORIZED, 'invalid_credentials', MESSAGES.invalidCredentials);
    }
    await attempt.succeeded();
    if (!user.emailConfirmedAt) {
      await this.accounts.resendConfirmation(user);
      throw authError(HttpStatus.FORBIDDEN, 'email_not_confirmed', MESSAGES.emailNotConfirmed);
    }
    if (!mayEnter(user)) {
      throw authError(HttpStatus.FORBIDDEN, 'not_approved', MESSAGES.notApproved);
    }
    const sessionToken = await this.sessions.create(user.id);
    return { sessionToken, user };
  }
}
