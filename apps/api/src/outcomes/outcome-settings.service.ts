import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import type { UserEntity } from '@retainly/database';
import {
  DEFAULT_NUDGE_MESSAGE,
  DEFAULT_NUDGE_SUBJECT,
  NUDGE_PLACEHOLDERS,
  nudgeLinks,
  type NudgePreview,
  type OutcomeSettings,
} from '@retainly/domain';
import { renderNudgeEmail } from '@retainly/emails';
import { AgencyOutcomeSettingsRepository } from './agency-outcome-settings.repository';
import type { NudgePreviewDto, OutcomeSettingsDto } from './outcome-settings.dto';

/** Who a preview is addressed to: a made-up client part way through. */
const SAMPLE_CLIENT = { firstName: 'Sam', nextModule: 'Account tour', percent: 40 };

/** What the agency calls itself in e-mails to its clients. */
export const agencyDisplayName = (user: Pick<UserEntity, 'agencyName' | 'fullName'>) =>
  user.agencyName?.trim() || user.fullName?.trim() || 'Your onboarding team';

/** The agency's stall threshold, nudge wording and digest choice; a preview of the nudge. */
@Injectable()
export class OutcomeSettingsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: AgencyOutcomeSettingsRepository,
  ) {}

  async get(userId: string): Promise<OutcomeSettings> {
    const row = await this.settings.find(userId);
    return {
      stallDays: row.stall_days,
      nudgesEnabled: row.nudges_enabled,
      nudgeSubject: row.nudge_subject ?? DEFAULT_NUDGE_SUBJECT,
      nudgeMessage: row.nudge_message ?? DEFAULT_NUDGE_MESSAGE,
      digestEnabled: row.digest_enabled,
      defaults: { nudgeSubject: DEFAULT_NUDGE_SUBJECT, nudgeMessage: DEFAULT_NUDGE_MESSAGE },
      placeholders: [...NUDGE_PLACEHOLDERS],
    };
  }

  async update(userId: string, input: OutcomeSettingsDto): Promise<OutcomeSettings> {
    await this.settings.save(userId, {
      stall_days: input.stallDays,
      nudges_enabled: input.nudgesEnabled,
      nudge_subject: wording(input.nudgeSubject, DEFAULT_NUDGE_SUBJECT),
      nudge_message: wording(input.nudgeMessage, DEFAULT_NUDGE_MESSAGE),
      digest_enabled: input.digestEnabled,
    });
    return this.get(userId);
  }

  /** The nudge as a sample client would get it, rendered by the same code the worker sends with. */
  async preview(user: UserEntity, input: NudgePreviewDto): Promise<NudgePreview> {
    const agencyName = agencyDisplayName(user);
    const links = nudgeLinks(this.config.APP_URL, 'preview', 'sample', 'sample');
    const { subject, html, text } = await renderNudgeEmail({
      brand: { name: agencyName, primaryColor: user.primaryColor },
      template: { subject: input.subject, message: input.message },
      values: { ...SAMPLE_CLIENT, agencyName, portalLink: links.portalLink },
      unsubscribeUrl: links.unsubscribePage,
      language: input.language,
    });
    return { subject, html, text };
  }
}

/**
 * A wording as stored: undefined leaves it, empty/null or the default itself store null (so a
 * later change of our default reaches agencies that never changed theirs).
 */
function wording(value: string | null | undefined, fallback: string): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim();
  return !trimmed || trimmed === fallback ? null : trimmed;
}
