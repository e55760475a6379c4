import type { Installation } from './installations';
import type { Company, Contact, Location, Message, User } from './model';
import type { AppConfig } from './options';
import { appIdOf } from './options';
import type { WebhookPayload } from './webhooks';

/** Bodies as in docs/webhook events/*.md (the envelope adds `timestamp` and `webhookId`). */

const PERMISSIONS = [
  'adwordsReportingEnabled',
  'affiliateManagerEnabled',
  'agentReportingEnabled',
  'appointmentsEnabled',
  'assignedDataOnly',
  'attributionsReportingEnabled',
  'bloggingEnabled',
  'botService',
  'bulkRequestsEnabled',
  'campaignsEnabled',
  'campaignsReadOnly',
  'cancelSubscriptionEnabled',
  'communitiesEnabled',
  'contactsEnabled',
  'contentAiEnabled',
  'conversationsEnabled',
  'dashboardStatsEnabled',
  'facebookAdsReportingEnabled',
  'funnelsEnabled',
  'invoiceEnabled',
  'leadValueEnabled',
  'marketingEnabled',
  'membershipEnabled',
  'onlineListingsEnabled',
  'opportunitiesEnabled',
  'paymentsEnabled',
  'phoneCallEnabled',
  'recordPaymentEnabled',
  'refundsEnabled',
  'reviewsEnabled',
  'settingsEnabled',
  'socialPlanner',
  'tagsEnabled',
  'triggersEnabled',
  'websitesEnabled',
  'workflowsEnabled',
  'workflowsReadOnly',
];
/** The read-only and restricting permissions are off, the rest on (as in the docs' example). */
const OFF = new Set([
  'affiliateManagerEnabled',
  'assignedDataOnly',
  'botService',
  'campaignsReadOnly',
  'workflowsReadOnly',
]);
export const userPermissions = (): Record<string, boolean> =>
  Object.fromEntries(PERMISSIONS.map((name) => [name, !OFF.has(name)]));

/**
 * INSTALL: AppInstall.md's fields plus the SDK's `versionId` and `installType` (values ours).
 * Agency-level: only type, appId, companyId, planId, trial (the docs' agency example).
 */
export function installEvent(
  app: AppConfig,
  install: Installation,
  company: Company,
  locationId?: string,
): WebhookPayload {
  const common = {
    type: 'INSTALL',
    appId: appIdOf(app),
    versionId: app.versionId,
    ...(app.planId ? { planId: app.planId } : {}),
    trial: { onTrial: false },
  };
  if (!locationId) return { ...common, installType: 'Company', companyId: company.id };
  return {
    ...common,
    installType: 'Location',
    locationId,
    companyId: company.id,
    userId: install.userId,
    isWhitelabelCompany: company.whitelabelDetails !== undefined,
    whitelabelDetails: company.whitelabelDetails ?? {},
    companyName: company.name,
  };
}

export const uninstallEvent = (
  app: AppConfig,
  where: { locationId?: string; companyId?: string },
) => ({ type: 'UNINSTALL', appId: appIdOf(app), ...where }) satisfies WebhookPayload;

export const locationEvent = (type: 'LocationCreate' | 'LocationUpdate', location: Location) =>
  ({
    type,
    id: location.id,
    companyId: location.companyId,
    name: location.name,
    email: location.email,
    ...(location.stripeProductId ? { stripeProductId: location.stripeProductId } : {}),
  }) satisfies WebhookPayload;

export function userCreateEvent(user: User): WebhookPayload {
  const where =
    user.type === 'agency'
      ? { companyId: user.companyId }
      : { locationId: user.locationIds[0] ?? '' };
  return {
    type: 'UserCreate',
    ...where,
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    extension: '',
    role: user.role,
    permissions: userPermissions(),
    ...(user.type === 'agency' ? { locations: user.locationIds } : {}),
  };
}

export function contactEvent(
  type: 'ContactCreate' | 'ContactUpdate' | 'ContactDelete' | 'ContactTagUpdate',
  contact: Contact,
): WebhookPayload {
  const { dateUpdated: _u, deleted: _d, type: _t, ...fields } = contact;
  return { ...fields, type, attachments: [] };
}

export const appointmentEvent = (locationId: string, appointment: Record<string, unknown>) =>
  ({ type: 'AppointmentCreate', locationId, appointment }) satisfies WebhookPayload;

export function outboundMessageEvent(message: Message): WebhookPayload {
  const base = {
    type: 'OutboundMessage',
    locationId: message.locationId,
    attachments: [],
    body: message.body,
    contactId: message.contactId,
    conversationId: message.conversationId,
    dateAdded: message.dateAdded,
    direction: message.direction,
    messageType: message.messageType,
    messageId: message.id,
    status: message.status,
    source: message.source,
    ...(message.userId ? { userId: message.userId } : {}),
  };
  if (message.messageType !== 'Email') return { ...base, contentType: 'text/plain' };
  return {
    ...base,
    emailMessageId: message.id,
    threadId: message.id,
    subject: message.subject ?? '',
    provider: message.provider ?? '',
  };
}
