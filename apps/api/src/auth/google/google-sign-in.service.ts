import { ErrorCode, validTimeZone } from '@retainly/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { UserEntity } from '@retainly/database';
import { UsersRepository } from '../../users/users.repository';
import { mayEnter } from '../login.service';
import { SessionsService } from '../sessions.service';
import { TrialStart } from '../trial-start';
import type { GoogleFlow } from './google-state-store';
import type { GoogleIdentity } from './google.strategy';

export type GoogleOutcome =
  { ok: true; sessionToken: string; redirectTo: string } | { ok: false; redirectTo: string };

const refuse = (error: string): GoogleOutcome => ({
  ok: false,
  redirectTo: `/login?error=${error}`,
});

/**
 * Google accounts are keyed by Google's subject id. An existing e-mail account is linked only
 * when Google says the address is verified; otherwise anyone could claim it by creating a
 * Google account with that address.
 */
@Injectable()
export class GoogleSignInService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: SessionsService,
    private readonly users: UsersRepository,
    private readonly trial: TrialStart,
  ) {}

  signIn(identity: GoogleIdentity, flow: GoogleFlow): Promise<GoogleOutcome> {
    return this.db.transaction(async (manager) => {
      const user = await this.findOrCreate(manager, identity, flow);
      if (!user)
        return refuse(identity.email ? ErrorCode.GoogleUnverified : ErrorCode.GoogleNoEmail);
      await this.trial.startIfNew(manager, user);
      if (!mayEnter(user)) return refuse(ErrorCode.NotApproved);
      const sessionToken = await this.sessions.create(user.id, manager);
      const questionsPending = !user.initialQuestionsCompleted;
      const redirectTo = flow.from === 'signup' && questionsPending ? '/initial-questions' : '/app';
      return { ok: true, sessionToken, redirectTo };
    });
  }

  private async findOrCreate(manager: EntityManager, identity: GoogleIdentity, flow: GoogleFlow) {
    const accounts = manager.getRepository(UserEntity);
    const bySubject = await accounts.findOneBy({ googleSubject: identity.subject });
    if (bySubject) return bySubject;
    if (!identity.email) return null;

    const byEmail = await accounts.findOneBy({ email: identity.email });
    if (byEmail) {
      if (!identity.emailVerified) return null;
      await this.users.linkGoogle(manager, byEmail.id, identity.subject);
      return this.users.get(byEmail.id, manager);
    }
    if (!identity.emailVerified) return null;
    const createdId = await this.users.createFromGoogle(manager, {
      email: identity.email,
      subject: identity.subject,
      fullName: identity.fullName,
      affiliateId: flow.affiliateId,
      timeZone: validTimeZone(flow.timeZone),
    });
    return this.users.get(createdId, manager);
  }
}
