import { DAY_MS, type PortalSession } from '@retainly/domain';
import { waitFor } from '../support/wait-for';
import { startOutcomesStack, zoneAtHour, type Agency, type OutcomesStack } from './outcomes-stack';

/** Issue #19: reminders, the resume link and the unsubscribe page speak the client's language. */
describe('nudges in the client language', () => {
  let stack: OutcomesStack;

  beforeAll(async () => {
    stack = await startOutcomesStack();
  });

  afterAll(() => stack?.close());

  /** A stalled client (language: theirs, null for none) and the reminder the mail catcher got. */
  async function nudged(
    agency: Agency,
    language: string | null,
    name: string | null = 'Sam Client',
  ) {
    const now = new Date();
    const email = `client.${Math.random().toString(36).slice(2, 10)}@shop.test`;
    const clientId = await stack.client(agency, {
      email,
      name,
      createdAt: new Date(now.getTime() - 3 * DAY_MS),
      timeZone: zoneAtHour(12, now),
    });
    await stack.env.db.query(`UPDATE portal_clients SET language = $2 WHERE id = $1`, [
      clientId,
      language,
    ]);
    await stack.sweep(now);
    const mail = await waitFor(`the nudge to ${email}`, () =>
      stack.mail.mails.find((m) => m.to.includes(email)),
    );
    const resume = /\?resume=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    const unsubscribe = /unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    return { clientId, mail, resume: resume!, unsubscribe: unsubscribe! };
  }

  it('e-mails a Spanish client in Spanish, and the unsubscribe page and resume link say so', async () => {
    const agency = await stack.agency();
    // The next video is named in Spanish once its translation is approved.
    await stack.env.db.query(
      `INSERT INTO video_catalogue_translations
         (category_id, module_id, language, title, description, status, source, approved_at)
       VALUES ('foundational-setup', 'account-tour', 'es', 'Conoce tu cuenta', 'Un recorrido.',
               'approved', 'human', now())`,
    );
    const { mail, unsubscribe, resume } = await nudged(agency, 'es');
    expect(mail.subject).toBe('Sam, tu incorporación con Acme Growth te espera');
    expect(mail.text).toContain('Hola, Sam:');
    expect(mail.text).toContain(
      'Tu incorporación con Acme Growth ya está lista. Para empezar: Conoce tu cuenta.',
    );
    expect(mail.text).toContain('Continuar mi incorporación: http://localhost:3000/');
    expect(mail.text).toContain('Darme de baja: http://localhost:3000/unsubscribe?token=');
    expect(mail.text).toContain('Recibes este correo porque Acme Growth te acompaña');
    expect(mail.html).toContain('lang="es"');
    expect(mail.text).not.toMatch(/Pick up|Continue my onboarding|Unsubscribe/);

    const page = await stack.api.get(`/api/nudges/unsubscribe?token=${unsubscribe}`);
    expect(page.body).toMatchObject({ agencyName: 'Acme Growth', language: 'es' });

    const resumed = await stack.api.post(`/api/portal/${agency.versionId}/resume`, {
      token: resume,
    });
    expect((resumed.body as unknown as PortalSession).client.language).toBe('es');
  });

  it("uses the version's default language for a client who never chose, and greets a nameless one", async () => {
    const agency = await stack.agency();
    await stack.api.put(
      `/api/onboarding/versions/${agency.versionId}/language`,
      { language: 'de' },
      agency.cookie,
    );
    const { mail, unsubscribe } = await nudged(agency, null, null);
    expect(mail.subject).toBe('Ihr Onboarding mit Acme Growth wartet auf Sie');
    expect(mail.text).toContain('Hallo,\n');
    expect(mail.text).toContain('Mein Onboarding fortsetzen');
    expect(mail.text).toContain('Abmelden: ');
    const page = await stack.api.get(`/api/nudges/unsubscribe?token=${unsubscribe}`);
    expect(page.body.language).toBe('de');
  });

  it("sends an agency's own wording as written, in a translated frame", async () => {
    const agency = await stack.agency();
    await stack.api.put(
      '/api/outcomes/settings',
      { nudgeSubject: '{first_name}: your videos', nudgeMessage: 'Written by us: {next_module}.' },
      agency.cookie,
    );
    const { mail } = await nudged(agency, 'fr');
    expect(mail.subject).toBe('Sam: your videos');
    expect(mail.text).toContain('Written by us: ');
    expect(mail.text).toContain('Poursuivre mon intégration');
    expect(mail.text).toContain('Se désabonner: ');
  });

  it('previews our default wording in a chosen language, English without one', async () => {
    const agency = await stack.agency();
    const preview = (language?: string) =>
      stack.api.post(
        '/api/outcomes/nudges/preview',
        { subject: '', message: '', ...(language ? { language } : {}) },
        agency.cookie,
      );
    const english = await preview();
    expect(english.status).toBe(200);
    expect(english.body.subject).toContain('your onboarding with Acme Growth is waiting');
    const italian = await preview('it');
    expect(italian.body.subject).toContain('il tuo onboarding con Acme Growth ti aspetta');
    expect((await preview('xx')).status).toBe(400);
  });
});
