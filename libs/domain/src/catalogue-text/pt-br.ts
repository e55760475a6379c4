import type { ShippedCatalogueText } from './shipped-text-types';

/** Portuguese (Brazil, você), as the portal's pt-BR catalogue. */
export const PT_BR: ShippedCatalogueText = {
  categories: {
    'foundational-setup': 'Configuração inicial',
    'marketing-lead-generation': 'Marketing e geração de leads',
    'sales-conversation': 'Vendas e conversas',
    'website-content': 'Sites e conteúdo',
    commerce: 'Comércio e pagamentos',
  },
  modules: {
    'foundational-setup/account-tour': {
      title: 'Conheça sua conta',
      description:
        'Aprenda a navegar pelo seu painel e pelo menu principal. Você vai saber onde fica cada coisa antes de começar a configurar.',
      slides: [
        'Aprenda a navegar pelo seu painel e pelo menu principal.',
        'Você vai saber onde fica cada coisa antes de começar a configurar.',
      ],
    },
    'foundational-setup/business-profile': {
      title: 'Complete o perfil da sua empresa',
      description:
        'Adicione o nome, o endereço, o logotipo e o fuso horário da sua empresa para que cada mensagem e cada agendamento mostrem os dados certos.',
      slides: [
        'Adicione o nome, o endereço, o logotipo e o fuso horário da sua empresa',
        'Assim, cada mensagem e cada agendamento mostram os dados certos.',
      ],
    },
    'foundational-setup/connect-phone-number': {
      title: 'Conecte seu número de telefone',
      description:
        'Configure um número de telefone comercial para ligar e mandar SMS para seus clientes pela plataforma. Ligações e mensagens ficam reunidas em um só lugar.',
      slides: [
        'Configure um número de telefone comercial para ligar e mandar SMS para seus clientes pela plataforma.',
        'Ligações e mensagens ficam reunidas em um só lugar.',
      ],
    },
    'foundational-setup/email-sending-domain': {
      title: 'Configure seu domínio de envio de e-mail',
      description:
        'Conecte seu próprio domínio para enviar e-mails, para que suas mensagens cheguem à caixa de entrada, e não à pasta de spam.',
      slides: [
        'Conecte seu próprio domínio para enviar e-mails',
        'Assim suas mensagens chegam à caixa de entrada, e não à pasta de spam.',
      ],
    },
    'foundational-setup/calendar-setup': {
      title: 'Configure sua agenda on-line',
      description:
        'Crie uma agenda com seus horários disponíveis e compartilhe um link de agendamento. Seus clientes marcam horário sem aquela troca de mensagens.',
      slides: [
        'Crie uma agenda com seus horários disponíveis e compartilhe um link de agendamento.',
        'Seus clientes marcam horário sem aquela troca de mensagens.',
      ],
    },
    'foundational-setup/import-contacts': {
      title: 'Importe seus contatos',
      description:
        'Traga sua lista de clientes de uma planilha e adicione tags para falar com as pessoas certas depois.',
      slides: [
        'Traga sua lista de clientes de uma planilha e adicione tags',
        'Assim você fala com as pessoas certas depois.',
      ],
    },
    'foundational-setup/mobile-app': {
      title: 'Use o aplicativo para celular',
      description:
        'Instale o aplicativo e entre na sua conta para responder aos clientes, ver sua agenda e receber notificações onde estiver.',
      slides: [
        'Instale o aplicativo e entre na sua conta',
        'Responda aos clientes, veja sua agenda e receba notificações onde estiver.',
      ],
    },
    'foundational-setup/team-members': {
      title: 'Adicione os membros da sua equipe',
      description: 'Convide sua equipe para a conta e escolha o que cada pessoa pode ver e fazer.',
      slides: ['Convide sua equipe para a conta', 'Escolha o que cada pessoa pode ver e fazer.'],
    },
    'marketing-lead-generation/forms-surveys': {
      title: 'Capte leads com formulários e pesquisas',
      description:
        'Crie um formulário ou uma pesquisa, coloque no seu site e tenha cada novo lead salvo automaticamente nos seus contatos.',
      slides: [
        'Crie um formulário ou uma pesquisa',
        'Coloque no seu site e tenha cada novo lead salvo automaticamente nos seus contatos.',
      ],
    },
    'marketing-lead-generation/email-campaigns': {
      title: 'Envie sua primeira campanha de e-mail',
      description:
        'Crie um e-mail, escolha quem vai recebê-lo e envie na hora ou agende. Você também vai ver como acompanhar aberturas e cliques.',
      slides: [
        'Crie um e-mail, escolha quem vai recebê-lo e envie na hora ou agende.',
        'Você também vai ver como acompanhar aberturas e cliques.',
      ],
    },
    'marketing-lead-generation/social-planner': {
      title: 'Agende posts com o planejador de redes sociais',
      description:
        'Conecte suas páginas nas redes sociais e planeje seus posts com antecedência em um único calendário.',
      slides: [
        'Conecte suas páginas nas redes sociais',
        'Planeje seus posts com antecedência em um único calendário.',
      ],
    },
    'sales-conversation/conversations-inbox': {
      title: 'Responda aos clientes em uma só caixa de entrada',
      description:
        'Responda SMS, e-mails e mensagens das redes sociais em uma única caixa de entrada para que nenhum contato fique sem resposta.',
      slides: [
        'Responda SMS, e-mails e mensagens das redes sociais em uma única caixa de entrada',
        'Assim nenhum contato fica sem resposta.',
      ],
    },
    'sales-conversation/pipelines-opportunities': {
      title: 'Acompanhe seus negócios no pipeline de vendas',
      description:
        'Defina as etapas do seu processo de vendas e avance cada oportunidade conforme ela evolui. Você vê rapidamente o que está perto de fechar.',
      slides: [
        'Defina as etapas do seu processo de vendas e avance cada oportunidade conforme ela evolui.',
        'Você vê rapidamente o que está perto de fechar.',
      ],
    },
    'sales-conversation/reviews-reputation': {
      title: 'Conquiste mais avaliações cinco estrelas',
      description:
        'Peça avaliações a clientes satisfeitos e responda às novas avaliações pelo seu painel.',
      slides: [
        'Peça avaliações a clientes satisfeitos',
        'Responda às novas avaliações pelo seu painel.',
      ],
    },
    'website-content/website-builder': {
      title: 'Crie seu site',
      description:
        'Comece com um modelo, coloque seus próprios textos e imagens e publique o site no seu domínio.',
      slides: [
        'Comece com um modelo',
        'Coloque seus próprios textos e imagens e publique o site no seu domínio.',
      ],
    },
    'website-content/funnels': {
      title: 'Crie um funil de vendas',
      description:
        'Monte uma sequência curta de páginas que transforma visitantes em leads ou compradores e veja quantas pessoas passam por cada etapa.',
      slides: [
        'Monte uma sequência curta de páginas que transforma visitantes em leads ou compradores',
        'Veja quantas pessoas passam por cada etapa.',
      ],
    },
    'website-content/blog-content': {
      title: 'Publique posts no blog',
      description:
        'Escreva, formate e publique posts no blog que ajudam os clientes a encontrar sua empresa nas buscas.',
      slides: [
        'Escreva, formate e publique posts no blog que ajudam os clientes a encontrar sua empresa nas buscas.',
        'Depois, siga os passos na sua própria conta.',
      ],
    },
    'commerce/payments-setup': {
      title: 'Conecte seu processador de pagamentos',
      description:
        'Vincule sua conta de pagamentos para aceitar cartão dos seus clientes. O dinheiro vai direto para a conta bancária da sua empresa.',
      slides: [
        'Vincule sua conta de pagamentos para aceitar cartão dos seus clientes.',
        'O dinheiro vai direto para a conta bancária da sua empresa.',
      ],
    },
    'commerce/products-prices': {
      title: 'Cadastre seus produtos e preços',
      description:
        'Cadastre os produtos e serviços que você vende, com preço único ou recorrente, prontos para usar em faturas e formulários de pedido.',
      slides: [
        'Cadastre os produtos e serviços que você vende, com preço único ou recorrente',
        'Prontos para usar em faturas e formulários de pedido.',
      ],
    },
    'commerce/invoices-estimates': {
      title: 'Envie faturas e orçamentos',
      description:
        'Envie um orçamento ou uma fatura profissional que o cliente pode pagar on-line e veja quais ainda estão em aberto.',
      slides: [
        'Envie um orçamento ou uma fatura profissional que o cliente pode pagar on-line',
        'Veja quais ainda estão em aberto.',
      ],
    },
    'commerce/order-forms': {
      title: 'Venda on-line com formulários de pedido',
      description:
        'Adicione um formulário de pedido a uma página para que os clientes comprem de você a qualquer hora, com ofertas extras opcionais no checkout.',
      slides: [
        'Adicione um formulário de pedido a uma página',
        'Assim os clientes compram de você a qualquer hora, com ofertas extras opcionais no checkout.',
      ],
    },
    'commerce/memberships-courses': {
      title: 'Crie uma área de membros ou um curso on-line',
      description:
        'Proteja suas aulas ou seu conteúdo exclusivo com login e libere o acesso para os clientes quando eles pagarem.',
      slides: [
        'Proteja suas aulas ou seu conteúdo exclusivo com login',
        'Libere o acesso para os clientes quando eles pagarem.',
      ],
    },
  },
};
