import type { Queue } from 'bullmq';

export interface QueueHealth {
  name: string;
  counts: Record<string, number>;
}

/** Job counts per queue; throws when Redis does not answer. */
export async function queueHealth(queues: Queue[]): Promise<QueueHealth[]> {
  return Promise.all(
    queues.map(async (queue) => ({
      name: queue.name,
      counts: await queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed'),
    })),
  );
}
