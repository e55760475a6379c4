import type { SetupStepKey } from '@retainly/domain';
import type { HighLevelSetupReads } from './client/setup-reads';
import type { TokenSource } from './client/highlevel-http';

/** The steps HighLevel is asked about; "team member added" is decided from our synced users. */
export type PolledSetupStep = Exclude<SetupStepKey, 'team-member-added'>;

export interface StepCheckInput {
  reads: HighLevelSetupReads;
  auth: TokenSource;
  locationId: string;
  /** Contacts that make "contacts imported" done (the agency's choice). */
  contactsThreshold: number;
}

/** A poll's answer: done or not, and for contacts the total HighLevel reported. */
export interface StepCheckAnswer {
  done: boolean;
  contacts?: number;
}

const atLeastOne = (count: number): StepCheckAnswer => ({ done: count > 0 });

/** One read per step (docs/highlevel-api-facts.md §8), each one request or two. */
export const SETUP_STEP_CHECKS: Record<
  PolledSetupStep,
  (input: StepCheckInput) => Promise<StepCheckAnswer>
> = {
  'calendar-created': async ({ reads, auth, locationId }) =>
    atLeastOne(await reads.calendars(auth, locationId)),
  'contacts-imported': async ({ reads, auth, locationId, contactsThreshold }) => {
    const contacts = await reads.contactCount(auth, locationId);
    return { done: contacts >= contactsThreshold, contacts };
  },
  'phone-number-added': async ({ reads, auth, locationId }) =>
    atLeastOne(await reads.phoneNumbers(auth, locationId)),
  'email-sending-set-up': async ({ reads, auth, locationId }) =>
    atLeastOne(await reads.outboundEmails(auth, locationId)),
  'pipeline-created': async ({ reads, auth, locationId }) =>
    atLeastOne(await reads.pipelines(auth, locationId)),
  'workflow-published': async ({ reads, auth, locationId }) =>
    atLeastOne(await reads.publishedWorkflows(auth, locationId)),
  'form-or-funnel-published': async ({ reads, auth, locationId }) =>
    atLeastOne(await reads.formsAndFunnels(auth, locationId)),
  'first-message-sent': async ({ reads, auth, locationId }) =>
    atLeastOne(await reads.outboundConversations(auth, locationId)),
};

export const isPolledSetupStep = (step: SetupStepKey): step is PolledSetupStep =>
  step !== 'team-member-added';
