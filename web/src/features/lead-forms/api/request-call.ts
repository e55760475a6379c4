import { useMutation } from '@tanstack/react-query';
import type { CallRequestRequest, LeadFormResponse } from '@retainly/domain';
import { postJson } from '@/lib/api-client';

/** POST /api/call-requests: a visitor asks for a call. */
export const requestCall = (request: CallRequestRequest) =>
  postJson<LeadFormResponse>('/call-requests', request);

export const useRequestCall = () => useMutation({ mutationFn: requestCall });
