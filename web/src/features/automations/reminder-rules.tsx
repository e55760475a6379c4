/** How reminders behave, in plain words, beside the settings that shape them. */
export function ReminderRules({ stallDays }: { stallDays: number }) {
  return (
    <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-700">
      <li>
        A client is stalled when they haven&apos;t started within {stallDays} days of first opening
        your link, or stopped watching for {stallDays} days before finishing.
      </li>
      <li>
        At most 3 reminders per stall, sent in your agency&apos;s name and colours. They stop as
        soon as the client is back.
      </li>
      <li>
        Quiet hours: no reminder arrives between 9 pm and 8 am in the client&apos;s own time zone;
        it waits for the morning.
      </li>
      <li>
        Clients who signed in with only their name get no e-mail (we have no address for them).
        Every e-mail has a link to stop reminders.
      </li>
    </ul>
  );
}
