import type { Contacts } from './contacts';
import type { StandInContext } from './context';
import { newCustomField } from './custom-field-routes';
import { highLevelId } from './ids';
import type {
  Calendar,
  Contact,
  CustomField,
  CustomMenu,
  Form,
  Funnel,
  Location,
  LocationData,
  Message,
  PhoneNumber,
  Pipeline,
  User,
  Workflow,
} from './model';
import * as records from './records';
import {
  appointmentEvent,
  installEvent,
  locationEvent,
  outboundMessageEvent,
  userCreateEvent,
} from './webhook-events';

type SetupList = 'calendars' | 'phoneNumbers' | 'pipelines' | 'workflows' | 'forms' | 'funnels';

/**
 * Test hooks that change what HighLevel holds, as a user in the CRM would. Each sends the
 * webhook HighLevel has for it (none exists for calendars, phone numbers, pipelines,
 * workflows, forms, funnels or e-mail settings).
 */
export class StandInState {
  constructor(
    private readonly context: StandInContext,
    private readonly contactBook: Contacts,
  ) {}

  // ---- reading

  location(locationId: string): Location {
    const location = this.context.store.locations.get(locationId);
    if (!location) throw new Error(`no location ${locationId}`);
    return location;
  }

  locations(companyId?: string): Location[] {
    const all = [...this.context.store.locations.values()];
    return companyId ? all.filter((location) => location.companyId === companyId) : all;
  }

  users(): User[] {
    return [...this.context.store.users.values()];
  }

  customMenus(companyId?: string): CustomMenu[] {
    return [...this.context.store.customMenus.values()].filter(
      (menu) => !companyId || menu.companyId === companyId,
    );
  }

  contacts(locationId: string): Contact[] {
    return this.contactBook.all(locationId);
  }

  customFields(locationId: string): CustomField[] {
    return this.context.store.data(locationId).customFields;
  }

  // ---- sub-accounts and users

  /** A new sub-account: LocationCreate, and INSTALL if the agency installed to future ones. */
  addLocation(companyId: string, fields: Partial<Location> & { name: string }): Location {
    const { store, installations, webhooks, app } = this.context;
    const location = records.newLocation(companyId, fields);
    store.locations.set(location.id, location);
    webhooks.emit(locationEvent('LocationCreate', location));
    const install = installations.ofCompany(companyId);
    const company = store.companies.get(companyId);
    if (install?.installToFutureLocations && company) {
      install.approvedLocations.push(location.id);
      install.installedAt.set(location.id, new Date().toISOString());
      webhooks.emit(installEvent(app, install, company, location.id));
    }
    return location;
  }

  updateLocation(locationId: string, fields: Partial<Location>): Location {
    const location = Object.assign(this.location(locationId), fields);
    this.context.webhooks.emit(locationEvent('LocationUpdate', location));
    return location;
  }

  /** Paused or cancelled (SaaS): its refresh tokens answer "Location is not active". */
  setLocationActive(locationId: string, active: boolean): void {
    this.location(locationId).active = active;
  }

  setAllowDuplicateContact(locationId: string, allow: boolean): void {
    this.location(locationId).allowDuplicateContact = allow;
  }

  /** The sub-account's SaaS plan (undefined: no subscription, the endpoint answers 404). */
  setSaasPlan(locationId: string, saasPlanId: string | undefined, subscriptionStatus = 'active') {
    this.location(locationId).saas = saasPlanId ? { saasPlanId, subscriptionStatus } : undefined;
  }

  /** The agency's Custom JS, added to its CRM pages (a help button's snippet, say). */
  setCustomJs(companyId: string, html: string | undefined) {
    const company = this.context.store.companies.get(companyId);
    if (!company) throw new Error(`no company ${companyId}`);
    company.customJs = html;
  }

  addUser(companyId: string, fields: Partial<User> & { firstName: string; lastName: string }) {
    const user = records.newUser(companyId, fields);
    this.context.store.users.set(user.id, user);
    this.context.webhooks.emit(userCreateEvent(user));
    return user;
  }

  // ---- contacts

  /** ContactCreate, as if added in the CRM (the location's duplicate rule applies). */
  addContact(locationId: string, fields: Partial<Contact> = {}): Contact {
    const template = records.newContact(locationId, fields);
    const { id: _i, dateAdded: _a, dateUpdated: _u, ...writable } = template;
    return this.contactBook.create(this.location(locationId), writable);
  }

  addCustomField(locationId: string, fields: { name: string; dataType?: string }): CustomField {
    const list = this.customFields(locationId);
    const field = newCustomField(list, locationId, { dataType: 'TEXT', ...fields });
    list.push(field);
    return field;
  }

  // ---- the setup steps' data

  addCalendar(locationId: string, fields: Partial<Calendar> = {}): Calendar {
    return this.push('calendars', locationId, records.newCalendar(locationId, fields));
  }

  /** AppointmentCreate on a calendar of the location (a new one if it has none). */
  addAppointment(locationId: string, fields: Record<string, unknown> = {}) {
    const calendar =
      this.context.store.data(locationId).calendars[0] ?? this.addCalendar(locationId);
    const contact = this.contacts(locationId)[0] ?? this.addContact(locationId);
    const start = new Date(Date.now() + 24 * 3600_000);
    const appointment = {
      id: highLevelId(),
      address: 'https://example.com/meeting',
      title: 'Consultation',
      calendarId: calendar.id,
      contactId: contact.id,
      groupId: calendar.groupId ?? '',
      appointmentStatus: 'confirmed',
      assignedUserId: '',
      users: [],
      notes: '',
      source: 'booking_widget',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
      dateAdded: new Date().toISOString(),
      dateUpdated: new Date().toISOString(),
      ...fields,
    };
    this.context.webhooks.emit(appointmentEvent(locationId, appointment));
    return appointment;
  }

  addPhoneNumber(locationId: string, fields: Partial<PhoneNumber> = {}): PhoneNumber {
    this.location(locationId).phoneSystemConnected = true;
    return this.push('phoneNumbers', locationId, records.newPhoneNumber(fields));
  }

  /** false: the phone numbers endpoint answers its documented 404. */
  setPhoneSystemConnected(locationId: string, connected: boolean): void {
    this.location(locationId).phoneSystemConnected = connected;
  }

  /** Ours (no endpoint reports it): shown as `location.emailSending` by GET /locations/{id}. */
  setEmailSending(locationId: string, configured: boolean, provider: string | null = 'mailgun') {
    this.location(locationId).emailSending = { configured, provider: configured ? provider : null };
  }

  addPipeline(locationId: string, fields: Partial<Pipeline> = {}): Pipeline {
    return this.push('pipelines', locationId, records.newPipeline(locationId, fields));
  }

  addWorkflow(locationId: string, fields: Partial<Workflow> = {}): Workflow {
    return this.push('workflows', locationId, records.newWorkflow(locationId, fields));
  }

  publishWorkflow(locationId: string, workflowId: string): Workflow {
    const workflow = this.context.store.data(locationId).workflows.find((w) => w.id === workflowId);
    if (!workflow) throw new Error(`no workflow ${workflowId}`);
    workflow.status = 'published';
    workflow.version++;
    workflow.updatedAt = new Date().toISOString();
    return workflow;
  }

  addForm(locationId: string, fields: Partial<Form> = {}): Form {
    return this.push('forms', locationId, records.newForm(locationId, fields));
  }

  addFunnel(locationId: string, fields: Partial<Funnel> = {}): Funnel {
    return this.push('funnels', locationId, records.newFunnel(locationId, fields));
  }

  /**
   * A message in a conversation (to a new contact unless `contactId` is given). Outbound ones
   * send OutboundMessage; inbound ones InboundMessage (its body has no `source`).
   */
  addMessage(locationId: string, fields: Partial<Message> = {}): Message {
    const contactId = fields.contactId ?? this.addContact(locationId).id;
    const message = records.newMessage(this.location(locationId).id, contactId, fields);
    this.context.store.data(locationId).messages.push(message);
    const event = outboundMessageEvent(message);
    if (message.direction === 'outbound') this.context.webhooks.emit(event);
    else {
      const { source: _s, ...inbound } = event;
      this.context.webhooks.emit({ ...inbound, type: 'InboundMessage' });
    }
    return message;
  }

  private push<K extends SetupList, R extends LocationData[K][number]>(
    list: K,
    locationId: string,
    record: R,
  ): R {
    (this.context.store.data(this.location(locationId).id)[list] as R[]).push(record);
    return record;
  }
}
