/**
 * The agency's header: its name on its primary colour, a tertiary accent stripe, and who is
 * signed in with a way out for a shared device.
 */
export function PortalHeader({
  agencyName,
  signedInAs,
  onSignOut,
}: {
  agencyName: string | null;
  signedInAs: string | null;
  onSignOut: () => void;
}) {
  return (
    <header
      data-portal-header
      className="border-b-4 border-(--portal-tertiary) bg-(--portal-primary) text-(--portal-on-primary)"
    >
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-5 sm:flex-row sm:items-end sm:justify-between sm:px-6 sm:py-7">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words sm:text-3xl">{agencyName ?? 'Welcome'}</h1>
          <p className="mt-1 text-sm opacity-90 sm:text-base">Client onboarding videos</p>
        </div>
        {signedInAs !== null && (
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="min-w-0 truncate">
              Signed in as <strong className="font-semibold">{signedInAs}</strong>
            </span>
            <button
              type="button"
              onClick={onSignOut}
              className="rounded font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--portal-on-primary)"
            >
              Not you? Sign out
            </button>
          </div>
        )}
      </div>
    </header>
  );
}
