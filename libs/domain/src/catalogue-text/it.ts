import type { ShippedCatalogueText } from './shipped-text-types';

/** Italian (tu), as the portal's it catalogue: "lead", "e-mail", "account". */
export const IT: ShippedCatalogueText = {
  categories: {
    'foundational-setup': 'Configurazione di base',
    'marketing-lead-generation': 'Marketing e lead generation',
    'sales-conversation': 'Vendite e conversazioni',
    'website-content': 'Siti web e contenuti',
    commerce: 'Commercio e pagamenti',
  },
  modules: {
    'foundational-setup/account-tour': {
      title: 'Scopri il tuo account',
      description:
        'Impara a muoverti nella dashboard e nel menu principale. Saprai dove si trova ogni cosa prima di iniziare a configurare.',
      slides: [
        'Impara a muoverti nella dashboard e nel menu principale.',
        'Saprai dove si trova ogni cosa prima di iniziare a configurare.',
      ],
    },
    'foundational-setup/business-profile': {
      title: 'Completa il profilo della tua attività',
      description:
        'Inserisci nome, indirizzo, logo e fuso orario della tua attività, così ogni messaggio e ogni prenotazione mostrano i dati giusti.',
      slides: [
        'Inserisci nome, indirizzo, logo e fuso orario della tua attività',
        'Così ogni messaggio e ogni prenotazione mostrano i dati giusti.',
      ],
    },
    'foundational-setup/connect-phone-number': {
      title: 'Collega il tuo numero di telefono',
      description:
        'Configura un numero di telefono aziendale per chiamare i clienti e inviare loro SMS dalla piattaforma. Chiamate e messaggi arriveranno in un unico posto.',
      slides: [
        'Configura un numero di telefono aziendale per chiamare i clienti e inviare loro SMS dalla piattaforma.',
        'Chiamate e messaggi arriveranno in un unico posto.',
      ],
    },
    'foundational-setup/email-sending-domain': {
      title: 'Configura il dominio di invio delle e-mail',
      description:
        "Collega il tuo dominio per l'invio delle e-mail, così i tuoi messaggi finiscono nella posta in arrivo e non nella cartella spam.",
      slides: [
        "Collega il tuo dominio per l'invio delle e-mail",
        'Così i tuoi messaggi finiscono nella posta in arrivo e non nella cartella spam.',
      ],
    },
    'foundational-setup/calendar-setup': {
      title: 'Configura il calendario delle prenotazioni',
      description:
        'Crea un calendario con le tue disponibilità e condividi un link di prenotazione. I clienti potranno fissare un appuntamento senza scambi infiniti di messaggi.',
      slides: [
        'Crea un calendario con le tue disponibilità e condividi un link di prenotazione.',
        'I clienti potranno fissare un appuntamento senza scambi infiniti di messaggi.',
      ],
    },
    'foundational-setup/import-contacts': {
      title: 'Importa i tuoi contatti',
      description:
        "Importa l'elenco dei tuoi clienti da un foglio di calcolo e aggiungi dei tag, così in seguito potrai raggiungere le persone giuste.",
      slides: [
        "Importa l'elenco dei tuoi clienti da un foglio di calcolo e aggiungi dei tag",
        'Così in seguito potrai raggiungere le persone giuste.',
      ],
    },
    'foundational-setup/mobile-app': {
      title: "Usa l'app mobile",
      description:
        "Installa l'app mobile e accedi per rispondere ai clienti, controllare il calendario e ricevere notifiche ovunque tu sia.",
      slides: [
        "Installa l'app mobile e accedi",
        'Rispondi ai clienti, controlla il calendario e ricevi notifiche ovunque tu sia.',
      ],
    },
    'foundational-setup/team-members': {
      title: 'Aggiungi i membri del tuo team',
      description:
        'Invita i tuoi collaboratori nel tuo account e scegli cosa può vedere e fare ciascuno.',
      slides: [
        'Invita i tuoi collaboratori nel tuo account',
        'Scegli cosa può vedere e fare ciascuno.',
      ],
    },
    'marketing-lead-generation/forms-surveys': {
      title: 'Raccogli lead con moduli e sondaggi',
      description:
        'Crea un modulo o un sondaggio, inseriscilo nel tuo sito web e ogni nuovo lead verrà salvato automaticamente tra i tuoi contatti.',
      slides: [
        'Crea un modulo o un sondaggio',
        'Inseriscilo nel tuo sito web e ogni nuovo lead verrà salvato automaticamente tra i tuoi contatti.',
      ],
    },
    'marketing-lead-generation/email-campaigns': {
      title: 'Invia la tua prima campagna e-mail',
      description:
        "Crea un'e-mail, scegli i destinatari e inviala subito o programmala. Vedrai anche come controllare aperture e clic.",
      slides: [
        "Crea un'e-mail, scegli i destinatari e inviala subito o programmala.",
        'Vedrai anche come controllare aperture e clic.',
      ],
    },
    'marketing-lead-generation/social-planner': {
      title: 'Programma i post con il Social Planner',
      description:
        'Collega le tue pagine social e pianifica in anticipo i tuoi post da un unico calendario.',
      slides: [
        'Collega le tue pagine social',
        'Pianifica in anticipo i tuoi post da un unico calendario.',
      ],
    },
    'sales-conversation/conversations-inbox': {
      title: "Rispondi ai clienti da un'unica casella di posta",
      description:
        "Rispondi a SMS, e-mail e messaggi social da un'unica casella di posta, così nessuna richiesta va persa.",
      slides: [
        "Rispondi a SMS, e-mail e messaggi social da un'unica casella di posta",
        'Così nessuna richiesta va persa.',
      ],
    },
    'sales-conversation/pipelines-opportunities': {
      title: 'Segui le trattative nella tua pipeline',
      description:
        "Definisci le fasi del tuo processo di vendita e fai avanzare ogni opportunità man mano che procede. Vedrai a colpo d'occhio cosa sta per chiudersi.",
      slides: [
        'Definisci le fasi del tuo processo di vendita e fai avanzare ogni opportunità man mano che procede.',
        "Vedrai a colpo d'occhio cosa sta per chiudersi.",
      ],
    },
    'sales-conversation/reviews-reputation': {
      title: 'Ottieni più recensioni a cinque stelle',
      description:
        'Chiedi una recensione ai clienti soddisfatti e rispondi alle nuove recensioni dalla tua dashboard.',
      slides: [
        'Chiedi una recensione ai clienti soddisfatti',
        'Rispondi alle nuove recensioni dalla tua dashboard.',
      ],
    },
    'website-content/website-builder': {
      title: 'Crea il tuo sito web',
      description:
        'Parti da un modello, aggiungi i tuoi testi e le tue immagini e pubblica il sito sul tuo dominio.',
      slides: [
        'Parti da un modello',
        'Aggiungi i tuoi testi e le tue immagini e pubblica il sito sul tuo dominio.',
      ],
    },
    'website-content/funnels': {
      title: 'Crea un funnel di vendita',
      description:
        'Costruisci una breve sequenza di pagine che trasforma i visitatori in lead o acquirenti e guarda quante persone superano ogni passaggio.',
      slides: [
        'Costruisci una breve sequenza di pagine che trasforma i visitatori in lead o acquirenti',
        'Guarda quante persone superano ogni passaggio.',
      ],
    },
    'website-content/blog-content': {
      title: 'Pubblica articoli sul blog',
      description:
        'Scrivi, formatta e pubblica articoli sul blog che aiutano i clienti a trovare la tua attività sui motori di ricerca.',
      slides: [
        'Scrivi, formatta e pubblica articoli sul blog che aiutano i clienti a trovare la tua attività sui motori di ricerca.',
        'Poi segui i passaggi nel tuo account.',
      ],
    },
    'commerce/payments-setup': {
      title: 'Collega il tuo sistema di pagamento',
      description:
        'Collega il tuo account di pagamento per accettare pagamenti con carta dai clienti. Il denaro arriva direttamente sul conto bancario della tua attività.',
      slides: [
        'Collega il tuo account di pagamento per accettare pagamenti con carta dai clienti.',
        'Il denaro arriva direttamente sul conto bancario della tua attività.',
      ],
    },
    'commerce/products-prices': {
      title: 'Aggiungi prodotti e prezzi',
      description:
        "Crea i prodotti e i servizi che vendi con prezzi una tantum o ricorrenti, pronti da usare in fatture e moduli d'ordine.",
      slides: [
        'Crea i prodotti e i servizi che vendi con prezzi una tantum o ricorrenti',
        "Pronti da usare in fatture e moduli d'ordine.",
      ],
    },
    'commerce/invoices-estimates': {
      title: 'Invia fatture e preventivi',
      description:
        'Invia un preventivo o una fattura professionale che i clienti possono pagare online e controlla quali sono ancora in sospeso.',
      slides: [
        'Invia un preventivo o una fattura professionale che i clienti possono pagare online',
        'Controlla quali sono ancora in sospeso.',
      ],
    },
    'commerce/order-forms': {
      title: "Vendi online con i moduli d'ordine",
      description:
        "Aggiungi un modulo d'ordine a una pagina, così i clienti possono acquistare da te in qualsiasi momento, con offerte aggiuntive facoltative al checkout.",
      slides: [
        "Aggiungi un modulo d'ordine a una pagina",
        'Così i clienti possono acquistare da te in qualsiasi momento, con offerte aggiuntive facoltative al checkout.',
      ],
    },
    'commerce/memberships-courses': {
      title: "Crea un'area riservata o un corso online",
      description:
        "Proteggi le tue lezioni o i contenuti riservati ai membri con un login e sblocca l'accesso ai clienti quando pagano.",
      slides: [
        'Proteggi le tue lezioni o i contenuti riservati ai membri con un login',
        "Sblocca l'accesso ai clienti quando pagano.",
      ],
    },
  },
};
