import OpenAI from 'openai';
import { asWriterFailure } from './openai-offer-writer';
import { WRITER_FAILURES } from './writer-failure';

const apiError = (status: number, code?: string) =>
  OpenAI.APIError.generate(status, { error: { message: 'nope', code } }, undefined, new Headers());

describe('asWriterFailure', () => {
  it.each([
    ['a 429', apiError(429), true, WRITER_FAILURES.busy],
    ['a 500', apiError(500), true, WRITER_FAILURES.serverTrouble],
    ['a 503', apiError(503), true, WRITER_FAILURES.serverTrouble],
    ['a timeout', new OpenAI.APIConnectionTimeoutError(), true, WRITER_FAILURES.slow],
    ['our own deadline', new OpenAI.APIUserAbortError(), true, WRITER_FAILURES.slow],
    ['a lost connection', new OpenAI.APIConnectionError({}), true, WRITER_FAILURES.unreachable],
    ['a 400', apiError(400), false, WRITER_FAILURES.unavailable],
    ['a 422', apiError(422), false, WRITER_FAILURES.unavailable],
    ['a 401 (bad key)', apiError(401), false, WRITER_FAILURES.unavailable],
    [
      'a 429 for spent quota',
      apiError(429, 'insufficient_quota'),
      false,
      WRITER_FAILURES.unavailable,
    ],
    ['anything else', new Error('boom'), true, WRITER_FAILURES.unexpected],
  ])('classifies %s', (_, error, retryable, userMessage) => {
    const failure = asWriterFailure(error);
    expect(failure.retryable).toBe(retryable);
    expect(failure.userMessage).toBe(userMessage);
  });

  it('keeps the status in the detail for operators', () => {
    expect(asWriterFailure(apiError(503)).message).toMatch(/^OpenAI answered 503/);
  });
});
