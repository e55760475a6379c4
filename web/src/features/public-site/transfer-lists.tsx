import { Section } from './marketing-layout';

const TRANSFERS = [
  'Contacts, tags and custom fields',
  'Pipelines and opportunities',
  'Funnels and websites',
  'Workflows and automations',
  'Snapshots and sub-accounts',
  'Forms, surveys and calendars',
  'E-mail and SMS templates',
];

const NEEDS_RECONNECTING = [
  'Custom domains (point your DNS again)',
  'Phone numbers',
  'Payment integrations such as Stripe',
  'E-mail sending domains',
  'Google and Facebook integrations',
  'Calendar syncs',
  'Third-party apps and API keys',
];

const DOES_NOT_TRANSFER = [
  'Billing history and invoices',
  'Call recordings',
  'Phone and e-mail credit balances',
  'Reporting and analytics history',
];

const LISTS = [
  { title: 'What transfers', items: TRANSFERS, tone: 'border-green-700' },
  { title: 'What needs reconnecting', items: NEEDS_RECONNECTING, tone: 'border-amber-500' },
  { title: 'What does not transfer', items: DOES_NOT_TRANSFER, tone: 'border-slate-400' },
] as const;

/** What a switch moves, what to reconnect afterwards and what stays behind. */
export function TransferLists() {
  return (
    <Section
      title="What happens when you switch"
      intro={<p>Your client work moves with you; plan some time to reconnect a few services.</p>}
      wide
    >
      <div className="grid gap-6 md:grid-cols-3">
        {LISTS.map((list) => (
          <article
            key={list.title}
            className={`rounded-xl border-t-4 bg-slate-50 p-6 ${list.tone}`}
          >
            <h3 className="text-lg font-bold">{list.title}</h3>
            <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 text-slate-700">
              {list.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </Section>
  );
}
