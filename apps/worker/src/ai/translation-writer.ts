import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import type { TranslatedLanguage } from '@retainly/domain';
import { openAiWriter, type OpenAiWriter } from './openai-offer-writer';
import { writeOpenAiTranslations, type SourceText } from './openai-translation-writer';

/**
 * The model through the openai SDK when OPENAI_API_KEY is set (as for offers). Without it there
 * is no offline stand-in worth approving: `available` is false and the job writes nothing, so
 * the modules wait for a person.
 */
@Injectable()
export class TranslationWriter {
  private readonly openAi: OpenAiWriter | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.openAi = openAiWriter(config);
  }

  get available(): boolean {
    return this.openAi !== null;
  }

  get model(): string {
    return this.config.OPENAI_MODEL;
  }

  write(language: TranslatedLanguage, modules: SourceText[]): Promise<SourceText[]> {
    if (!this.openAi) throw new Error('No AI writer is configured');
    const { client, settings } = this.openAi;
    return writeOpenAiTranslations(client, settings, language, modules);
  }
}
