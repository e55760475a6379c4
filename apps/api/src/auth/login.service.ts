import { HttpStatus, Injectable } from '@nestjs/common';
import { ErrorCode, isTrialExpired } from '@retainly/domain';
import type { UserEntity } from '@retainly/database';
import { SignUpService, validEmail } from './sign-up.service';
import { authError, MESSAGES } from './auth-errors';
import { type LoginAttempt, LoginAttempts } from './login-attempts';
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
    private readonly signUps: SignUpService,
    private readonly sessions: SessionsService,
    private readonly attempts: LoginAttempts,
  ) {}

  /** Throws LoginLocked (429) while the address has too many failed attempts from `ip`, or at all. */
  async login(
    rawEmail: string,
    password: string,
    ip: string,
  ): Promise<{ sessionToken: string; user: UserEntity }> {
    const email = validEmail(rawEmail);
    const attempt = await this.attempts.begin(email, ip);
    let user: UserEntity;
    try {
      user = await this.checkPassword(email, password, attempt);
    } finally {
      await attempt.end(); // gives back an attempt whose check threw before its outcome was known
    }
    if (!user.emailConfirmedAt) {
      await this.signUps.resendConfirmation(user);
      throw authError(HttpStatus.FORBIDDEN, 'email_not_confirmed', MESSAGES.emailNotConfirmed);
    }
    if (!mayEnter(user)) {
      throw authError(HttpStatus.FORBIDDEN, ErrorCode.NotApproved, MESSAGES.notApproved);
    }
    const sessionToken = await this.sessions.create(user.id);
    return { sessionToken, user };
  }

  /** The user whose password `password` is; settles `attempt` once the outcome is known. */
  private async checkPassword(
    email: string,
    password: string,
    attempt: LoginAttempt,
  ): Promise<UserEntity> {
    const user = await this.signUps.findWithPassword(email);
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
    return user;
  }
}
