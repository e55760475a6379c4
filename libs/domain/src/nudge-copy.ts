import type { PortalLanguage } from './languages';

/**
 * Our default reminder wording in each portal language (issue #19), with the same placeholders
 * as the agency's own (which is used as written, in whatever language the agency wrote it).
 * The tone matches the portal's: tú, você, vous, Sie, tu.
 */
export interface NudgeCopy {
  subject: string;
  /** The subject for a client who gave no name ('there, your onboarding…' reads oddly). */
  subjectAnonymous: string;
  /** The greeting with the client's first name, and without when we have no name. */
  hello: string;
  helloAnonymous: string;
  /** For a client part of the way through. */
  progress: string[];
  /** For a client who has watched nothing yet ('0% of the way' would read as a rebuke). */
  firstStep: string[];
  heading: string;
  preheader: string;
  button: string;
  footer: string;
  unsubscribe: string;
  /** {first_name} when the client gave no name (an agency's own wording may use it). */
  noName: string;
  /** {next_module} when nothing is left to watch. */
  nextVideo: string;
  /** The sender when the agency has no name on record. */
  team: string;
}

export const NUDGE_COPY: Record<PortalLanguage, NudgeCopy> = {
  en: {
    subject: '{first_name}, your onboarding with {agency_name} is waiting',
    subjectAnonymous: 'Your onboarding with {agency_name} is waiting',
    hello: 'Hi {first_name},',
    helloAnonymous: 'Hi there,',
    progress: [
      "You're {percent}% of the way through your onboarding with {agency_name}. Next up: {next_module}.",
      'It only takes a few minutes to pick up where you left off.',
    ],
    firstStep: [
      'Your onboarding with {agency_name} is ready for you. First up: {next_module}.',
      'It only takes a few minutes to get started.',
    ],
    heading: 'Pick up where you left off',
    preheader: 'Pick up where you left off: {next_module}',
    button: 'Continue my onboarding',
    footer:
      "You're getting this because {agency_name} is onboarding you and you haven't been back for a while.",
    unsubscribe: 'Unsubscribe',
    noName: 'there',
    nextVideo: 'your next video',
    team: 'Your onboarding team',
  },
  es: {
    subject: '{first_name}, tu incorporación con {agency_name} te espera',
    subjectAnonymous: 'Tu incorporación con {agency_name} te espera',
    hello: 'Hola, {first_name}:',
    helloAnonymous: '¡Hola!',
    progress: [
      'Ya llevas el {percent} % de tu incorporación con {agency_name}. Lo siguiente: {next_module}.',
      'Solo te llevará unos minutos retomarla donde la dejaste.',
    ],
    firstStep: [
      'Tu incorporación con {agency_name} ya está lista. Para empezar: {next_module}.',
      'Solo te llevará unos minutos dar el primer paso.',
    ],
    heading: 'Retoma donde lo dejaste',
    preheader: 'Retoma donde lo dejaste: {next_module}',
    button: 'Continuar mi incorporación',
    footer:
      'Recibes este correo porque {agency_name} te acompaña en tu incorporación y hace un tiempo que no vuelves.',
    unsubscribe: 'Darme de baja',
    noName: 'hola',
    nextVideo: 'tu próximo video',
    team: 'Tu equipo de incorporación',
  },
  'pt-BR': {
    subject: '{first_name}, seu onboarding com {agency_name} está esperando por você',
    subjectAnonymous: 'Seu onboarding com {agency_name} está esperando por você',
    hello: 'Olá, {first_name}!',
    helloAnonymous: 'Olá!',
    progress: [
      'Você já concluiu {percent}% do seu onboarding com {agency_name}. A seguir: {next_module}.',
      'Leva só alguns minutos para continuar de onde parou.',
    ],
    firstStep: [
      'Seu onboarding com {agency_name} está pronto para você. Para começar: {next_module}.',
      'Leva só alguns minutos para dar o primeiro passo.',
    ],
    heading: 'Continue de onde parou',
    preheader: 'Continue de onde parou: {next_module}',
    button: 'Continuar meu onboarding',
    footer:
      'Você está recebendo este e-mail porque {agency_name} está cuidando do seu onboarding e você não volta há algum tempo.',
    unsubscribe: 'Cancelar inscrição',
    noName: 'olá',
    nextVideo: 'seu próximo vídeo',
    team: 'Sua equipe de onboarding',
  },
  fr: {
    subject: '{first_name}, votre intégration avec {agency_name} vous attend',
    subjectAnonymous: 'Votre intégration avec {agency_name} vous attend',
    hello: 'Bonjour {first_name},',
    helloAnonymous: 'Bonjour,',
    progress: [
      'Vous avez parcouru {percent} % de votre intégration avec {agency_name}. Prochaine étape : {next_module}.',
      'Quelques minutes suffisent pour reprendre là où vous vous étiez arrêté.',
    ],
    firstStep: [
      'Votre intégration avec {agency_name} est prête. Pour commencer : {next_module}.',
      'Quelques minutes suffisent pour vous lancer.',
    ],
    heading: 'Reprenez là où vous vous étiez arrêté',
    preheader: 'Reprenez là où vous vous étiez arrêté : {next_module}',
    button: 'Poursuivre mon intégration',
    footer:
      "Vous recevez cet e-mail parce que {agency_name} vous accompagne dans votre intégration et que vous n'êtes pas revenu depuis un moment.",
    unsubscribe: 'Se désabonner',
    noName: 'bonjour',
    nextVideo: 'votre prochaine vidéo',
    team: "Votre équipe d'intégration",
  },
  de: {
    subject: '{first_name}, Ihr Onboarding mit {agency_name} wartet auf Sie',
    subjectAnonymous: 'Ihr Onboarding mit {agency_name} wartet auf Sie',
    hello: 'Hallo {first_name},',
    helloAnonymous: 'Hallo,',
    progress: [
      'Sie haben {percent} % Ihres Onboardings mit {agency_name} geschafft. Als Nächstes: {next_module}.',
      'Es dauert nur ein paar Minuten, dort weiterzumachen, wo Sie aufgehört haben.',
    ],
    firstStep: [
      'Ihr Onboarding mit {agency_name} ist für Sie bereit. Zum Start: {next_module}.',
      'Der Einstieg dauert nur ein paar Minuten.',
    ],
    heading: 'Machen Sie dort weiter, wo Sie aufgehört haben',
    preheader: 'Machen Sie dort weiter, wo Sie aufgehört haben: {next_module}',
    button: 'Mein Onboarding fortsetzen',
    footer:
      'Sie erhalten diese E-Mail, weil {agency_name} Ihr Onboarding begleitet und Sie eine Weile nicht vorbeigeschaut haben.',
    unsubscribe: 'Abmelden',
    noName: 'zusammen',
    nextVideo: 'Ihr nächstes Video',
    team: 'Ihr Onboarding-Team',
  },
  it: {
    subject: '{first_name}, il tuo onboarding con {agency_name} ti aspetta',
    subjectAnonymous: 'Il tuo onboarding con {agency_name} ti aspetta',
    hello: 'Ciao {first_name},',
    helloAnonymous: 'Ciao,',
    progress: [
      'Hai completato il {percent}% del tuo onboarding con {agency_name}. Prossimo passo: {next_module}.',
      'Bastano pochi minuti per riprendere da dove avevi lasciato.',
    ],
    firstStep: [
      'Il tuo onboarding con {agency_name} è pronto. Per iniziare: {next_module}.',
      'Bastano pochi minuti per cominciare.',
    ],
    heading: 'Riprendi da dove avevi lasciato',
    preheader: 'Riprendi da dove avevi lasciato: {next_module}',
    button: 'Continua il mio onboarding',
    footer:
      "Ricevi questa e-mail perché {agency_name} ti sta accompagnando nell'onboarding e non passi da un po'.",
    unsubscribe: 'Annulla iscrizione',
    noName: 'ciao',
    nextVideo: 'il tuo prossimo video',
    team: 'Il tuo team di onboarding',
  },
};
