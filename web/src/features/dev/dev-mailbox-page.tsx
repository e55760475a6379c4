import { Fragment, useState } from 'react';
import type { MailboxEntry } from '@retainly/domain';
import { useDevMailbox } from './api/get-dev-mailbox';

/** Turns the links in a plain-text mail into anchors. */
function Linked({ text }: { text: string }) {
  return text.split(/(https?:\/\/\S+)/).map((part, i) => (
    <Fragment key={i}>
      {/^https?:\/\//.test(part) ? (
        <a className="break-all text-brand underline" href={part}>
          {part}
        </a>
      ) : (
        part
      )}
    </Fragment>
  ));
}

/**
 * The HTML part exactly as sent, in a sandbox: no scripts, no same-origin access (so nothing in
 * a mail can reach this page or the api); links may still open in a new tab.
 */
export const MAIL_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

/** One e-mail: its HTML part as sent when it has one, with a toggle to the text part. */
export function MailboxMail({ mail }: { mail: MailboxEntry }) {
  const [showText, setShowText] = useState(false);
  const html = mail.html && !showText ? mail.html : null;
  return (
    <article className="rounded-xl border border-slate-200 p-4">
      <p className="text-sm text-slate-500">
        To {mail.to} · {new Date(mail.createdAt).toLocaleString()} · {mail.status}
      </p>
      <div className="mt-1 flex items-center justify-between gap-2">
        <h2 className="font-semibold">{mail.subject}</h2>
        {mail.html && (
          <button
            type="button"
            className="shrink-0 rounded border border-slate-300 px-2 py-1 text-sm"
            aria-pressed={showText}
            onClick={() => setShowText((shown) => !shown)}
          >
            {showText ? 'Show HTML' : 'Show text'}
          </button>
        )}
      </div>
      {html ? (
        <iframe
          title={`HTML of “${mail.subject}”`}
          className="mt-2 h-[32rem] w-full rounded border border-slate-200 bg-white"
          sandbox={MAIL_SANDBOX}
          srcDoc={html}
        />
      ) : (
        <pre className="mt-2 whitespace-pre-wrap font-sans text-sm">
          <Linked text={mail.text ?? '(body erased after sending)'} />
        </pre>
      )}
    </article>
  );
}

/** /dev/mailbox: e-mails the product sent, in development only (the api hides it in production). */
export function DevMailboxPage() {
  const mails = useDevMailbox();
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">Development mailbox</h1>
      {mails.isError && <p role="alert">The mailbox is only available in development.</p>}
      {mails.data?.length === 0 && <p className="text-slate-600">No e-mails yet.</p>}
      {mails.data?.map((mail) => (
        <MailboxMail key={mail.id} mail={mail} />
      ))}
    </main>
  );
}
