import type { AgencyEndpoint } from '@retainly/domain';
import { StatusPill } from './status-pill';
import { endpointState, formatDateTime } from './webhook-labels';

/** Active, Failing since …, or Disabled with the reason and when. */
export function EndpointStatus({ endpoint }: { endpoint: AgencyEndpoint }) {
  const state = endpointState(endpoint);
  if (state.kind === 'active') {
    return <StatusPill tone="bg-green-100 text-green-800">Active</StatusPill>;
  }
  if (state.kind === 'failing') {
    return (
      <StatusPill tone="bg-amber-100 text-amber-900">
        Failing since {formatDateTime(state.since)}
      </StatusPill>
    );
  }
  return <StatusPill tone="bg-red-100 text-red-800">Disabled</StatusPill>;
}
