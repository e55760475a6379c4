import { startOutcomesStack, type OutcomesStack } from './outcomes-stack';
import { updateUser } from '../support/factories';

/** Issue #18: an agency's reminder settings, their preview, and the client's time zone. */
describe('outcome settings and the nudge preview', () => {
  let stack: OutcomesStack;

  beforeAll(async () => {
    stack = await startOutcomesStack();
  });

  afterAll(() => stack?.close());

  it('answers the defaults, saves changes per agency, and goes back to the default wording', async () => {
    const a = await stack.agency();
    const b = await stack.agency();
    const initial = await stack.api.get('/api/outcomes/settings', a.cookie);
    expect(initial.body).toMatchObject({
      stallDays: 3,
      nudgesEnabled: true,
      digestEnabled: true,
      placeholders: [
        '{first_name}',
        '{agency_name}',
        '{next_module}',
        '{percent}',
        '{portal_link}',
      ],
    });
    const defaults = initial.body.defaults as { nudgeSubject: string };
    expect(initial.body.nudgeSubject).toBe(defaults.nudgeSubject);

    const saved = await stack.api.put(
      '/api/outcomes/settings',
      { stallDays: 7, nudgesEnabled: false, nudgeSubject: 'Hi {first_name}' },
      a.cookie,
    );
    expect(saved.body).toMatchObject({
      stallDays: 7,
      nudgesEnabled: false,
      nudgeSubject: 'Hi {first_name}',
    });
    expect((await stack.api.get('/api/outcomes/settings', b.cookie)).body).toMatchObject({
      stallDays: 3,
      nudgesEnabled: true,
      nudgeSubject: defaults.nudgeSubject,
    });

    expect((await stack.api.put('/api/outcomes/settings', { stallDays: 5 }, a.cookie)).status).toBe(
      400,
    );
    const reset = await stack.api.put('/api/outcomes/settings', { nudgeSubject: '' }, a.cookie);
    expect(reset.body).toMatchObject({ stallDays: 7, nudgeSubject: defaults.nudgeSubject });
  });

  it('keeps both of two saves of different settings made at the same moment', async () => {
    const agency = await stack.agency();
    const days = [7, 14, 2, 7, 14] as const;
    for (const [round, stallDays] of days.entries()) {
      const saves = await Promise.all([
        stack.api.put('/api/outcomes/settings', { stallDays }, agency.cookie),
        stack.api.put('/api/outcomes/settings', { nudgeSubject: `Round ${round}` }, agency.cookie),
        stack.api.put('/api/outcomes/settings', { digestEnabled: round % 2 === 0 }, agency.cookie),
      ]);
      expect(saves.map((s) => s.status)).toEqual([200, 200, 200]);
      expect((await stack.api.get('/api/outcomes/settings', agency.cookie)).body).toMatchObject({
        stallDays,
        nudgeSubject: `Round ${round}`,
        digestEnabled: round % 2 === 0,
      });
    }
  });

  it('previews the wording with a sample client in the agency brand', async () => {
    const agency = await stack.agency();
    const res = await stack.api.post(
      '/api/outcomes/nudges/preview',
      { subject: 'Hey {first_name} from {agency_name}', message: 'You are {percent}% there.' },
      agency.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.body.subject).toBe('Hey Sam from Acme Growth');
    expect(res.body.html).toContain('#1a7f5a');
    expect(res.body.text).toContain('You are 40% there.');
    expect(JSON.stringify(res.body)).not.toMatch(/retainly/i);
  });

  it("keeps the browser's time zone from portal sign-in, ignoring an unknown one", async () => {
    const agency = await stack.agency();
    await updateUser(stack.env.db, { id: agency.id }, { login_with: 'EMAIL' });
    const signIn = (email: string, timeZone: string) =>
      stack.api.post(`/api/portal/${agency.versionId}/sessions`, { email, timeZone });
    expect((await signIn('tz@shop.test', 'Asia/Tokyo')).status).toBe(201);
    expect((await signIn('mars@shop.test', 'Mars/Olympus_Mons')).status).toBe(201);
    const rows = await stack.env.db.query(
      `SELECT email, time_zone FROM portal_clients WHERE version_id = $1 ORDER BY email`,
      [agency.versionId],
    );
    expect(rows).toEqual([
      { email: 'mars@shop.test', time_zone: null },
      { email: 'tz@shop.test', time_zone: 'Asia/Tokyo' },
    ]);
  });
});
