import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomInt } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { UserEntity } from '@retainly/database';
import {
  MAX_SPINS,
  SPIN_MESSAGES,
  trialOfferState,
  WHEEL_SEGMENTS,
  type SpinResult,
  type SpinState,
  type SpinWheelResponse,
  type TrialOfferState,
} from '@retainly/domain';
import { SiteConfigService } from '../public-site/site-config.service';
import { WHEEL_CODES } from './wheel-codes';

interface SpinRow {
  id: string;
  segment_index: number;
  code: string;
  percent: number;
  claimed_at: Date | null;
  created_at: Date;
}

const toResult = (row: SpinRow): SpinResult => ({
  id: row.id,
  segmentIndex: row.segment_index,
  code: row.code,
  percent: row.percent,
  claimed: row.claimed_at !== null,
  spunAt: row.created_at.toISOString(),
});

/** Trial offers and the discount wheel, decided here: the client only shows what we answer. */
@Injectable()
export class TrialOffersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly siteConfig: SiteConfigService,
  ) {}

  offerFor(user: UserEntity, now = new Date()): TrialOfferState {
    if (user.approval !== 'TRIALING' || !user.trialStartedAt || !user.trialEndsAt) {
      return { trialDay: 0, daysRemaining: 0, offer: null };
    }
    const state = trialOfferState(user.trialStartedAt, user.trialEndsAt, user.timeZone, now);
    if (state.offer?.type === 'six-months-free') {
      state.offer.paymentLinks = this.siteConfig.sixMonthsPaymentLinks;
    }
    return state;
  }

  async spinState(userId: string, manager: EntityManager = this.db.manager): Promise<SpinState> {
    const rows: SpinRow[] = await manager.query(
      `SELECT id, segment_index, code, percent, claimed_at, created_at FROM wheel_spins
       WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
      [userId],
    );
    // Oldest first: accounts from before claims were limited may hold more than one.
    const claimed = rows.findLast((row) => row.claimed_at !== null);
    return {
      maxSpins: MAX_SPINS,
      spinsUsed: rows.length,
      spinsLeft: Math.max(0, MAX_SPINS - rows.length),
      lastPrize: rows[0] ? toResult(rows[0]) : null,
      claimedPrize: claimed ? toResult(claimed) : null,
    };
  }

  /** Locks the user's row: spins and claims for one user then happen one at a time. */
  private async lockUser(manager: EntityManager, userId: string) {
    await manager.query(`SELECT 1 FROM retainly_users WHERE id = $1 FOR UPDATE`, [userId]);
  }

  /**
   * One spin, only in the spin-to-win window and at most MAX_SPINS per user: the user's row is
   * locked first, so concurrent spins queue and the count cannot be raced past.
   */
  async spin(user: UserEntity): Promise<SpinWheelResponse> {
    if (this.offerFor(user).offer?.type !== 'spin-to-win') {
      // 409, not 403: the account may use the app, there is just no wheel today.
      throw new ConflictException(SPIN_MESSAGES.notOpen);
    }
    return this.db.transaction(async (manager) => {
      await this.lockUser(manager, user.id);
      const { spinsUsed, claimedPrize } = await this.spinState(user.id, manager);
      // Claiming is final: a prize won after it could never be claimed.
      if (claimedPrize) throw new ConflictException(SPIN_MESSAGES.alreadyClaimed);
      if (spinsUsed >= MAX_SPINS) throw new ConflictException(SPIN_MESSAGES.noSpinsLeft);
      const segmentIndex = randomInt(WHEEL_SEGMENTS.length); // CSPRNG, equal chances
      const segment = { code: WHEEL_CODES[segmentIndex], ...WHEEL_SEGMENTS[segmentIndex] };
      const [row]: SpinRow[] = await manager.query(
        `INSERT INTO wheel_spins (user_id, segment_index, code, percent) VALUES ($1, $2, $3, $4)
         RETURNING id, segment_index, code, percent, claimed_at, created_at`,
        [user.id, segmentIndex, segment.code, segment.percent],
      );
      return { ...toResult(row), spinsLeft: MAX_SPINS - spinsUsed - 1 };
    });
  }

  /**
   * Claim Discount: records that the user took this prize (their own spins only). One prize per
   * user: claiming the same one again answers it unchanged, claiming another is refused (409).
   * The user's row is locked, so two claims sent at once cannot both pass.
   */
  async claim(userId: string, spinId: string): Promise<SpinResult> {
    return this.db.transaction(async (manager) => {
      await this.lockUser(manager, userId);
      const { claimedPrize } = await this.spinState(userId, manager);
      if (claimedPrize && claimedPrize.id !== spinId) {
        throw new ConflictException(SPIN_MESSAGES.alreadyClaimed);
      }
      // (A CTE, since TypeORM answers a bare UPDATE ... RETURNING with [rows, count].)
      const rows: SpinRow[] = await manager.query(
        `WITH claimed AS (
           UPDATE wheel_spins SET claimed_at = coalesce(claimed_at, now())
           WHERE id = $1 AND user_id = $2
           RETURNING id, segment_index, code, percent, claimed_at, created_at)
         SELECT * FROM claimed`,
        [spinId, userId],
      );
      if (!rows[0]) throw new NotFoundException('That spin was not found.');
      return toResult(rows[0]);
    });
  }
}
