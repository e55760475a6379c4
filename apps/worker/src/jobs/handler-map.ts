import type { Job } from 'bullmq';
import { ALL_JOBS, type JobName } from '@retainly/events';

/** `token` is the job's lock token, for handlers that move their job (moveToDelayed). */
export type JobHandlerFn = (job: Job, token?: string) => Promise<unknown>;

export interface FoundHandler {
  job: JobName;
  owner: string;
  handler: JobHandlerFn;
}

/** Thrown at boot so a worker never runs with a job nobody handles, or handled twice. */
export class JobHandlerMapError extends Error {
  override name = 'JobHandlerMapError';
}

/** Exactly one handler per JobName, or an error naming every problem. */
export function buildHandlerMap(
  found: readonly FoundHandler[],
  jobs: readonly JobName[] = ALL_JOBS,
): Map<JobName, JobHandlerFn> {
  const problems: string[] = [];
  const map = new Map<JobName, JobHandlerFn>();
  for (const job of jobs) {
    const owners = found.filter((entry) => entry.job === job);
    if (owners.length === 0) problems.push(`job "${job}" has no handler`);
    if (owners.length > 1) {
      problems.push(
        `job "${job}" has ${owners.length} handlers (${owners.map((o) => o.owner).join(', ')})`,
      );
    }
    if (owners.length === 1) map.set(job, owners[0].handler);
  }
  for (const entry of found) {
    if (!jobs.includes(entry.job))
      problems.push(`${entry.owner} handles unknown job "${entry.job}"`);
  }
  if (problems.length) throw new JobHandlerMapError(`Worker cannot start: ${problems.join('; ')}`);
  return map;
}
