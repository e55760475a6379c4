import { Fragment } from 'react';
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

/** /dev/mailbox: e-mails the product sent, in development only (the api hides it in production). */
export function DevMailboxPage() {
  const mails = useDevMailbox();
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">Development mailbox</h1>
      {mails.isError && <p role="alert">The mailbox is only available in development.</p>}
      {mails.data?.length === 0 && <p className="text-slate-600">No e-mails yet.</p>}
      {mails.data?.map((mail) => (
        <article key={mail.id} className="rounded-xl border border-slate-200 p-4">
          <p className="text-sm text-slate-500">
            To {mail.to} · {new Date(mail.createdAt).toLocaleString()} · {mail.status}
          </p>
          <h2 className="mt-1 font-semibold">{mail.subject}</h2>
          <pre className="mt-2 whitespace-pre-wrap font-sans text-sm">
            <Linked text={mail.text ?? '(body erased after sending)'} />
          </pre>
        </article>
      ))}
    </main>
  );
}
