import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy, type Profile } from 'passport-google-oauth20';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { GoogleStateStore } from './google-state-store';

/** What Google told us about the person: its subject id is the account key. */
export interface GoogleIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  fullName: string | null;
}

@Injectable()
export class GoogleStrategy extends PassportStrategy(Strategy, 'google') {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({
      clientID: config.GOOGLE_CLIENT_ID ?? 'google-sign-in-not-configured',
      clientSecret: config.GOOGLE_CLIENT_SECRET ?? 'google-sign-in-not-configured',
      authorizationURL: config.GOOGLE_AUTH_URL,
      tokenURL: config.GOOGLE_TOKEN_URL,
      userProfileURL: config.GOOGLE_USERINFO_URL,
      callbackURL: `${config.APP_URL}/api/auth/google/callback`,
      scope: ['openid', 'email', 'profile'],
      store: new GoogleStateStore(
        config.APP_URL.startsWith('https:'),
        config.GOOGLE_CLIENT_SECRET ?? 'google-sign-in-not-configured',
      ) as never,
    });
  }

  validate(_accessToken: string, _refreshToken: string, profile: Profile): GoogleIdentity {
    const json = profile._json as {
      email?: string;
      email_verified?: boolean | string;
      name?: string;
    };
    return {
      subject: profile.id,
      email: json.email?.trim().toLowerCase() ?? null,
      emailVerified: json.email_verified === true || json.email_verified === 'true',
      fullName: json.name ?? profile.displayName ?? null,
    };
  }
}
