import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { moduleSetupSteps, newToken } from '@retainly/database';
import {
  moduleStatusOf,
  type ModuleProgress,
  type ModuleSetupStep,
  type PortalSession,
} from '@retainly/domain';
import { ModuleProgressRepository, type ProgressRow } from './module-progress.repository';
import type { SignedInClient } from './portal-clients.repository';

/** Devices a client stays signed in on at once. */
const MAX_DEVICES = 10;

/**
 * The portal tokens every way of signing in hands out (a typed identity, a reminder's resume
 * link, an e-mailed code or link), and the session answer that carries one.
 */
@Injectable()
export class PortalSessionIssuer {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly moduleProgress: ModuleProgressRepository,
  ) {}

  /** A new device token for the client; the oldest beyond a handful are signed out. */
  async issueToken(manager: EntityManager, clientId: string): Promise<string> {
    const { token, hash } = newToken();
    await manager.query(
      `WITH added AS (INSERT INTO portal_tokens (token_hash, client_id) VALUES ($1, $2))
       DELETE FROM portal_tokens WHERE client_id = $2 AND token_hash IN (
         SELECT token_hash FROM portal_tokens WHERE client_id = $2
         ORDER BY created_at DESC OFFSET $3)`,
      [hash, clientId, MAX_DEVICES - 1],
    );
    return token;
  }

  async sessionOf(token: string, client: SignedInClient): Promise<PortalSession> {
    const progress = await this.progressOf(client.id);
    return {
      token,
      client: { name: client.name, email: client.email, language: client.language },
      completed: completedRefs(progress),
      progress,
      setupSteps: await this.setupStepsOf(client.id),
    };
  }

  /** The HighLevel setup steps the client's modules carry, done or not (docs/setup-steps.md). */
  setupStepsOf(clientId: string): Promise<ModuleSetupStep[]> {
    return moduleSetupSteps(this.db.manager, clientId);
  }

  async progressOf(clientId: string): Promise<ModuleProgress[]> {
    const rows = await this.moduleProgress.ofClient(clientId);
    return rows.map(toModuleProgress);
  }
}

function toModuleProgress(row: ProgressRow): ModuleProgress {
  const watchedSeconds = Number(row.watched_seconds);
  return {
    categoryId: row.category_id,
    moduleId: row.module_id,
    ...moduleStatusOf({
      selfReported: row.self_reported,
      watchedSeconds,
      durationSeconds: Number(row.duration_seconds),
    }),
    watchedSeconds,
    positionSeconds: Number(row.position_seconds),
    lastWatchedAt: row.beat_at?.toISOString() ?? null,
    completedAt: row.completed_at?.toISOString() ?? null,
  };
}

export const completedRefs = (progress: ModuleProgress[]) =>
  progress
    .filter((module) => module.status === 'completed' || module.status === 'self_reported')
    .map(({ categoryId, moduleId }) => ({ categoryId, moduleId }));
