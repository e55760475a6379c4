import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import {
  checkSubAccountIds,
  DEFAULT_HELP_LABEL,
  parseCrmOrigin,
  type HelpSettings,
} from '@retainly/domain';
import type { HelpSettingsDto } from './help-settings.dto';
import { HelpSettingsRepository } from './help-settings.repository';

export const UNKNOWN_VERSION = 'Choose one of your onboarding versions.';
export const NO_SUB_ACCOUNTS = 'Add at least one sub-account id, or show the button everywhere.';

/** The onboarding tool's help launcher form: one agency's own row, validated. */
@Injectable()
export class HelpSettingsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: HelpSettingsRepository,
  ) {}

  async get(userId: string): Promise<HelpSettings> {
    const row = await this.settings.find(userId);
    if (row) {
      return {
        saved: true,
        versionId: row.version_id,
        crmOrigins: row.crm_origins,
        subAccountIds: row.sub_account_ids,
        label: row.label,
      };
    }
    return {
      saved: false,
      versionId: await this.settings.defaultVersion(userId),
      crmOrigins: [],
      subAccountIds: null,
      label: DEFAULT_HELP_LABEL,
    };
  }

  async update(userId: string, input: HelpSettingsDto): Promise<HelpSettings> {
    // Plain http only outside production, so tests and local CRMs on 127.0.0.1 work.
    const allowHttp = this.config.NODE_ENV !== 'production';
    const origins: string[] = [];
    for (const typed of input.crmOrigins) {
      const parsed = parseCrmOrigin(typed, allowHttp);
      if ('error' in parsed) throw new BadRequestException(parsed.error);
      if (!origins.includes(parsed.origin)) origins.push(parsed.origin);
    }
    let subAccountIds: string[] | null = null;
    if (input.subAccountIds) {
      const checked = checkSubAccountIds(input.subAccountIds);
      if ('error' in checked) throw new BadRequestException(checked.error);
      if (!checked.ids.length) throw new BadRequestException(NO_SUB_ACCOUNTS);
      subAccountIds = checked.ids;
    }
    // Another agency's version id looks exactly like a missing one.
    if (!(await this.settings.ownsVersion(userId, input.versionId))) {
      throw new BadRequestException(UNKNOWN_VERSION);
    }
    await this.settings.save(userId, {
      version_id: input.versionId,
      crm_origins: origins,
      sub_account_ids: subAccountIds,
      label: input.label.trim() || DEFAULT_HELP_LABEL,
    });
    return this.get(userId);
  }
}
