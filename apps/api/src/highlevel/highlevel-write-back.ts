import { BadRequestException, Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsString, Length, ValidateIf } from 'class-validator';
import type { DataSource } from 'typeorm';
import { markHighLevelWriteBacks } from '@retainly/database';
import type { HighLevelWriteBackChange, HighLevelWriteBackView } from '@retainly/domain';

export const NOT_CONNECTED = 'Connect HighLevel before choosing where progress is written.';
export const NOT_A_SUB_ACCOUNT =
  'That sub-account is not one of your connected HighLevel sub-accounts.';

export class HighLevelWriteBackChangeDto implements HighLevelWriteBackChange {
  @ApiProperty({
    description: 'One of the agency’s installed sub-accounts, or null to stop writing back',
    nullable: true,
    type: String,
  })
  @ValidateIf((change: HighLevelWriteBackChange) => change.locationId !== null)
  @IsString({ message: 'locationId must be a sub-account id or null.' })
  @Length(1, 64, { message: 'locationId must be a sub-account id or null.' })
  locationId!: string | null;
}

/**
 * Where the agency's clients' progress is written in its own HighLevel: one of its installed
 * sub-accounts, chosen once. Choosing one marks every HighLevel client's write-back due in the
 * same transaction, so the worker fills that location without anything else happening.
 */
@Injectable()
export class HighLevelWriteBack {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async view(userId: string): Promise<HighLevelWriteBackView> {
    const [row]: {
      location_id: string | null;
      name: string | null;
      pending: number;
      written: number;
      last_error: string | null;
    }[] = await this.db.query(
      `SELECT c.write_back_location_id AS location_id, l.name,
              (SELECT count(*)::int FROM highlevel_write_backs w
                WHERE w.user_id = c.user_id AND w.dirty_at IS NOT NULL) AS pending,
              (SELECT count(*)::int FROM highlevel_write_backs w
                WHERE w.user_id = c.user_id AND w.dirty_at IS NULL
                  AND w.location_id = c.write_back_location_id) AS written,
              (SELECT w.last_error FROM highlevel_write_backs w
                WHERE w.user_id = c.user_id AND w.dirty_at IS NOT NULL AND w.last_error IS NOT NULL
                ORDER BY w.dirty_at LIMIT 1) AS last_error
         FROM highlevel_connections c
         LEFT JOIN highlevel_locations l ON l.location_id = c.write_back_location_id
        WHERE c.user_id = $1`,
      [userId],
    );
    return {
      locationId: row?.location_id ?? null,
      locationName: row?.name ?? null,
      pending: row?.pending ?? 0,
      written: row?.written ?? 0,
      lastError: row?.location_id ? (row.last_error ?? null) : null,
    };
  }

  async change(userId: string, change: HighLevelWriteBackChange): Promise<HighLevelWriteBackView> {
    await this.db.transaction(async (manager) => {
      const [connection]: { status: string }[] = await manager.query(
        `SELECT status FROM highlevel_connections WHERE user_id = $1 FOR UPDATE`,
        [userId],
      );
      if (!connection || connection.status === 'disconnected') {
        throw new BadRequestException(NOT_CONNECTED);
      }
      if (change.locationId !== null) {
        const [installed]: unknown[] = await manager.query(
          `SELECT 1 FROM highlevel_locations
            WHERE user_id = $1 AND location_id = $2 AND installed AND removed_at IS NULL`,
          [userId, change.locationId],
        );
        if (!installed) throw new BadRequestException(NOT_A_SUB_ACCOUNT);
      }
      await manager.query(
        `UPDATE highlevel_connections SET write_back_location_id = $2, updated_at = now()
          WHERE user_id = $1`,
        [userId, change.locationId],
      );
      if (change.locationId === null) return;
      const clients: { client_id: string }[] = await manager.query(
        `SELECT DISTINCT u.client_id FROM highlevel_users u
           JOIN highlevel_locations l ON l.location_id = u.location_id
          WHERE l.user_id = $1 AND u.client_id IS NOT NULL`,
        [userId],
      );
      await markHighLevelWriteBacks(manager, { clientIds: clients.map((row) => row.client_id) });
    });
    return this.view(userId);
  }
}
