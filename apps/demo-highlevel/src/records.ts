import { highLevelId, uuid } from './ids';
import type {
  Calendar,
  Contact,
  Form,
  Funnel,
  Location,
  Message,
  PhoneNumber,
  Pipeline,
  User,
  Workflow,
} from './model';

/** Builders for the stand-in's records, with plausible defaults (used by the seed and hooks). */

const now = () => new Date().toISOString();
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const newLocation = (
  companyId: string,
  fields: Partial<Location> & { name: string },
): Location => ({
  id: highLevelId(),
  companyId,
  email: `hello@${slug(fields.name)}.example`,
  phone: '+15550100000',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  country: 'US',
  postalCode: '78701',
  website: `https://${slug(fields.name)}.example`,
  timezone: 'America/Chicago',
  firstName: 'Owner',
  lastName: fields.name.split(' ')[0] ?? '',
  allowDuplicateContact: false,
  active: true,
  emailSending: { configured: false, provider: null },
  phoneSystemConnected: true,
  ...fields,
});

export const newUser = (
  companyId: string,
  fields: Partial<User> & { firstName: string; lastName: string },
): User => ({
  id: highLevelId(),
  companyId,
  email: `${fields.firstName}.${fields.lastName}@example.com`.toLowerCase(),
  phone: '+15550100001',
  type: 'account',
  role: 'admin',
  locationIds: [],
  ...fields,
});

export const newContact = (locationId: string, fields: Partial<Contact> = {}): Contact => {
  const firstName = fields.firstName ?? 'Sam';
  const lastName = fields.lastName ?? 'Lee';
  return {
    id: highLevelId(),
    locationId,
    dateAdded: now(),
    dateUpdated: now(),
    deleted: false,
    tags: [],
    type: 'lead',
    customFields: [],
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    email: `${firstName}.${lastName}.${highLevelId().slice(0, 5)}@example.com`.toLowerCase(),
    ...fields,
  };
};

export const newCalendar = (locationId: string, fields: Partial<Calendar> = {}): Calendar => {
  const name = fields.name ?? 'Consultation';
  return {
    id: highLevelId(),
    locationId,
    name,
    isActive: true,
    calendarType: 'round_robin',
    slug: slug(name),
    widgetSlug: slug(name),
    teamMembers: [],
    ...fields,
  };
};

export const newPhoneNumber = (fields: Partial<PhoneNumber> = {}): PhoneNumber => {
  const digits = String(1_000_000 + Math.floor(Math.random() * 8_999_999)).slice(0, 7);
  return {
    phoneNumber: `+1512${digits}`,
    friendlyName: `(512) ${digits.slice(0, 3)}-${digits.slice(3)}`,
    sid: `PN${uuid().replace(/-/g, '')}`,
    countryCode: 'US',
    capabilities: { voice: true, sms: true, mms: true },
    type: 'local',
    isDefaultNumber: true,
    origin: 'twilio',
    ...fields,
  };
};

export const newPipeline = (locationId: string, fields: Partial<Pipeline> = {}): Pipeline => ({
  id: highLevelId(),
  locationId,
  name: 'Sales Pipeline',
  stages: ['New Lead', 'Contacted', 'Won'].map((name, position) => ({
    id: uuid(),
    name,
    position,
  })),
  showInFunnel: true,
  showInPieChart: true,
  ...fields,
});

export const newWorkflow = (locationId: string, fields: Partial<Workflow> = {}): Workflow => ({
  id: uuid(),
  locationId,
  name: 'New lead follow-up',
  status: 'draft',
  version: 1,
  createdAt: now(),
  updatedAt: now(),
  ...fields,
});

export const newForm = (locationId: string, fields: Partial<Form> = {}): Form => ({
  id: highLevelId(),
  locationId,
  name: 'Contact us',
  ...fields,
});

export const newFunnel = (locationId: string, fields: Partial<Funnel> = {}): Funnel => {
  const name = fields.name ?? 'Free consultation';
  const id = highLevelId();
  return {
    _id: id,
    locationId,
    name,
    type: 'funnel',
    url: `/${slug(name)}`,
    steps: [{ id: uuid(), name: 'Opt-in', url: `/${slug(name)}/opt-in` }],
    dateAdded: now(),
    dateUpdated: now(),
    ...fields,
  };
};

export const newMessage = (
  locationId: string,
  contactId: string,
  fields: Partial<Message> = {},
): Message => ({
  id: highLevelId(),
  locationId,
  contactId,
  conversationId: `c${contactId.slice(1)}`,
  messageType: 'SMS',
  direction: 'outbound',
  body: 'Thanks for reaching out!',
  status: 'delivered',
  source: 'app',
  dateAdded: now(),
  ...(fields.messageType === 'Email' ? { provider: 'Leadconnector Gmail', subject: 'Hello' } : {}),
  ...fields,
});
