import type { Route, StandInContext } from './context';
import { badRequest, notFound } from './errors';
import { text, type StandInRequest } from './http';
import type { Installation } from './installations';
import { installEvent, uninstallEvent } from './webhook-events';

/** How the next visit to the authorize page answers (a test hook; the default approves). */
export interface AuthorizationChoice {
  /** false redirects with `error=access_denied` (ours: the docs show no refusal). */
  approve?: boolean;
  /** The agency that installs (default: the seeded agency, or the first company). */
  companyId?: string;
  /** 'Company' (default): an agency install; 'Location': one sub-account's. */
  userType?: 'Company' | 'Location';
  /** For a Location install (default: the company's first sub-account). */
  locationId?: string;
  /** For a Company install: which sub-accounts (default: all of them). */
  locationIds?: string[];
  installToFutureLocations?: boolean;
  /** Who installs (default: the company's first agency admin). */
  userId?: string;
}

/**
 * The marketplace's "choose location" page (docs/oauth/Authorization.md). It approves at once,
 * as the choice says, installs the app (sending INSTALL webhooks: one for an agency install,
 * then one per approved sub-account — the order and number are ours) and redirects to
 * `redirect_uri?code=…` (plus `state` when given, which the docs do not promise).
 */
export class Authorization {
  choice: AuthorizationChoice = {};

  constructor(private readonly context: StandInContext) {}

  routes(): Route[] {
    const page = (path: string): Route => ({
      method: 'GET',
      path,
      access: 'none',
      page: true,
      handle: (request) => this.chooseLocation(request),
    });
    // The docs' path, and the SDK's (without /v2).
    return [page('/v2/oauth/chooselocation'), page('/oauth/chooselocation')];
  }

  /** Removes the install and its tokens, and sends UNINSTALL (location or agency level). */
  uninstall(where: { companyId: string } | { locationId: string }): void {
    const { installations, tokens, webhooks, app } = this.context;
    // Sent before the install goes, so the app still hears it.
    webhooks.emit(uninstallEvent(app, where));
    if ('companyId' in where) {
      installations.removeCompany(where.companyId);
      tokens.revokeCompany(where.companyId);
    } else {
      installations.removeLocation(where.locationId);
      tokens.revokeLocation(where.locationId);
    }
  }

  private chooseLocation(request: StandInRequest) {
    const { app, tokens } = this.context;
    const redirectUri = text(request.query, 'redirect_uri');
    if (text(request.query, 'response_type') !== 'code') {
      throw badRequest('Invalid parameter: response_type');
    }
    if (text(request.query, 'client_id') !== app.clientId) {
      throw badRequest('Invalid parameter: client_id');
    }
    if (!redirectUri) throw badRequest('Missing parameter: redirect_uri');
    const scope = text(request.query, 'scope') ?? '';
    const target = new URL(redirectUri);
    const state = text(request.query, 'state');
    if (this.choice.approve === false) {
      target.searchParams.set('error', 'access_denied');
    } else {
      const install = this.install(scope);
      const code = tokens.issueCode(
        {
          clientId: app.clientId,
          userType: install.userType,
          companyId: install.companyId,
          locationId: install.locationId,
          userId: install.userId,
          scope,
        },
        redirectUri,
      );
      target.searchParams.set('code', code);
    }
    if (state) target.searchParams.set('state', state);
    return { status: 302 as const, location: target.toString() };
  }

  private install(scope: string): Installation {
    const { store, installations, webhooks, app } = this.context;
    const choice = this.choice;
    const company = store.companies.get(choice.companyId ?? [...store.companies.keys()][0] ?? '');
    if (!company) throw notFound('Company not found');
    const locations = store.locationsOf(company.id).map((location) => location.id);
    const userId =
      choice.userId ?? store.usersOf(company.id).find((user) => user.type === 'agency')?.id ?? '';
    const userType = choice.userType ?? 'Company';
    const locationId = userType === 'Location' ? (choice.locationId ?? locations[0]) : undefined;
    const approved =
      userType === 'Location' ? [locationId ?? ''] : (choice.locationIds ?? locations);
    const now = new Date().toISOString();
    const install: Installation = {
      userType,
      companyId: company.id,
      locationId,
      userId,
      scope,
      approvedLocations: approved,
      installToFutureLocations: userType === 'Company' && (choice.installToFutureLocations ?? true),
      approveAllLocations: userType === 'Company' && approved.length === locations.length,
      isBulkInstallation: userType === 'Company' && approved.length > 1,
      installedAt: new Map(approved.map((id) => [id, now])),
    };
    installations.put(install);
    if (userType === 'Company') webhooks.emit(installEvent(app, install, company));
    for (const id of approved) webhooks.emit(installEvent(app, install, company, id));
    return install;
  }
}
