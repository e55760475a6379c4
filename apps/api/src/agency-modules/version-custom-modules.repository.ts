import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { OrderedModule } from '@retainly/domain';

/**
 * version_custom_modules: which versions show an agency module, where and whether visible; the
 * one place its SQL lives (with the reads of the version order it is placed in).
 */
@Injectable()
export class VersionCustomModulesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Locks the agency's version `versionId` (placements in one version happen one at a time, so
   * two never compute the same gap); false for another agency's or a missing one.
   */
  async lockVersion(manager: EntityManager, userId: string, versionId: string) {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM agency_versions WHERE id = $1 AND user_id = $2 FOR UPDATE`,
      [versionId, userId],
    );
    return rows.length > 0;
  }

  /** The version's modules, catalogue and custom, by position, keyed as placements name them. */
  async orderOf(manager: EntityManager, versionId: string): Promise<OrderedModule[]> {
    return manager.query(
      `SELECT category_id || '/' || module_id AS key, position
         FROM version_modules WHERE version_id = $1 ORDER BY position`,
      [versionId],
    );
  }

  /** Adds the module at the end of the version (after its last module); nothing if it is there. */
  async append(manager: EntityManager, versionId: string, moduleId: string): Promise<void> {
    await manager.query(
      `INSERT INTO version_custom_modules (version_id, module_id, position)
       SELECT $1, $2, coalesce(max(position) + 1, 0) FROM version_modules WHERE version_id = $1
       ON CONFLICT (version_id, module_id) DO NOTHING`,
      [versionId, moduleId],
    );
  }

  /**
   * Writes positions (the placed module's, and its neighbours' when the gap was spread again);
   * the placed module is added if it was not there, and its visibility set when given.
   */
  async place(
    manager: EntityManager,
    versionId: string,
    moduleId: string,
    positions: ReadonlyMap<string, number>,
    isVisible: boolean | undefined,
  ): Promise<void> {
    const ids = [...positions.keys()];
    await manager.query(
      `INSERT INTO version_custom_modules AS vc (version_id, module_id, position, is_visible)
       SELECT $1, p.module_id, p.position, CASE WHEN p.module_id = $4 THEN coalesce($5, true) ELSE true END
         FROM unnest($2::uuid[], $3::float8[]) AS p (module_id, position)
       ON CONFLICT (version_id, module_id) DO UPDATE SET position = excluded.position,
         is_visible = CASE WHEN vc.module_id = $4 THEN coalesce($5, vc.is_visible)
                           ELSE vc.is_visible END`,
      [versionId, ids, ids.map((id) => positions.get(id)), moduleId, isVisible ?? null],
    );
  }

  /** False when the version did not show it. */
  async remove(manager: EntityManager, versionId: string, moduleId: string): Promise<boolean> {
    const [, removed]: [unknown, number] = await manager.query(
      `DELETE FROM version_custom_modules WHERE version_id = $1 AND module_id = $2`,
      [versionId, moduleId],
    );
    return removed > 0;
  }

  async removeEverywhere(manager: EntityManager, moduleId: string): Promise<void> {
    await manager.query(`DELETE FROM version_custom_modules WHERE module_id = $1`, [moduleId]);
  }

  async isUsed(manager: EntityManager, moduleId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM version_custom_modules WHERE module_id = $1 LIMIT 1`,
      [moduleId],
    );
    return rows.length > 0;
  }

  /** The visibility toggle of the version's videos, for a custom module; false if not there. */
  async setVisibility(versionId: string, moduleId: string, visible: boolean): Promise<boolean> {
    const [, changed]: [unknown, number] = await this.db.query(
      `UPDATE version_custom_modules SET is_visible = $3 WHERE version_id = $1 AND module_id = $2`,
      [versionId, moduleId, visible],
    );
    return changed > 0;
  }
}
