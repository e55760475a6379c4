import { useMutation } from '@tanstack/react-query';
import type { NetworkSize } from '@retainly/domain';
import { postJson } from '@/lib/api-client';

export interface AffiliateApplication {
  fullName: string;
  email: string;
  company?: string;
  networkSize: NetworkSize;
  audienceDescription?: string;
}

/** POST /api/affiliates: an affiliate programme application. */
export const submitAffiliateApplication = (application: AffiliateApplication) =>
  postJson<{ message: string }>('/affiliates', application);

export const useSubmitAffiliateApplication = () =>
  useMutation({ mutationFn: submitAffiliateApplication });
