import { Inject, Injectable } from '@nestjs/common';
import type OpenAI from 'openai';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import type { TranslatedLanguage } from '@retainly/domain';
import { openAiClient } from './openai-offer-writer';
import { writeOpenAiTranslations, type SourceText } from './openai-translation-writer';

/**
 * The model through the openai SDK when OPENAI_API_KEY is set (as for offers). Without it there
 * is no offline stand-in worth approving: `available` is false and the job writes nothing, so
 * the modules wait for a person.
 */
@Injectable()
export class TranslationWriter {
  private readonly client: OpenAI | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.client = config.OPENAI_API_KEY
      ? openAiClient({
          apiKey: config.OPENAI_API_KEY,
          baseURL: config.OPENAI_BASE_URL,
          timeoutMs: config.OPENAI_TIMEOUT_MS,
        })
      : null;
  }

  get available(): boolean {
    return this.client !== null;
  }

  get model(): string {
    return this.config.OPENAI_MODEL;
  }

  write(language: TranslatedLanguage, modules: SourceText[]): Promise<SourceText[]> {
    if (!this.client) throw new Error('No AI writer is configured');
    const settings = { model: this.config.OPENAI_MODEL, timeoutMs: this.config.OPENAI_TIMEOUT_MS };
    return writeOpenAiTranslations(this.client, settings, language, modules);
  }
}
