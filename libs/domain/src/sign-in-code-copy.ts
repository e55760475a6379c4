import type { PortalLanguage } from './languages';

/**
 * The verified sign-in's e-mail in each portal language (issue #32), in the portal's tone (tú,
 * você, vous, Sie, tu). `{code}`, `{agency}`, `{link}` and `{minutes}` are filled in; `agency`
 * is the agency's name, or `portal` when it has none on record.
 */
export interface SignInCodeCopy {
  subject: string;
  codeLine: string;
  linkLine: string;
  validity: string;
  ignore: string;
  /** Stands in for the agency's name when it has none on record. */
  portal: string;
}

export const SIGN_IN_CODE_COPY: Record<PortalLanguage, SignInCodeCopy> = {
  en: {
    subject: '{code} is your sign-in code for {agency}',
    codeLine: 'Your sign-in code for {agency} is: {code}',
    linkLine: 'Or open this link to sign in: {link}',
    validity: 'The code and the link work once, for {minutes} minutes.',
    ignore: 'If you did not ask to sign in, you can ignore this e-mail.',
    portal: 'your onboarding portal',
  },
  es: {
    subject: '{code} es tu código para entrar en {agency}',
    codeLine: 'Tu código para entrar en {agency} es: {code}',
    linkLine: 'O abre este enlace para entrar: {link}',
    validity: 'El código y el enlace sirven una sola vez, durante {minutes} minutos.',
    ignore: 'Si no has pedido entrar, puedes ignorar este correo.',
    portal: 'tu portal de bienvenida',
  },
  'pt-BR': {
    subject: '{code} é o seu código para entrar em {agency}',
    codeLine: 'Seu código para entrar em {agency} é: {code}',
    linkLine: 'Ou abra este link para entrar: {link}',
    validity: 'O código e o link funcionam uma única vez, por {minutes} minutos.',
    ignore: 'Se você não pediu para entrar, pode ignorar este e-mail.',
    portal: 'seu portal de boas-vindas',
  },
  fr: {
    subject: '{code} est votre code de connexion à {agency}',
    codeLine: 'Votre code de connexion à {agency} : {code}',
    linkLine: 'Ou ouvrez ce lien pour vous connecter : {link}',
    validity: 'Le code et le lien ne servent qu’une fois, pendant {minutes} minutes.',
    ignore: 'Si vous n’avez pas demandé à vous connecter, ignorez simplement cet e-mail.',
    portal: 'votre portail d’accueil',
  },
  de: {
    subject: '{code} ist Ihr Anmeldecode für {agency}',
    codeLine: 'Ihr Anmeldecode für {agency} lautet: {code}',
    linkLine: 'Oder öffnen Sie diesen Link, um sich anzumelden: {link}',
    validity: 'Code und Link gelten einmal, {minutes} Minuten lang.',
    ignore: 'Wenn Sie keine Anmeldung angefordert haben, können Sie diese E-Mail ignorieren.',
    portal: 'Ihr Onboarding-Portal',
  },
  it: {
    subject: '{code} è il tuo codice di accesso per {agency}',
    codeLine: 'Il tuo codice di accesso per {agency} è: {code}',
    linkLine: 'Oppure apri questo link per accedere: {link}',
    validity: 'Il codice e il link valgono una sola volta, per {minutes} minuti.',
    ignore: 'Se non hai chiesto di accedere, puoi ignorare questa e-mail.',
    portal: 'il tuo portale di benvenuto',
  },
};

/** The copy's line with its placeholders filled in. */
export function fillSignInCopy(
  line: string,
  values: { code: string; agency: string; link: string; minutes: number },
): string {
  return line.replace(/\{(code|agency|link|minutes)\}/g, (_, key: keyof typeof values) =>
    String(values[key]),
  );
}
