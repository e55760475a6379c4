import { useMutation } from '@tanstack/react-query';
import type { CallRequestTopic } from '@retainly/domain';
import { postJson } from '@/lib/api-client';

export interface CallRequest {
  fullName: string;
  email: string;
  topic: CallRequestTopic;
  preferredTimes?: string;
  message?: string;
  /** The visitor's IANA zone, so operators propose times that suit them. */
  timeZone?: string;
  coupon?: string;
}

/** POST /api/call-requests: a visitor asks for a call. */
export const requestCall = (request: CallRequest) =>
  postJson<{ message: string }>('/call-requests', request);

export const useRequestCall = () => useMutation({ mutationFn: requestCall });
