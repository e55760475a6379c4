import { ReminderEmailsSection } from './reminder-emails-section';
import { WebhooksSection } from './webhooks-section';

/** The Activity Dashboard's Automations tab: what happens on its own as clients progress. */
export function AutomationsTab() {
  return (
    <div className="flex flex-col gap-6">
      <ReminderEmailsSection />
      <WebhooksSection />
    </div>
  );
}
