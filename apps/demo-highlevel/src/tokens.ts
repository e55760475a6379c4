import { opaqueToken } from './ids';

/** Who a token speaks for. */
export interface Grant {
  clientId: string;
  userType: 'Company' | 'Location';
  companyId: string;
  /** Location tokens only. */
  locationId?: string;
  userId: string;
  /** Space-separated, as requested on the authorize page. */
  scope: string;
}

export interface AccessToken extends Grant {
  token: string;
  expiresAt: number;
}

interface Expiring extends Grant {
  expiresAt: number;
}

interface Code extends Expiring {
  redirectUri: string;
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Codes, access tokens and refresh tokens. Codes are single-use (10 minutes by default);
 * refresh tokens rotate: using one retires it (README.md, "OAuth").
 */
export class Tokens {
  private readonly codes = new Map<string, Code>();
  private readonly access = new Map<string, AccessToken>();
  private readonly refresh = new Map<string, Expiring>();

  constructor(
    private readonly accessTtlSeconds: number,
    private readonly codeTtlMs: number,
  ) {}

  get expiresIn(): number {
    return this.accessTtlSeconds;
  }

  issueCode(grant: Grant, redirectUri: string): string {
    const code = opaqueToken();
    this.codes.set(code, { ...grant, redirectUri, expiresAt: Date.now() + this.codeTtlMs });
    return code;
  }

  /** The code's grant, once: a second redemption (or a late one) finds nothing. */
  redeemCode(code: string): Code | undefined {
    const found = this.codes.get(code);
    this.codes.delete(code);
    return found && found.expiresAt > Date.now() ? found : undefined;
  }

  issue(grant: Grant, withRefresh: boolean): { accessToken: string; refreshToken?: string } {
    const accessToken = opaqueToken();
    this.access.set(accessToken, {
      ...grant,
      token: accessToken,
      expiresAt: Date.now() + this.accessTtlSeconds * 1000,
    });
    if (!withRefresh) return { accessToken };
    const refreshToken = opaqueToken();
    this.refresh.set(refreshToken, { ...grant, expiresAt: Date.now() + YEAR_MS });
    return { accessToken, refreshToken };
  }

  /** A live refresh token's grant, without using it up. */
  peekRefresh(refreshToken: string): Grant | undefined {
    const found = this.refresh.get(refreshToken);
    return found && found.expiresAt > Date.now() ? found : undefined;
  }

  /** Retires the refresh token (rotation): the caller issues the next pair. */
  useRefresh(refreshToken: string): void {
    this.refresh.delete(refreshToken);
  }

  /** A live access token, or undefined (unknown, expired or revoked). */
  lookup(accessToken: string): AccessToken | undefined {
    const found = this.access.get(accessToken);
    return found && found.expiresAt > Date.now() ? found : undefined;
  }

  /** Test hook: the access token expires now (the next call with it answers 401). */
  expireAccessToken(accessToken: string): void {
    const found = this.access.get(accessToken);
    if (found) found.expiresAt = Date.now() - 1;
  }

  /** Test hook: a refresh token expires now. */
  expireRefreshToken(refreshToken: string): void {
    const found = this.refresh.get(refreshToken);
    if (found) found.expiresAt = Date.now() - 1;
  }

  /** Every token of the company (its own and its sub-accounts') stops working. */
  revokeCompany(companyId: string): void {
    this.revokeWhere((grant) => grant.companyId === companyId);
  }

  /** Every token of one sub-account stops working (a location-level uninstall). */
  revokeLocation(locationId: string): void {
    this.revokeWhere((grant) => grant.locationId === locationId);
  }

  private revokeWhere(matches: (grant: Grant) => boolean): void {
    for (const map of [this.codes, this.access, this.refresh] as Map<string, Grant>[]) {
      for (const [key, grant] of map) if (matches(grant)) map.delete(key);
    }
  }
}
