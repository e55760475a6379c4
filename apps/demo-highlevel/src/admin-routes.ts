import type { Route, StandInContext } from './context';
import { badRequest } from './errors';
import { json, text, type StandInRequest } from './http';
import type { RateLimiter } from './rate-limiter';
import type { StandInState } from './state';

/** What a person can make happen in a sub-account from the demo page (the test hooks). */
export const DEMO_CHANGES: Record<
  string,
  { label: string; apply: (state: StandInState, locationId: string) => unknown }
> = {
  calendar: { label: 'Add a calendar', apply: (state, id) => state.addCalendar(id) },
  contact: { label: 'Add a contact', apply: (state, id) => state.addContact(id) },
  'phone-number': { label: 'Buy a phone number', apply: (state, id) => state.addPhoneNumber(id) },
  'email-sending': {
    label: 'Set up e-mail sending',
    apply: (state, id) => state.setEmailSending(id, true),
  },
  pipeline: { label: 'Add a pipeline', apply: (state, id) => state.addPipeline(id) },
  workflow: {
    label: 'Publish a workflow',
    apply: (state, id) => state.addWorkflow(id, { status: 'published' }),
  },
  form: { label: 'Add a form', apply: (state, id) => state.addForm(id) },
  funnel: { label: 'Add a funnel', apply: (state, id) => state.addFunnel(id) },
  'outbound-message': { label: 'Send an SMS', apply: (state, id) => state.addMessage(id) },
  appointment: { label: 'Book an appointment', apply: (state, id) => state.addAppointment(id) },
};

/**
 * Not HighLevel: `/_standin/…` lets the demo page (and a person with curl) drive the test
 * hooks of a stand-in running on its own (`main.ts`).
 */
export function adminRoutes(
  context: StandInContext,
  state: StandInState,
  limiter: RateLimiter,
): Route[] {
  const { store, webhooks, installations } = context;
  const admin = (method: string, path: string, handle: Route['handle']): Route => ({
    method,
    path,
    access: 'none',
    page: true,
    handle,
  });

  function change(request: StandInRequest) {
    const locationId = request.params.locationId ?? '';
    const known = DEMO_CHANGES[request.params.change ?? ''];
    if (!known || !store.locations.has(locationId)) throw badRequest('Unknown location or change');
    const made = known.apply(state, locationId);
    const fromForm = String(request.headers['content-type']).includes('x-www-form-urlencoded');
    return fromForm
      ? {
          status: 302 as const,
          location: `/demo/location/${locationId}?${new URLSearchParams(request.query)}`,
        }
      : json(200, { change: request.params.change, made: made ?? null });
  }

  return [
    admin('GET', '/_standin/state', () =>
      json(200, {
        locations: state.locations().map((location) => {
          const data = store.data(location.id);
          return {
            id: location.id,
            name: location.name,
            installed: installations.isInstalledAt(location.id),
            contacts: data.contacts.size,
            calendars: data.calendars.length,
            phoneNumbers: data.phoneNumbers.length,
            emailSending: location.emailSending,
            pipelines: data.pipelines.length,
            publishedWorkflows: data.workflows.filter((w) => w.status === 'published').length,
            forms: data.forms.length,
            funnels: data.funnels.length,
            outboundMessages: data.messages.filter((m) => m.direction === 'outbound').length,
          };
        }),
        customMenus: state.customMenus(),
        webhookUrl: webhooks.url ?? null,
        webhooks: webhooks.deliveries
          .slice(-50)
          .map(({ body: _b, signature: _s, ...delivery }) => delivery),
        requestsOverLimit: limiter.overLimit,
      }),
    ),
    admin('POST', '/_standin/locations/:locationId/:change', change),
    admin('PUT', '/_standin/webhook-url', (request) => {
      webhooks.url = text(request.body, 'url');
      return json(200, { webhookUrl: webhooks.url ?? null });
    }),
  ];
}
