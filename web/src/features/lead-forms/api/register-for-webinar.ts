import { useMutation } from '@tanstack/react-query';
import { postJson } from '@/lib/api-client';

export interface WebinarRegistration {
  firstName: string;
  email: string;
  /** One of the ISO instants the site config lists. */
  sessionStartsAt: string;
  consent: boolean;
  /** The visitor's IANA zone, so the confirmation e-mail shows their own times. */
  timeZone?: string;
}

/** A registrant's seat: the session, its live room and their calendar file. */
export interface WebinarSeat {
  message: string;
  sessionStartsAt: string;
  joinUrl: string;
  /** Site-relative address of the registrant's .ics file. */
  calendarUrl: string;
}

/** POST /api/webinar-registrations: a seat in one webinar session. */
export const registerForWebinar = (registration: WebinarRegistration) =>
  postJson<WebinarSeat>('/webinar-registrations', registration);

export const useRegisterForWebinar = () => useMutation({ mutationFn: registerForWebinar });
