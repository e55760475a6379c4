import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import type { AiOffer, OfferInputs, OfferWriterKind } from '@retainly/domain';
import { writeOfflineOffer } from './offline-offer-writer';
import { openAiWriter, writeOpenAiOffer, type OpenAiWriter } from './openai-offer-writer';

export interface WrittenOffer {
  offer: AiOffer;
  writer: OfferWriterKind;
  model: string | null;
}

/** The model through the openai SDK when OPENAI_API_KEY is set; else the offline writer. */
@Injectable()
export class OfferWriter {
  private readonly openAi: OpenAiWriter | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.openAi = openAiWriter(config);
  }

  async write(inputs: OfferInputs): Promise<WrittenOffer> {
    if (!this.openAi) return { offer: writeOfflineOffer(inputs), writer: 'offline', model: null };
    const { client, settings } = this.openAi;
    const offer = await writeOpenAiOffer(client, settings, inputs);
    return { offer, writer: 'openai', model: settings.model };
  }
}
