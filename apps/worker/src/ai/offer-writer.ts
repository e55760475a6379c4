import { Inject, Injectable } from '@nestjs/common';
import type OpenAI from 'openai';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import type { AiOffer, OfferInputs, OfferWriterKind } from '@retainly/domain';
import { writeOfflineOffer } from './offline-offer-writer';
import { openAiClient, writeOpenAiOffer } from './openai-offer-writer';

export interface WrittenOffer {
  offer: AiOffer;
  writer: OfferWriterKind;
  model: string | null;
}

/** The model through the openai SDK when OPENAI_API_KEY is set; else the offline writer. */
@Injectable()
export class OfferWriter {
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

  async write(inputs: OfferInputs): Promise<WrittenOffer> {
    if (!this.client) return { offer: writeOfflineOffer(inputs), writer: 'offline', model: null };
    const model = this.config.OPENAI_MODEL;
    const settings = { model, timeoutMs: this.config.OPENAI_TIMEOUT_MS };
    const offer = await writeOpenAiOffer(this.client, settings, inputs);
    return { offer, writer: 'openai', model };
  }
}
