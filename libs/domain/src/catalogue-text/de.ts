import type { ShippedCatalogueText } from './shipped-text-types';

/** German (Sie), as the portal's de catalogue: "Leads", "E-Mail", "Dashboard". */
export const DE: ShippedCatalogueText = {
  categories: {
    'foundational-setup': 'Grundeinrichtung',
    'marketing-lead-generation': 'Marketing & Leadgenerierung',
    'sales-conversation': 'Vertrieb & Konversationen',
    'website-content': 'Websites & Inhalte',
    commerce: 'Handel & Zahlungen',
  },
  modules: {
    'foundational-setup/account-tour': {
      title: 'Ein Rundgang durch Ihr Konto',
      description:
        'Lernen Sie Ihr Dashboard und das Hauptmenü kennen. So wissen Sie, wo alles zu finden ist, bevor Sie mit der Einrichtung beginnen.',
      slides: [
        'Lernen Sie Ihr Dashboard und das Hauptmenü kennen.',
        'So wissen Sie, wo alles zu finden ist, bevor Sie mit der Einrichtung beginnen.',
      ],
    },
    'foundational-setup/business-profile': {
      title: 'Unternehmensprofil vervollständigen',
      description:
        'Hinterlegen Sie Firmenname, Adresse, Logo und Zeitzone, damit jede Nachricht und jede Buchung die richtigen Angaben zeigt.',
      slides: [
        'Hinterlegen Sie Firmenname, Adresse, Logo und Zeitzone',
        'Dann zeigt jede Nachricht und jede Buchung die richtigen Angaben.',
      ],
    },
    'foundational-setup/connect-phone-number': {
      title: 'Telefonnummer verbinden',
      description:
        'Richten Sie eine geschäftliche Telefonnummer ein, um Kunden direkt über die Plattform anzurufen und ihnen SMS zu schreiben. Anrufe und Nachrichten laufen an einem Ort zusammen.',
      slides: [
        'Richten Sie eine geschäftliche Telefonnummer ein, um Kunden direkt über die Plattform anzurufen und ihnen SMS zu schreiben.',
        'Anrufe und Nachrichten laufen an einem Ort zusammen.',
      ],
    },
    'foundational-setup/email-sending-domain': {
      title: 'Absenderdomain für E-Mails einrichten',
      description:
        'Verbinden Sie Ihre eigene Domain für den E-Mail-Versand, damit Ihre Nachrichten im Posteingang landen und nicht im Spam-Ordner.',
      slides: [
        'Verbinden Sie Ihre eigene Domain für den E-Mail-Versand',
        'So landen Ihre Nachrichten im Posteingang und nicht im Spam-Ordner.',
      ],
    },
    'foundational-setup/calendar-setup': {
      title: 'Buchungskalender einrichten',
      description:
        'Legen Sie einen Kalender mit Ihren freien Zeiten an und teilen Sie einen Buchungslink. Ihre Kunden buchen Termine dann ganz ohne langes Hin und Her.',
      slides: [
        'Legen Sie einen Kalender mit Ihren freien Zeiten an und teilen Sie einen Buchungslink.',
        'Ihre Kunden buchen Termine dann ganz ohne langes Hin und Her.',
      ],
    },
    'foundational-setup/import-contacts': {
      title: 'Kontakte importieren',
      description:
        'Übernehmen Sie Ihre bestehende Kundenliste aus einer Tabelle und versehen Sie sie mit Tags, damit Sie später genau die richtigen Personen erreichen.',
      slides: [
        'Übernehmen Sie Ihre bestehende Kundenliste aus einer Tabelle und versehen Sie sie mit Tags',
        'So erreichen Sie später genau die richtigen Personen.',
      ],
    },
    'foundational-setup/mobile-app': {
      title: 'Die mobile App nutzen',
      description:
        'Installieren Sie die mobile App und melden Sie sich an, um unterwegs Kunden zu antworten, Ihren Kalender im Blick zu behalten und Benachrichtigungen zu erhalten.',
      slides: [
        'Installieren Sie die mobile App und melden Sie sich an',
        'Antworten Sie Kunden, behalten Sie Ihren Kalender im Blick und erhalten Sie unterwegs Benachrichtigungen.',
      ],
    },
    'foundational-setup/team-members': {
      title: 'Teammitglieder hinzufügen',
      description:
        'Laden Sie Ihre Mitarbeitenden in Ihr Konto ein und legen Sie fest, was jede Person sehen und tun darf.',
      slides: [
        'Laden Sie Ihre Mitarbeitenden in Ihr Konto ein',
        'Legen Sie fest, was jede Person sehen und tun darf.',
      ],
    },
    'marketing-lead-generation/forms-surveys': {
      title: 'Leads mit Formularen und Umfragen gewinnen',
      description:
        'Erstellen Sie ein Formular oder eine Umfrage und binden Sie es auf Ihrer Website ein: Jeder neue Lead landet automatisch in Ihren Kontakten.',
      slides: [
        'Erstellen Sie ein Formular oder eine Umfrage',
        'Binden Sie es auf Ihrer Website ein: Jeder neue Lead landet automatisch in Ihren Kontakten.',
      ],
    },
    'marketing-lead-generation/email-campaigns': {
      title: 'Die erste E-Mail-Kampagne versenden',
      description:
        'Gestalten Sie eine E-Mail, wählen Sie die Empfänger aus und versenden oder planen Sie sie. Außerdem sehen Sie, wie Sie Öffnungen und Klicks auswerten.',
      slides: [
        'Gestalten Sie eine E-Mail, wählen Sie die Empfänger aus und versenden oder planen Sie sie.',
        'Außerdem sehen Sie, wie Sie Öffnungen und Klicks auswerten.',
      ],
    },
    'marketing-lead-generation/social-planner': {
      title: 'Beiträge mit dem Social Planner planen',
      description:
        'Verbinden Sie Ihre Social-Media-Seiten und planen Sie Ihre Beiträge im Voraus in einem einzigen Kalender.',
      slides: [
        'Verbinden Sie Ihre Social-Media-Seiten',
        'Planen Sie Ihre Beiträge im Voraus in einem einzigen Kalender.',
      ],
    },
    'sales-conversation/conversations-inbox': {
      title: 'Allen Kunden aus einem Posteingang antworten',
      description:
        'Beantworten Sie SMS, E-Mails und Social-Media-Nachrichten in einem gemeinsamen Posteingang, damit keine Anfrage untergeht.',
      slides: [
        'Beantworten Sie SMS, E-Mails und Social-Media-Nachrichten in einem gemeinsamen Posteingang',
        'So geht keine Anfrage mehr unter.',
      ],
    },
    'sales-conversation/pipelines-opportunities': {
      title: 'Deals in der Pipeline verfolgen',
      description:
        'Legen Sie die Phasen Ihres Vertriebsprozesses fest und schieben Sie jede Verkaufschance weiter, sobald sie vorankommt. So sehen Sie auf einen Blick, was kurz vor dem Abschluss steht.',
      slides: [
        'Legen Sie die Phasen Ihres Vertriebsprozesses fest und schieben Sie jede Verkaufschance weiter, sobald sie vorankommt.',
        'So sehen Sie auf einen Blick, was kurz vor dem Abschluss steht.',
      ],
    },
    'sales-conversation/reviews-reputation': {
      title: 'Mehr Fünf-Sterne-Bewertungen sammeln',
      description:
        'Bitten Sie zufriedene Kunden um eine Bewertung und antworten Sie über Ihr Dashboard auf neue Bewertungen.',
      slides: [
        'Bitten Sie zufriedene Kunden um eine Bewertung',
        'Antworten Sie über Ihr Dashboard auf neue Bewertungen.',
      ],
    },
    'website-content/website-builder': {
      title: 'Die eigene Website erstellen',
      description:
        'Starten Sie mit einer Vorlage, fügen Sie eigene Texte und Bilder ein und veröffentlichen Sie die Website unter Ihrer Domain.',
      slides: [
        'Starten Sie mit einer Vorlage',
        'Fügen Sie eigene Texte und Bilder ein und veröffentlichen Sie die Website unter Ihrer Domain.',
      ],
    },
    'website-content/funnels': {
      title: 'Einen Sales-Funnel erstellen',
      description:
        'Bauen Sie eine kurze Abfolge von Seiten, die Besucher zu Leads oder Käufern macht, und sehen Sie, wie viele Personen jeden Schritt durchlaufen.',
      slides: [
        'Bauen Sie eine kurze Abfolge von Seiten, die Besucher zu Leads oder Käufern macht',
        'Sehen Sie, wie viele Personen jeden Schritt durchlaufen.',
      ],
    },
    'website-content/blog-content': {
      title: 'Blogbeiträge veröffentlichen',
      description:
        'Schreiben, formatieren und veröffentlichen Sie Blogbeiträge, über die Kunden Ihr Unternehmen in Suchmaschinen finden.',
      slides: [
        'Schreiben, formatieren und veröffentlichen Sie Blogbeiträge, über die Kunden Ihr Unternehmen in Suchmaschinen finden.',
        'Danach setzen Sie es in Ihrem eigenen Konto um.',
      ],
    },
    'commerce/payments-setup': {
      title: 'Zahlungsanbieter verbinden',
      description:
        'Verknüpfen Sie Ihr Zahlungskonto, um Kartenzahlungen von Kunden anzunehmen. Das Geld geht direkt auf das Bankkonto Ihres Unternehmens.',
      slides: [
        'Verknüpfen Sie Ihr Zahlungskonto, um Kartenzahlungen von Kunden anzunehmen.',
        'Das Geld geht direkt auf das Bankkonto Ihres Unternehmens.',
      ],
    },
    'commerce/products-prices': {
      title: 'Produkte und Preise anlegen',
      description:
        'Legen Sie Ihre Produkte und Dienstleistungen mit einmaligen oder wiederkehrenden Preisen an, sofort nutzbar in Rechnungen und Bestellformularen.',
      slides: [
        'Legen Sie Ihre Produkte und Dienstleistungen mit einmaligen oder wiederkehrenden Preisen an',
        'Sofort nutzbar in Rechnungen und Bestellformularen.',
      ],
    },
    'commerce/invoices-estimates': {
      title: 'Rechnungen und Angebote versenden',
      description:
        'Senden Sie ein professionelles Angebot oder eine Rechnung, die Kunden online bezahlen können, und sehen Sie, welche noch offen sind.',
      slides: [
        'Senden Sie ein professionelles Angebot oder eine Rechnung, die Kunden online bezahlen können',
        'Sehen Sie, welche noch offen sind.',
      ],
    },
    'commerce/order-forms': {
      title: 'Online verkaufen mit Bestellformularen',
      description:
        'Fügen Sie einer Seite ein Bestellformular hinzu, damit Kunden jederzeit bei Ihnen kaufen können, auf Wunsch mit Zusatzangeboten an der Kasse.',
      slides: [
        'Fügen Sie einer Seite ein Bestellformular hinzu',
        'Dann können Kunden jederzeit bei Ihnen kaufen, auf Wunsch mit Zusatzangeboten an der Kasse.',
      ],
    },
    'commerce/memberships-courses': {
      title: 'Mitgliederbereich oder Onlinekurs erstellen',
      description:
        'Schützen Sie Ihre Lektionen oder exklusiven Inhalte mit einem Login und schalten Sie Kunden frei, sobald sie bezahlt haben.',
      slides: [
        'Schützen Sie Ihre Lektionen oder exklusiven Inhalte mit einem Login',
        'Schalten Sie Kunden frei, sobald sie bezahlt haben.',
      ],
    },
  },
};
