/** The stand-in's records: HighLevel's documented fields, plus the few README.md calls ours. */

export interface Company {
  id: string;
  name: string;
  email: string;
  /** `{}` in INSTALL webhooks when the agency is not white-labelled. */
  whitelabelDetails?: { domain: string; logoUrl: string };
  /**
   * Settings → Company → Custom JS: HTML the agency adds to every CRM page (ours: the CRM
   * pages here render it after defining window.exposeSessionDetails).
   */
  customJs?: string;
}

export interface Location {
  id: string;
  companyId: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
  website: string;
  timezone: string;
  firstName: string;
  lastName: string;
  allowDuplicateContact: boolean;
  stripeProductId?: string;
  /** Ours: a paused or cancelled sub-account ("Location is not active" on refresh). */
  active: boolean;
  /** Ours (§12: no endpoint reports it): README.md, "E-mail sending". */
  emailSending: { configured: boolean; provider: string | null };
  /** Ours: false answers the documented 404 of the phone numbers endpoint. */
  phoneSystemConnected: boolean;
  /** The SaaS subscription, as the deprecated twin's LocationSubscriptionResponseDto. */
  saas?: { saasPlanId: string; subscriptionStatus: string; priceId?: string; productId?: string };
}

export interface User {
  id: string;
  companyId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** 'agency' users belong to the company, 'account' users to sub-accounts (UserSchema). */
  type: 'agency' | 'account';
  role: 'admin' | 'user';
  locationIds: string[];
}

export interface CustomMenu {
  id: string;
  companyId: string;
  icon: { name: string; fontFamily: 'fab' | 'fas' | 'far' };
  title: string;
  url: string;
  order: number;
  showOnCompany: boolean;
  showOnLocation: boolean;
  showToAllLocations: boolean;
  locations: string[];
  openMode: 'iframe' | 'new_tab' | 'current_tab';
  userRole: 'all' | 'admin' | 'user';
  allowCamera: boolean;
  allowMicrophone: boolean;
}

export interface Contact {
  id: string;
  locationId: string;
  dateAdded: string;
  dateUpdated: string;
  deleted: boolean;
  tags: string[];
  type: string;
  customFields: { id: string; value: unknown }[];
  email?: string;
  phone?: string;
  firstName?: string;
  lastName?: string;
  /** The other documented contact fields (address1, city, source, …), echoed as written. */
  [field: string]: unknown;
}

export interface CustomField {
  id: string;
  name: string;
  fieldKey: string;
  placeholder: string;
  dataType: string;
  position: number;
  picklistOptions: string[];
  picklistImageOptions: string[];
  isAllowedCustomOption: boolean;
  isMultiFileAllowed: boolean;
  maxFileLimit: number;
  locationId: string;
  model: 'contact' | 'opportunity';
}

export interface Calendar {
  id: string;
  locationId: string;
  name: string;
  isActive: boolean;
  calendarType: string;
  groupId?: string;
  slug: string;
  widgetSlug: string;
  teamMembers: { userId: string }[];
}

export interface PhoneNumber {
  phoneNumber: string;
  friendlyName: string;
  sid: string;
  countryCode: string;
  capabilities: { voice: boolean; sms: boolean; mms: boolean };
  type: 'local' | 'toll-free' | 'mobile' | 'national';
  isDefaultNumber: boolean;
  origin: 'twilio' | 'hosted' | 'ported';
}

export interface Pipeline {
  id: string;
  locationId: string;
  name: string;
  /** Shape undocumented (§12); `{id, name, position}` as the digest suggests. */
  stages: { id: string; name: string; position: number }[];
  showInFunnel: boolean;
  showInPieChart: boolean;
}

export interface Workflow {
  id: string;
  locationId: string;
  name: string;
  /** The docs' only example is "draft"; "published" is ours (§12). */
  status: 'draft' | 'published';
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface Form {
  id: string;
  locationId: string;
  name: string;
}

export interface Funnel {
  _id: string;
  locationId: string;
  name: string;
  type: 'funnel' | 'website';
  url: string;
  steps: { id: string; name: string; url: string }[];
  dateAdded: string;
  dateUpdated: string;
}

export interface Message {
  id: string;
  locationId: string;
  contactId: string;
  conversationId: string;
  /** "SMS", "Email", "CALL", … as in the OutboundMessage webhook. */
  messageType: string;
  direction: 'inbound' | 'outbound';
  body: string;
  status: string;
  source: string;
  dateAdded: string;
  userId?: string;
  /** Email only ("Leadconnector Gmail", "mailgun", "smtp", "custom"). */
  provider?: string;
  subject?: string;
}

/** Everything that lives inside one sub-account. */
export interface LocationData {
  contacts: Map<string, Contact>;
  customFields: CustomField[];
  calendars: Calendar[];
  phoneNumbers: PhoneNumber[];
  pipelines: Pipeline[];
  workflows: Workflow[];
  forms: Form[];
  funnels: Funnel[];
  messages: Message[];
}
