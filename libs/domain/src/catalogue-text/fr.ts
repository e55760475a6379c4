import type { ShippedCatalogueText } from './shipped-text-types';

/** French (vous), as the portal's fr catalogue: « prospects » for leads. */
export const FR: ShippedCatalogueText = {
  categories: {
    'foundational-setup': 'Configuration de base',
    'marketing-lead-generation': 'Marketing et génération de prospects',
    'sales-conversation': 'Ventes et conversations',
    'website-content': 'Sites web et contenu',
    commerce: 'Commerce et paiements',
  },
  modules: {
    'foundational-setup/account-tour': {
      title: 'Découvrez votre compte',
      description:
        'Repérez-vous dans votre tableau de bord et le menu principal. Vous saurez où trouver chaque chose avant de commencer vos réglages.',
      slides: [
        'Repérez-vous dans votre tableau de bord et le menu principal.',
        'Vous saurez où trouver chaque chose avant de commencer vos réglages.',
      ],
    },
    'foundational-setup/business-profile': {
      title: 'Complétez le profil de votre entreprise',
      description:
        "Ajoutez le nom, l'adresse, le logo et le fuseau horaire de votre entreprise pour que chaque message et chaque réservation affichent les bonnes informations.",
      slides: [
        "Ajoutez le nom, l'adresse, le logo et le fuseau horaire de votre entreprise",
        'Chaque message et chaque réservation affichent ainsi les bonnes informations.',
      ],
    },
    'foundational-setup/connect-phone-number': {
      title: 'Connectez votre numéro de téléphone',
      description:
        'Configurez un numéro professionnel pour appeler vos clients et leur envoyer des SMS depuis la plateforme. Appels et messages arrivent au même endroit.',
      slides: [
        'Configurez un numéro professionnel pour appeler vos clients et leur envoyer des SMS depuis la plateforme.',
        'Appels et messages arrivent au même endroit.',
      ],
    },
    'foundational-setup/email-sending-domain': {
      title: "Configurez votre domaine d'envoi d'e-mails",
      description:
        "Connectez votre propre domaine pour l'envoi d'e-mails afin que vos messages arrivent dans la boîte de réception plutôt que dans les spams.",
      slides: [
        "Connectez votre propre domaine pour l'envoi d'e-mails",
        'Vos messages arrivent ainsi dans la boîte de réception plutôt que dans les spams.',
      ],
    },
    'foundational-setup/calendar-setup': {
      title: 'Configurez votre agenda de réservation',
      description:
        'Créez un agenda avec vos disponibilités et partagez un lien de réservation. Vos clients prennent rendez-vous sans échanges interminables.',
      slides: [
        'Créez un agenda avec vos disponibilités et partagez un lien de réservation.',
        'Vos clients prennent rendez-vous sans échanges interminables.',
      ],
    },
    'foundational-setup/import-contacts': {
      title: 'Importez vos contacts',
      description:
        'Importez votre liste de clients depuis un tableur et ajoutez-lui des tags pour toucher les bonnes personnes par la suite.',
      slides: [
        'Importez votre liste de clients depuis un tableur et ajoutez-lui des tags',
        'Vous toucherez ainsi les bonnes personnes par la suite.',
      ],
    },
    'foundational-setup/mobile-app': {
      title: "Utilisez l'application mobile",
      description:
        "Installez l'application mobile et connectez-vous pour répondre à vos clients, consulter votre agenda et recevoir vos notifications où que vous soyez.",
      slides: [
        "Installez l'application mobile et connectez-vous",
        'Répondez à vos clients, consultez votre agenda et recevez vos notifications où que vous soyez.',
      ],
    },
    'foundational-setup/team-members': {
      title: 'Ajoutez les membres de votre équipe',
      description:
        'Invitez vos collaborateurs sur votre compte et choisissez ce que chacun peut voir et faire.',
      slides: [
        'Invitez vos collaborateurs sur votre compte',
        'Choisissez ce que chacun peut voir et faire.',
      ],
    },
    'marketing-lead-generation/forms-surveys': {
      title: 'Captez des prospects avec des formulaires et des sondages',
      description:
        'Créez un formulaire ou un sondage, intégrez-le à votre site web et chaque nouveau prospect est enregistré automatiquement dans vos contacts.',
      slides: [
        'Créez un formulaire ou un sondage',
        'Intégrez-le à votre site web : chaque nouveau prospect est enregistré automatiquement dans vos contacts.',
      ],
    },
    'marketing-lead-generation/email-campaigns': {
      title: 'Envoyez votre première campagne e-mail',
      description:
        'Concevez un e-mail, choisissez ses destinataires, puis envoyez-le ou programmez-le. Vous verrez aussi comment suivre les ouvertures et les clics.',
      slides: [
        'Concevez un e-mail, choisissez ses destinataires, puis envoyez-le ou programmez-le.',
        'Vous verrez aussi comment suivre les ouvertures et les clics.',
      ],
    },
    'marketing-lead-generation/social-planner': {
      title: 'Programmez vos publications avec le planificateur de réseaux sociaux',
      description:
        "Connectez vos pages de réseaux sociaux et planifiez vos publications à l'avance depuis un seul calendrier.",
      slides: [
        'Connectez vos pages de réseaux sociaux',
        "Planifiez vos publications à l'avance depuis un seul calendrier.",
      ],
    },
    'sales-conversation/conversations-inbox': {
      title: 'Répondez à vos clients depuis une seule boîte de réception',
      description:
        "Répondez aux SMS, aux e-mails et aux messages des réseaux sociaux depuis une boîte de réception unique pour qu'aucune demande ne passe entre les mailles du filet.",
      slides: [
        'Répondez aux SMS, aux e-mails et aux messages des réseaux sociaux depuis une boîte de réception unique',
        'Aucune demande ne passe ainsi entre les mailles du filet.',
      ],
    },
    'sales-conversation/pipelines-opportunities': {
      title: 'Suivez vos affaires dans votre pipeline',
      description:
        "Définissez les étapes de votre processus de vente et faites avancer chaque opportunité au fil de sa progression. Vous voyez d'un coup d'œil ce qui est sur le point d'aboutir.",
      slides: [
        'Définissez les étapes de votre processus de vente et faites avancer chaque opportunité au fil de sa progression.',
        "Vous voyez d'un coup d'œil ce qui est sur le point d'aboutir.",
      ],
    },
    'sales-conversation/reviews-reputation': {
      title: "Obtenez plus d'avis cinq étoiles",
      description:
        'Demandez un avis à vos clients satisfaits et répondez aux nouveaux avis depuis votre tableau de bord.',
      slides: [
        'Demandez un avis à vos clients satisfaits',
        'Répondez aux nouveaux avis depuis votre tableau de bord.',
      ],
    },
    'website-content/website-builder': {
      title: 'Créez votre site web',
      description:
        "Partez d'un modèle, ajoutez vos propres textes et images, puis publiez votre site sur votre nom de domaine.",
      slides: [
        "Partez d'un modèle",
        'Ajoutez vos propres textes et images, puis publiez votre site sur votre nom de domaine.',
      ],
    },
    'website-content/funnels': {
      title: 'Créez un tunnel de vente',
      description:
        'Construisez une courte série de pages qui transforme les visiteurs en prospects ou en acheteurs, et voyez combien de personnes franchissent chaque étape.',
      slides: [
        'Construisez une courte série de pages qui transforme les visiteurs en prospects ou en acheteurs',
        'Voyez combien de personnes franchissent chaque étape.',
      ],
    },
    'website-content/blog-content': {
      title: 'Publiez des articles de blog',
      description:
        'Rédigez, mettez en forme et publiez des articles de blog qui aident vos clients à trouver votre entreprise dans les moteurs de recherche.',
      slides: [
        'Rédigez, mettez en forme et publiez des articles de blog qui aident vos clients à trouver votre entreprise dans les moteurs de recherche.',
        'Puis suivez les étapes dans votre propre compte.',
      ],
    },
    'commerce/payments-setup': {
      title: 'Connectez votre solution de paiement',
      description:
        "Associez votre compte de paiement pour accepter les paiements par carte de vos clients. L'argent arrive directement sur le compte bancaire de votre entreprise.",
      slides: [
        'Associez votre compte de paiement pour accepter les paiements par carte de vos clients.',
        "L'argent arrive directement sur le compte bancaire de votre entreprise.",
      ],
    },
    'commerce/products-prices': {
      title: 'Ajoutez vos produits et vos prix',
      description:
        'Créez les produits et services que vous vendez, avec un prix unique ou récurrent, prêts à être utilisés dans vos factures et bons de commande.',
      slides: [
        'Créez les produits et services que vous vendez, avec un prix unique ou récurrent',
        'Ils sont prêts à être utilisés dans vos factures et bons de commande.',
      ],
    },
    'commerce/invoices-estimates': {
      title: 'Envoyez factures et devis',
      description:
        'Envoyez un devis ou une facture professionnels que vos clients peuvent régler en ligne, et voyez lesquels sont encore en attente.',
      slides: [
        'Envoyez un devis ou une facture professionnels que vos clients peuvent régler en ligne',
        'Voyez lesquels sont encore en attente.',
      ],
    },
    'commerce/order-forms': {
      title: 'Vendez en ligne avec des bons de commande',
      description:
        'Ajoutez un bon de commande à une page pour que vos clients puissent acheter à tout moment, avec des offres complémentaires facultatives au paiement.',
      slides: [
        'Ajoutez un bon de commande à une page',
        'Vos clients peuvent acheter à tout moment, avec des offres complémentaires facultatives au paiement.',
      ],
    },
    'commerce/memberships-courses': {
      title: 'Créez un espace membres ou une formation en ligne',
      description:
        "Placez vos leçons ou vos contenus réservés aux membres derrière une connexion et donnez-y accès à vos clients dès qu'ils ont payé.",
      slides: [
        'Placez vos leçons ou vos contenus réservés aux membres derrière une connexion',
        "Donnez-y accès à vos clients dès qu'ils ont payé.",
      ],
    },
  },
};
