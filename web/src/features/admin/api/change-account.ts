import type { AccessChangeRequest, AdminAccountRow, TrialExtensionRequest } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useChangeThenReload } from './use-change-then-reload';

/** An account change; the lists and the account reload afterwards. */
const useAccountChange = <T>(send: (id: string, body: T) => Promise<AdminAccountRow>) =>
  useChangeThenReload(
    ({ id, body }: { id: string; body: T }) => send(id, body),
    queryKeys.admin.all,
  );

/** PATCH /api/admin/accounts/:id/access: approval and plan. */
export const useChangeAccess = () =>
  useAccountChange((id, body: AccessChangeRequest) =>
    api<AdminAccountRow>(`/admin/accounts/${id}/access`, {
      method: 'PATCH',
      body: jsonBody<AccessChangeRequest>(body),
    }),
  );

/** POST /api/admin/accounts/:id/trial-extension. */
export const useExtendTrial = () =>
  useAccountChange((id, body: TrialExtensionRequest) =>
    api<AdminAccountRow>(`/admin/accounts/${id}/trial-extension`, {
      method: 'POST',
      body: jsonBody<TrialExtensionRequest>(body),
    }),
  );
