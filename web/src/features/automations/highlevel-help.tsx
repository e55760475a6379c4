/** How to point a HighLevel workflow at us, folded away until asked for. */
export function HighLevelHelp() {
  return (
    <details className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
        Using a HighLevel workflow?
      </summary>
      <ol className="mt-2 flex list-decimal flex-col gap-1 pl-5">
        <li>
          In HighLevel, open Automation, create a workflow and add the trigger{' '}
          <strong>Inbound Webhook</strong>.
        </li>
        <li>Copy the webhook URL the trigger shows and paste it here.</li>
        <li>
          Save, then press <strong>Send test event</strong>. Back in the trigger, pick the test
          request to map its fields (email, name, module, percent, portal link…) to the contact.
        </li>
        <li>Add your actions (a tag, a task, an SMS) and publish the workflow.</li>
      </ol>
    </details>
  );
}
