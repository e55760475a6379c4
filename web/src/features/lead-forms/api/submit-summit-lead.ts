import { useMutation } from '@tanstack/react-query';
import type { CountryCode } from '@retainly/domain';
import { postJson } from '@/lib/api-client';

export interface SummitLead {
  name: string;
  countryCode: CountryCode;
  phone: string;
}

/** POST /api/summit-leads: a summit visitor's phone lead. */
export const submitSummitLead = (lead: SummitLead) =>
  postJson<{ message: string }>('/summit-leads', lead);

export const useSubmitSummitLead = () => useMutation({ mutationFn: submitSummitLead });
