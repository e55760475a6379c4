import { OAuth2Server } from 'oauth2-mock-server';
import { startAccountsStack, type AccountsStack } from './accounts-stack';

export interface GooglePerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/** A local OAuth 2 / OpenID server (oauth2-mock-server) standing in for Google. */
export class GoogleMock {
  /** Who the next sign-in is. */
  person: GooglePerson = { sub: 'google-1' };

  private constructor(private readonly server: OAuth2Server) {
    server.service.on('beforeUserinfo', (response: { body: unknown }) => {
      response.body = this.person;
    });
  }

  static async start(): Promise<GoogleMock> {
    const server = new OAuth2Server();
    await server.issuer.keys.generate('RS256');
    await server.start(0, '127.0.0.1');
    return new GoogleMock(server);
  }

  get url(): string {
    return this.server.issuer.url!;
  }

  /** Config that points the api's Google strategy here. */
  config(): Record<string, string> {
    return {
      GOOGLE_CLIENT_ID: 'retainly-test-client',
      GOOGLE_CLIENT_SECRET: 'retainly-test-secret',
      GOOGLE_AUTH_URL: `${this.url}/authorize`,
      GOOGLE_TOKEN_URL: `${this.url}/token`,
      GOOGLE_USERINFO_URL: `${this.url}/userinfo`,
    };
  }

  stop(): Promise<void> {
    return this.server.stop();
  }
}

/**
 * Registers the hooks of a describe block: a GoogleMock (`stack.google`) and the accounts stack
 * with Google sign-in pointed at it. Both are filled in by the time the first test runs.
 */
export function useStackWithGoogle(): AccountsStack & { google: GoogleMock } {
  const stack = {} as AccountsStack & { google: GoogleMock };
  beforeAll(async () => {
    stack.google = await GoogleMock.start();
    Object.assign(stack, await startAccountsStack(stack.google.config()));
  });
  afterAll(async () => {
    await stack.close?.();
    await stack.google?.stop();
  });
  return stack;
}
