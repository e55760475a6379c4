import { ErrorCode, validTimeZone } from '@retainly/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { UserEntity } from '@retainly/database';
import { mayEnter } from '../login.service';
import { SessionsService } from '../sessions.service';
import { startTrialIfNew } from '../trial-start';
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
  ) {}

  signIn(identity: GoogleIdentity, flow: GoogleFlow): Promise<GoogleOutcome> {
    return this.db.transaction(async (manager) => {
      const user = await this.findOrCreate(manager, identity, flow);
      if (!user)
        return refuse(identity.email ? ErrorCode.GoogleUnverified : ErrorCode.GoogleNoEmail);
      await startTrialIfNew(manager, user);
      if (!mayEnter(user)) return refuse(ErrorCode.NotApproved);
      const sessionToken = await this.sessions.create(user.id, manager);
      const questionsPending = !user.initialQuestionsCompleted;
      const redirectTo = flow.from === 'signup' && questionsPending ? '/initial-questions' : '/app';
      return { ok: true, sessionToken, redirectTo };
    });
  }

  private async findOrCreate(manager: EntityManager, identity: GoogleIdentity, flow: GoogleFlow) {
    const users = manager.getRepository(UserEntity);
    const bySubject = await users.findOneBy({ googleSubject: identity.subject });
    if (bySubject) return bySubject;
    if (!identity.email) return null;

    const byEmail = await users.findOneBy({ email: identity.email });
    if (byEmail) {
      if (!identity.emailVerified) return null;
      await manager.query(
        `UPDATE retainly_users SET google_subject = $2,
           email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
         WHERE id = $1`,
        [byEmail.id, identity.subject],
      );
      return users.findOneByOrFail({ id: byEmail.id });
    }
    if (!identity.emailVerified) return null;
    const [created]: { id: string }[] = await manager.query(
      `INSERT INTO retainly_users (email, google_subject, email_confirmed_at, full_name, affiliate_id, time_zone)
       VALUES ($1, $2, now(), $3, $4, $5) RETURNING id`,
      [
        identity.email,
        identity.subject,
        identity.fullName,
        flow.affiliateId,
        validTimeZone(flow.timeZone),
      ],
    );
    return users.findOneByOrFail({ id: created.id });
  }
}
