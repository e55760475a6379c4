import { useMutation } from '@tanstack/react-query';
import type { LeadFormResponse, SummitLeadRequest } from '@retainly/domain';
import { postJson } from '@/lib/api-client';

/** POST /api/summit-leads: a summit visitor's phone lead. */
export const submitSummitLead = (lead: SummitLeadRequest) =>
  postJson<LeadFormResponse>('/summit-leads', lead);

export const useSubmitSummitLead = () => useMutation({ mutationFn: submitSummitLead });
