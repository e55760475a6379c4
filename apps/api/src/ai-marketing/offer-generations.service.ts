import { BadRequestException, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@retainly/config';
import { appendEvents } from '@retainly/database';
import {
  AI_OFFER_MESSAGES,
  HOUR_MS,
  hourlyLimitMessage,
  OFFER_GENERATION_STALE_MS,
  OFFER_GENERATIONS_AT_ONCE,
  OFFER_GENERATIONS_PER_HOUR,
  OFFER_INPUT_KEYS,
  type OfferGeneration,
  type OfferInputs,
  offerInputsProblem,
} from '@retainly/domain';
import { GENERATION_COLUMNS, generationView, type GenerationRow } from './offer-generation-view';

const tooMany = (code: string, message: string) =>
  new HttpException({ statusCode: 429, code, message }, HttpStatus.TOO_MANY_REQUESTS);

/**
 * AI offers as queued work: a request is a row plus an outbox event in one transaction (the
 * worker writes the offer); the client polls the row (OfferStatusController).
 */
@Injectable()
export class OfferGenerationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async request(userId: string, body: OfferInputs): Promise<OfferGeneration> {
    const problem = offerInputsProblem(body);
    if (problem) throw new BadRequestException(problem);
    const inputs = Object.fromEntries(
      OFFER_INPUT_KEYS.map((key) => [key, body[key].trim()]),
    ) as OfferInputs;

    return this.db.transaction(async (manager) => {
      await this.checkLimits(manager, userId);
      const [row]: GenerationRow[] = await manager.query(
        `INSERT INTO ai_generations (user_id, inputs, max_attempts) VALUES ($1, $2, $3)
         RETURNING ${GENERATION_COLUMNS}`,
        [userId, JSON.stringify(inputs), this.config.AI_ATTEMPTS],
      );
      await appendEvents(manager, [
        { type: 'OfferGenerationRequested', data: { generation_id: row!.id } },
      ]);
      return generationView(row!);
    });
  }

  /**
   * One running generation and 20 an hour per user. The user's row is locked first, so two
   * requests sent at once are counted one after the other.
   */
  private async checkLimits(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT 1 FROM retainly_users WHERE id = $1 FOR NO KEY UPDATE`, [userId]);
    const [usage]: { last_hour: number; oldest: Date | null; unfinished: number }[] =
      await manager.query(
        `SELECT count(*)::int AS last_hour, min(created_at) AS oldest,
                count(*) FILTER (WHERE status IN ('queued', 'running')
                                   AND created_at > now() - $2 * interval '1 millisecond')::int
                  AS unfinished
           FROM ai_generations
          WHERE user_id = $1 AND created_at > now() - interval '1 hour'`,
        [userId, OFFER_GENERATION_STALE_MS],
      );
    if (usage!.unfinished >= OFFER_GENERATIONS_AT_ONCE) {
      throw tooMany('ai_generation_running', AI_OFFER_MESSAGES.oneAtATime);
    }
    if (usage!.last_hour >= OFFER_GENERATIONS_PER_HOUR && usage!.oldest) {
      const freeInMs = usage!.oldest.getTime() + HOUR_MS - Date.now();
      throw tooMany(
        'ai_hourly_limit',
        hourlyLimitMessage(Math.max(1, Math.ceil(freeInMs / 60_000))),
      );
    }
  }
}
