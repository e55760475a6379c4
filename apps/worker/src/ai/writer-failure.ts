/**
 * Why one attempt at writing an offer failed: whether trying again may help, what the user
 * reads, and the technical detail operators see in ai_generations.error (never the API key).
 */
export class WriterFailure extends Error {
  constructor(
    readonly retryable: boolean,
    readonly userMessage: string,
    detail: string,
  ) {
    super(detail);
    this.name = 'WriterFailure';
  }
}

export const WRITER_FAILURES = {
  busy: 'The AI service is busy right now. Please try again in a few minutes.',
  slow: 'The AI service took too long to answer. Please try again.',
  unreachable: 'We could not reach the AI service. Please try again in a few minutes.',
  serverTrouble: 'The AI service is having trouble right now. Please try again in a few minutes.',
  unusableAnswer: 'The AI answered in a way we could not use. Please try again.',
  refused: 'The AI could not write an offer from these inputs. Try rewording them.',
  unavailable: 'AI writing is unavailable right now. Our team has been told.',
  unexpected: 'Something went wrong while writing your offer. Please try again.',
} as const;
