import {
  BadRequestException,
  Injectable,
  NotFoundException,
  PayloadTooLargeException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { preparedQuery, type UserEntity } from '@retainly/database';
import {
  TOOL_DATA_MESSAGES,
  serializeToolData,
  type ToolDataRecord,
  type ToolName,
} from '@retainly/domain';
import { requireAdvancedPlan } from '../onboarding-tool/plan-rules';
import { toolDataShapeProblem } from './tool-data.schema';

interface ToolDataRow {
  tool: ToolName;
  data: unknown;
  updated_at: Date;
}

const toRecord = (row: ToolDataRow): ToolDataRecord => ({
  tool: row.tool,
  data: row.data,
  updatedAt: row.updated_at.toISOString(),
});

/** Saved tool inputs. Every statement is keyed by the session's user id, never by the client. */
@Injectable()
export class ToolDataService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(userId: string): Promise<ToolDataRecord[]> {
    const rows: ToolDataRow[] = await this.db.query(
      `SELECT tool, data, updated_at FROM tool_data WHERE user_id = $1 ORDER BY tool`,
      [userId],
    );
    return rows.map(toRecord);
  }

  async load(userId: string, tool: ToolName): Promise<ToolDataRecord> {
    const [row]: ToolDataRow[] = await this.db.query(
      `SELECT tool, data, updated_at FROM tool_data WHERE user_id = $1 AND tool = $2`,
      [userId, tool],
    );
    if (!row) throw new NotFoundException(TOOL_DATA_MESSAGES.notFound);
    return toRecord(row);
  }

  /** Autosave calls this about once a second while a user edits: one upsert, nothing else. */
  async save(user: UserEntity, tool: ToolName, data: unknown): Promise<ToolDataRecord> {
    const { json, problem } = serializeToolData(data);
    if (problem === TOOL_DATA_MESSAGES.tooLarge) throw new PayloadTooLargeException(problem);
    if (problem !== undefined) throw new BadRequestException(problem);
    const shapeProblem = toolDataShapeProblem(tool, data);
    if (shapeProblem) throw new BadRequestException(shapeProblem);
    // The Branding tool's Advanced mode is an ADVANCED-plan feature (spec §2); the shape check
    // above leaves 'advanced' as its only spelling.
    if (tool === 'branding' && (data as { mode: string }).mode === 'advanced') {
      requireAdvancedPlan(user);
    }
    // Autosave's hot path: a prepared statement, and the saved data is not read back.
    const [row] = await preparedQuery<{ updated_at: Date }>(
      this.db,
      'save-tool-data',
      `INSERT INTO tool_data (user_id, tool, data) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (user_id, tool) DO UPDATE SET data = excluded.data, updated_at = now()
       RETURNING updated_at`,
      [user.id, tool, json],
    );
    return toRecord({ tool, data, updated_at: row!.updated_at });
  }

  /** Idempotent: 204 whether or not anything was saved. */
  async remove(userId: string, tool: ToolName): Promise<void> {
    await this.db.query(`DELETE FROM tool_data WHERE user_id = $1 AND tool = $2`, [userId, tool]);
  }
}
