import { PORTAL_LANGUAGES } from '@retainly/domain';
import { SIGN_IN_CODE_TTL_MINUTES } from './portal-sign-in-codes.repository';
import { signInCodeEmail } from './sign-in-code-email';

const issued = { code: '482913', linkToken: 'tok_abc' };
const mail = (language: (typeof PORTAL_LANGUAGES)[number], agency: string | null = 'Acme') =>
  signInCodeEmail('https://app.test', 'ada@client.test', agency, 'AbCdEf123456', issued, language);

describe('signInCodeEmail', () => {
  it.each(PORTAL_LANGUAGES)(
    'in %s names the code, the agency, the link and how long they work',
    (language) => {
      const { subject, text } = mail(language);
      expect(subject).toContain('482913');
      expect(subject).toContain('Acme');
      expect(text).toContain('https://app.test/AbCdEf123456?signin=tok_abc');
      expect(text).toContain(String(SIGN_IN_CODE_TTL_MINUTES));
      expect(`${subject}\n${text}`).not.toMatch(/\{\w+\}/);
    },
  );

  it('speaks the language the client chose', () => {
    expect(mail('en').subject).toBe('482913 is your sign-in code for Acme');
    expect(mail('de').subject).toBe('482913 ist Ihr Anmeldecode für Acme');
    expect(mail('es').text).toContain('El código y el enlace sirven una sola vez');
    const texts = PORTAL_LANGUAGES.map((language) => mail(language).text);
    expect(new Set(texts).size).toBe(PORTAL_LANGUAGES.length);
  });

  it('names the portal, never us, when the agency has no name on record', () => {
    expect(mail('fr', null).subject).toBe(
      '482913 est votre code de connexion à votre portail d’accueil',
    );
    expect(mail('en', null).text).not.toMatch(/retainly/i);
  });
});
