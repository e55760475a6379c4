import type { Store } from './store';
import * as records from './records';

/** The demo agency's fixed ids (20 characters, like HighLevel's), so demo links stay stable. */
export const DEMO = {
  companyId: 'DemoAgencyCompany001',
  agencyAdminId: 'DemoAgencyAdmin00001',
  locationIds: [1, 2, 3, 4, 5].map((n) => `DemoSubAccount00000${n}`),
  locationUserIds: [1, 2, 3, 4, 5].map((n) => `DemoLocationUser000${n}`),
} as const;

const SUB_ACCOUNTS = [
  'Bright Smile Dental',
  'Peak Fitness Studio',
  'Green Leaf Landscaping',
  'Harbor Law Group',
  'Sunrise Bakery',
];

/**
 * An agency with five sub-accounts, each one setup step further than the next: the first has
 * done all eight, the last none. Written straight into the store: no webhooks (the app is not
 * installed yet).
 */
export function seedDemoAgency(store: Store): void {
  store.companies.set(DEMO.companyId, {
    id: DEMO.companyId,
    name: 'Demo Agency',
    email: 'owner@demo-agency.example',
  });
  const admin = records.newUser(DEMO.companyId, {
    id: DEMO.agencyAdminId,
    firstName: 'Alex',
    lastName: 'Agency',
    email: 'alex@demo-agency.example',
    type: 'agency',
    role: 'admin',
    locationIds: [...DEMO.locationIds],
  });
  store.users.set(admin.id, admin);
  SUB_ACCOUNTS.forEach((name, index) => {
    const id = DEMO.locationIds[index] ?? '';
    store.locations.set(id, records.newLocation(DEMO.companyId, { id, name }));
    const [firstName = 'Sam', lastName = 'Owner'] = name.split(' ');
    const user = records.newUser(DEMO.companyId, {
      id: DEMO.locationUserIds[index],
      firstName,
      lastName,
      email: `owner@${name.toLowerCase().replace(/[^a-z]+/g, '-')}.example`,
      locationIds: [id],
    });
    store.users.set(user.id, user);
    seedProgress(store, id, 8 - index * 2);
  });
}

/** Contacts a seeded sub-account imported: more than a usual "contacts imported" bar of 10. */
const CONTACTS_IMPORTED = 12;

/**
 * The first `steps` of the eight setup steps done in a sub-account. A sent e-mail is what shows
 * that e-mail sending works, and it is also a first message, so it comes last.
 */
function seedProgress(store: Store, locationId: string, steps: number): void {
  const data = store.data(locationId);
  const location = store.locations.get(locationId);
  const firstContact = () => [...data.contacts.values()][0];
  const done = [
    () => data.calendars.push(records.newCalendar(locationId)),
    () => {
      for (let i = 0; i < CONTACTS_IMPORTED; i++) {
        const contact = records.newContact(locationId);
        data.contacts.set(contact.id, contact);
      }
    },
    () => data.phoneNumbers.push(records.newPhoneNumber()),
    () => data.pipelines.push(records.newPipeline(locationId)),
    () => data.workflows.push(records.newWorkflow(locationId, { status: 'published' })),
    () => {
      data.forms.push(records.newForm(locationId));
      data.funnels.push(records.newFunnel(locationId));
    },
    () => {
      const contact = firstContact();
      if (contact) data.messages.push(records.newMessage(locationId, contact.id));
    },
    () => {
      if (location) location.emailSending = { configured: true, provider: 'mailgun' };
      const contact = firstContact();
      if (contact) {
        data.messages.push(records.newMessage(locationId, contact.id, { messageType: 'Email' }));
      }
    },
  ];
  done.slice(0, Math.max(0, steps)).forEach((step) => step());
}
