/**
 * An e-mail shown as it is sent: its subject above the HTML in a sandboxed frame (no scripts,
 * no access to this page). Until it arrives, a placeholder, or `failure` if it could not be
 * rendered; `busy` dims it while the next version renders.
 */
export function EmailPreview({
  email,
  failure,
  title,
  busy = false,
  subjectTestId,
}: {
  email: { subject: string; html: string } | undefined;
  failure: string | null;
  /** The frame's accessible name. */
  title: string;
  busy?: boolean;
  subjectTestId?: string;
}) {
  if (failure && !email)
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
        {failure}
      </p>
    );
  if (!email)
    return (
      <div role="status" className="h-96 animate-pulse rounded-xl bg-slate-100">
        <span className="sr-only">Loading the preview...</span>
      </div>
    );
  return (
    <div
      aria-busy={busy || undefined}
      className={`flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white transition-opacity ${busy ? 'opacity-70' : ''}`}
    >
      <p className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm break-words">
        <span className="text-slate-600">Subject: </span>
        <span data-testid={subjectTestId} className="font-semibold text-slate-900">
          {email.subject}
        </span>
      </p>
      <iframe title={title} sandbox="" srcDoc={email.html} className="h-[28rem] w-full bg-white" />
    </div>
  );
}
