import type { ShippedCatalogueText } from './shipped-text-types';

/** Spanish (Latin American, tú; "video" without an accent), as the portal's es catalogue. */
export const ES: ShippedCatalogueText = {
  categories: {
    'foundational-setup': 'Configuración básica',
    'marketing-lead-generation': 'Marketing y captación de clientes',
    'sales-conversation': 'Ventas y conversaciones',
    'website-content': 'Sitios web y contenido',
    commerce: 'Comercio y pagos',
  },
  modules: {
    'foundational-setup/account-tour': {
      title: 'Haz un recorrido por tu cuenta',
      description:
        'Aprende a moverte por tu panel y el menú principal. Sabrás dónde está cada cosa antes de empezar a configurarla.',
      slides: [
        'Aprende a moverte por tu panel y el menú principal.',
        'Sabrás dónde está cada cosa antes de empezar a configurarla.',
      ],
    },
    'foundational-setup/business-profile': {
      title: 'Completa el perfil de tu negocio',
      description:
        'Agrega el nombre, la dirección, el logotipo y la zona horaria de tu negocio para que cada mensaje y cada reserva muestren los datos correctos.',
      slides: [
        'Agrega el nombre, la dirección, el logotipo y la zona horaria de tu negocio',
        'Así, cada mensaje y cada reserva mostrarán los datos correctos.',
      ],
    },
    'foundational-setup/connect-phone-number': {
      title: 'Conecta tu número de teléfono',
      description:
        'Configura un número de teléfono para tu negocio y llama o escribe por SMS a tus clientes desde la plataforma. Tendrás las llamadas y los mensajes en un solo lugar.',
      slides: [
        'Configura un número de teléfono para tu negocio y llama o escribe por SMS a tus clientes desde la plataforma.',
        'Tendrás las llamadas y los mensajes en un solo lugar.',
      ],
    },
    'foundational-setup/email-sending-domain': {
      title: 'Configura tu dominio de envío de correo',
      description:
        'Conecta tu propio dominio para enviar correos y que tus mensajes lleguen a la bandeja de entrada, no a la carpeta de spam.',
      slides: [
        'Conecta tu propio dominio para enviar correos',
        'Así tus mensajes llegarán a la bandeja de entrada, no a la carpeta de spam.',
      ],
    },
    'foundational-setup/calendar-setup': {
      title: 'Configura tu calendario de reservas',
      description:
        'Crea un calendario con tu disponibilidad y comparte un enlace de reserva. Tus clientes podrán agendar citas sin tantas idas y vueltas.',
      slides: [
        'Crea un calendario con tu disponibilidad y comparte un enlace de reserva.',
        'Tus clientes podrán agendar citas sin tantas idas y vueltas.',
      ],
    },
    'foundational-setup/import-contacts': {
      title: 'Importa tus contactos',
      description:
        'Trae tu lista de clientes desde una hoja de cálculo y etiquétala para llegar a las personas indicadas más adelante.',
      slides: [
        'Trae tu lista de clientes desde una hoja de cálculo y etiquétala',
        'Así podrás llegar a las personas indicadas más adelante.',
      ],
    },
    'foundational-setup/mobile-app': {
      title: 'Usa la aplicación móvil',
      description:
        'Instala la aplicación móvil e inicia sesión para responder a tus clientes, revisar tu calendario y recibir notificaciones estés donde estés.',
      slides: [
        'Instala la aplicación móvil e inicia sesión',
        'Responde a tus clientes, revisa tu calendario y recibe notificaciones estés donde estés.',
      ],
    },
    'foundational-setup/team-members': {
      title: 'Agrega a los miembros de tu equipo',
      description: 'Invita a tu personal a tu cuenta y elige qué puede ver y hacer cada persona.',
      slides: ['Invita a tu personal a tu cuenta', 'Elige qué puede ver y hacer cada persona.'],
    },
    'marketing-lead-generation/forms-surveys': {
      title: 'Consigue clientes potenciales con formularios y encuestas',
      description:
        'Crea un formulario o una encuesta, agrégalo a tu sitio web y cada nuevo cliente potencial se guardará automáticamente en tus contactos.',
      slides: [
        'Crea un formulario o una encuesta',
        'Agrégalo a tu sitio web y cada nuevo cliente potencial se guardará automáticamente en tus contactos.',
      ],
    },
    'marketing-lead-generation/email-campaigns': {
      title: 'Envía tu primera campaña de correo',
      description:
        'Diseña un correo, elige quién lo recibe y envíalo o prográmalo. También verás cómo consultar las aperturas y los clics.',
      slides: [
        'Diseña un correo, elige quién lo recibe y envíalo o prográmalo.',
        'También verás cómo consultar las aperturas y los clics.',
      ],
    },
    'marketing-lead-generation/social-planner': {
      title: 'Programa publicaciones con el planificador social',
      description:
        'Conecta las páginas de tus redes sociales y planifica tus publicaciones con anticipación desde un solo calendario.',
      slides: [
        'Conecta las páginas de tus redes sociales',
        'Planifica tus publicaciones con anticipación desde un solo calendario.',
      ],
    },
    'sales-conversation/conversations-inbox': {
      title: 'Responde a tus clientes desde una sola bandeja de entrada',
      description:
        'Contesta SMS, correos y mensajes de redes sociales desde una única bandeja de entrada para que ninguna consulta se quede sin respuesta.',
      slides: [
        'Contesta SMS, correos y mensajes de redes sociales desde una única bandeja de entrada',
        'Así ninguna consulta se quedará sin respuesta.',
      ],
    },
    'sales-conversation/pipelines-opportunities': {
      title: 'Da seguimiento a tus ventas en el pipeline',
      description:
        'Define las etapas de tu proceso de ventas y avanza cada oportunidad a medida que progresa. Verás de un vistazo qué está por cerrarse.',
      slides: [
        'Define las etapas de tu proceso de ventas y avanza cada oportunidad a medida que progresa.',
        'Verás de un vistazo qué está por cerrarse.',
      ],
    },
    'sales-conversation/reviews-reputation': {
      title: 'Consigue más reseñas de cinco estrellas',
      description:
        'Pide reseñas a tus clientes satisfechos y responde a las nuevas desde tu panel.',
      slides: [
        'Pide reseñas a tus clientes satisfechos',
        'Responde a las nuevas reseñas desde tu panel.',
      ],
    },
    'website-content/website-builder': {
      title: 'Crea tu sitio web',
      description:
        'Parte de una plantilla, agrega tus propios textos e imágenes y publica tu sitio web en tu dominio.',
      slides: [
        'Parte de una plantilla',
        'Agrega tus propios textos e imágenes y publica tu sitio web en tu dominio.',
      ],
    },
    'website-content/funnels': {
      title: 'Crea un embudo de ventas',
      description:
        'Arma una breve serie de páginas que convierta a los visitantes en clientes potenciales o compradores, y mira cuántas personas avanzan en cada paso.',
      slides: [
        'Arma una breve serie de páginas que convierta a los visitantes en clientes potenciales o compradores',
        'Mira cuántas personas avanzan en cada paso.',
      ],
    },
    'website-content/blog-content': {
      title: 'Publica entradas de blog',
      description:
        'Escribe, da formato y publica entradas de blog que ayuden a tus clientes a encontrar tu negocio en los buscadores.',
      slides: [
        'Escribe, da formato y publica entradas de blog que ayuden a tus clientes a encontrar tu negocio en los buscadores.',
        'Después, sigue los pasos en tu propia cuenta.',
      ],
    },
    'commerce/payments-setup': {
      title: 'Conecta tu procesador de pagos',
      description:
        'Vincula tu cuenta de pagos para aceptar pagos con tarjeta de tus clientes. El dinero va directo a la cuenta bancaria de tu negocio.',
      slides: [
        'Vincula tu cuenta de pagos para aceptar pagos con tarjeta de tus clientes.',
        'El dinero va directo a la cuenta bancaria de tu negocio.',
      ],
    },
    'commerce/products-prices': {
      title: 'Agrega tus productos y precios',
      description:
        'Crea los productos y servicios que vendes, con precios únicos o recurrentes, listos para usar en facturas y formularios de pedido.',
      slides: [
        'Crea los productos y servicios que vendes, con precios únicos o recurrentes',
        'Listos para usar en facturas y formularios de pedido.',
      ],
    },
    'commerce/invoices-estimates': {
      title: 'Envía facturas y presupuestos',
      description:
        'Envía un presupuesto o una factura profesional que tus clientes puedan pagar en línea, y consulta cuáles siguen pendientes.',
      slides: [
        'Envía un presupuesto o una factura profesional que tus clientes puedan pagar en línea',
        'Consulta cuáles siguen pendientes.',
      ],
    },
    'commerce/order-forms': {
      title: 'Vende en línea con formularios de pedido',
      description:
        'Agrega un formulario de pedido a una página para que tus clientes te compren cuando quieran, con ofertas adicionales opcionales al pagar.',
      slides: [
        'Agrega un formulario de pedido a una página',
        'Así tus clientes podrán comprarte cuando quieran, con ofertas adicionales opcionales al pagar.',
      ],
    },
    'commerce/memberships-courses': {
      title: 'Crea una membresía o un curso en línea',
      description:
        'Protege tus lecciones o tu contenido exclusivo para miembros con un inicio de sesión y da acceso a tus clientes cuando paguen.',
      slides: [
        'Protege tus lecciones o tu contenido exclusivo para miembros con un inicio de sesión',
        'Da acceso a tus clientes cuando paguen.',
      ],
    },
  },
};
