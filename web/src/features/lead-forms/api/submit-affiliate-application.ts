import { useMutation } from '@tanstack/react-query';
import type { AffiliateApplicationRequest, LeadFormResponse } from '@retainly/domain';
import { postJson } from '@/lib/api-client';

/** POST /api/affiliates: an affiliate programme application. */
export const submitAffiliateApplication = (application: AffiliateApplicationRequest) =>
  postJson<LeadFormResponse>('/affiliates', application);

export const useSubmitAffiliateApplication = () =>
  useMutation({ mutationFn: submitAffiliateApplication });
