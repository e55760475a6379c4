import { BadRequestException, GoneException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { queueEmail } from '@retainly/database';
import {
  CODE_REFUSED_MESSAGE,
  CODE_SENT_MESSAGE,
  isEmailShaped,
  normalizeEmail,
  signInCodeOf,
  SIGN_IN_LINK_GONE,
  type PortalCodeSent,
  type PortalSession,
} from '@retainly/domain';
import type { VersionOwner } from './portal-access';
import {
  PortalClientsRepository,
  type ClientSignIn,
  type SignedInClient,
} from './portal-clients.repository';
import { PortalCodeLimits } from './portal-code-limits';
import { PortalDeviceSessionsRepository } from './portal-device-sessions.repository';
import { PortalSessionIssuer } from './portal-session-issuer';
import { signInCodeEmail } from './sign-in-code-email';
import {
  PortalSignInCodesRepository,
  type CodeRequest,
  type ProvenAddress,
} from './portal-sign-in-codes.repository';

/** A session and the device session of the device that just proved the address. */
export interface VerifiedSignIn {
  session: PortalSession;
  deviceToken: string;
}

interface Opened {
  token: string;
  client: SignedInClient;
}

export const INVALID_EMAIL = 'Please enter a valid e-mail address';

/**
 * Sign-in on a verified version (issue #32): an address is taken only from a device that proved
 * it, by its device session; any other device gets a code and a link by e-mail. The answer is
 * the same for every address, known or not, so it says nothing about who is a client.
 */
@Injectable()
export class PortalIdentityService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly codes: PortalSignInCodesRepository,
    private readonly devices: PortalDeviceSessionsRepository,
    private readonly clients: PortalClientsRepository,
    private readonly limits: PortalCodeLimits,
    private readonly sessions: PortalSessionIssuer,
  ) {}

  /** The typed address: signed in by this device's session, or a code e-mailed. */
  async signIn(
    versionId: string,
    owner: VersionOwner,
    request: Omit<CodeRequest, 'versionId' | 'email'> & { email: string | undefined },
    deviceToken: string | undefined,
  ): Promise<PortalSession | PortalCodeSent> {
    const email = validEmail(request.email);
    const signIn = { ...request, versionId, email };
    if (deviceToken && deviceToken.length <= 100) {
      const opened = await this.db.transaction(async (manager) => {
        if (!(await this.devices.use(manager, deviceToken, versionId, email))) return undefined;
        return this.open(manager, signIn);
      });
      if (opened) return this.sessions.sessionOf(opened.token, opened.client);
    }
    await this.limits.send(versionId, email);
    await this.db.transaction(async (manager) => {
      const issued = await this.codes.issue(manager, signIn);
      const mail = signInCodeEmail(
        this.config.APP_URL,
        email,
        owner.agency_name,
        versionId,
        issued,
        signIn.language ?? owner.language,
      );
      await queueEmail(manager, mail);
    });
    return { codeSent: true, message: CODE_SENT_MESSAGE };
  }

  /** The e-mailed code typed in: a session and a device session, or 400 / 429. */
  async signInWithCode(
    versionId: string,
    typedEmail: string,
    typedCode: string,
  ): Promise<VerifiedSignIn> {
    const email = validEmail(typedEmail);
    const attempt = await this.limits.guess(versionId, email);
    try {
      const code = signInCodeOf(typedCode);
      const signedIn = await this.db.transaction(async (manager) => {
        const check = code ? await this.codes.check(manager, versionId, email, code) : undefined;
        return check?.ok ? this.prove(manager, check.address) : undefined;
      });
      if (!signedIn) {
        await attempt.failed();
        throw new BadRequestException(CODE_REFUSED_MESSAGE);
      }
      await attempt.succeeded();
      return this.answer(signedIn);
    } finally {
      await attempt.end();
    }
  }

  /** The e-mail's one-click link: single-use; a used or expired one answers 410. */
  async signInWithLink(versionId: string, linkToken: string): Promise<VerifiedSignIn> {
    const signedIn = await this.db.transaction(async (manager) => {
      const address = await this.codes.consumeLink(manager, versionId, linkToken);
      return address && this.prove(manager, address);
    });
    if (!signedIn) throw new GoneException(SIGN_IN_LINK_GONE);
    return this.answer(signedIn);
  }

  /** Signing out on a device ends its device session: the next person there needs a code. */
  async signOutDevice(deviceToken: string | undefined): Promise<void> {
    if (!deviceToken || deviceToken.length > 100) return;
    await this.devices.revoke(this.db.manager, deviceToken);
  }

  /** The address is proven: the client (created now if new) is verified, with a device session. */
  private async prove(manager: EntityManager, address: ProvenAddress) {
    const opened = await this.open(manager, address);
    await this.clients.markIdentityVerified(manager, opened.client.id);
    return { ...opened, deviceToken: await this.devices.create(manager, opened.client.id) };
  }

  private async answer(proven: Opened & { deviceToken: string }): Promise<VerifiedSignIn> {
    const session = await this.sessions.sessionOf(proven.token, proven.client);
    return { session, deviceToken: proven.deviceToken };
  }

  private async open(manager: EntityManager, request: CodeRequest): Promise<Opened> {
    const client = await this.clients.signIn(manager, clientSignIn(request));
    return { token: await this.sessions.issueToken(manager, client.id), client };
  }
}
function validEmail(typed: string | undefined): string {
  const email = typed ? normalizeEmail(typed) : '';
  if (!isEmailShaped(email)) throw new BadRequestException(INVALID_EMAIL);
  return email;
}

/** On a verified version the address is the identity, whatever the agency tracks. */
const clientSignIn = (request: CodeRequest): ClientSignIn => ({
  versionId: request.versionId,
  name: request.name,
  email: request.email,
  identity: request.email,
  timeZone: request.timeZone,
  language: request.language,
});
