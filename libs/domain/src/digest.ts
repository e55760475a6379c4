/** What one agency's weekly digest says, over the 7 days before it was queued. */
export interface DigestFacts {
  newClients: number;
  modulesCompleted: number;
  onboardingsCompleted: number;
  /** Verified watch time, in whole minutes. */
  minutesWatched: number;
  /** Clients in an open stall episode now, by name (or e-mail), longest stalled first. */
  stalled: string[];
  stalledTotal: number;
}
