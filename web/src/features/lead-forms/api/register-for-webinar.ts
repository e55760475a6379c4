import { useMutation } from '@tanstack/react-query';
import type { WebinarRegistrationRequest, WebinarSeat } from '@retainly/domain';
import { postJson } from '@/lib/api-client';

/** POST /api/webinar-registrations: a seat in one webinar session. */
export const registerForWebinar = (registration: WebinarRegistrationRequest) =>
  postJson<WebinarSeat>('/webinar-registrations', registration);

export const useRegisterForWebinar = () => useMutation({ mutationFn: registerForWebinar });
