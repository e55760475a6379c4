import type { EntityManager } from 'typeorm';

/**
 * One set-based pass of the outcome sweep, run inside the sweep's transaction (under its
 * advisory lock) with the sweep's `now`; returns how many rows it acted on, for the log.
 */
export interface SweepStep {
  name: string;
  run(manager: EntityManager, now: Date): Promise<number>;
}
