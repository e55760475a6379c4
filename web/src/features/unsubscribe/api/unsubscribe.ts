import { useMutation } from '@tanstack/react-query';
import type { OneClickUnsubscribeRequest, UnsubscribeResponse } from '@retainly/domain';
import { api, jsonBody } from '@/lib/api-client';
import { unsubscribePath } from './get-unsubscribe';

/** POST /api/nudges/unsubscribe?token=: stops the agency's reminder e-mails to this client. */
export const unsubscribe = (token: string) =>
  api<UnsubscribeResponse>(unsubscribePath(token), {
    method: 'POST',
    // The same endpoint answers mail apps' one-click (RFC 8058) with this form field.
    body: jsonBody<OneClickUnsubscribeRequest>({ 'List-Unsubscribe': 'One-Click' }),
  });

export const useUnsubscribe = (token: string) =>
  useMutation({ mutationFn: () => unsubscribe(token) });
