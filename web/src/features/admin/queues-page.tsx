import { useQueueCounts } from './api/get-queue-counts';
import { TableRegion } from './table-region';
import { ListSection } from './list-section';

const STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

/** Job counts per queue and state (refreshed every 5 s), and the way to Bull Board. */
export function QueuesPage() {
  const { data, isError } = useQueueCounts();
  return (
    <ListSection title="Queues">
      {isError && <p role="alert">Redis did not answer: the queues cannot be read.</p>}
      {data && (
        <TableRegion label="Queue counts" columns={['queue', ...STATES]}>
          {data.queues.map((queue) => (
            <tr key={queue.name}>
              <th scope="row" className="px-3 py-2 font-semibold">
                {queue.name}
              </th>
              {STATES.map((state) => (
                <td key={state} className="px-3 py-2 tabular-nums">
                  {queue.counts[state] ?? 0}
                </td>
              ))}
            </tr>
          ))}
        </TableRegion>
      )}
      <a
        href={data?.bullBoardPath ?? '/admin/queues'}
        className="font-semibold text-green-800 underline"
      >
        Open Bull Board for jobs, retries and failures
      </a>
    </ListSection>
  );
}
