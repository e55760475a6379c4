import { ErrorCode, errorCodeOf } from './error-codes';

describe('ErrorCode', () => {
  it('keeps the wire values browsers and tests compare', () => {
    expect(Object.values(ErrorCode).sort()).toEqual([
      'access_required',
      'csrf',
      'google_failed',
      'google_no_email',
      'google_unverified',
      'invalid_text',
      'media_link',
      'media_quota',
      'not_approved',
      'operator_only',
      'plan_required',
      'too_many_attempts',
      'trial_ended',
      'trial_limited',
    ]);
  });
});

describe('errorCodeOf', () => {
  it('reads a string code from an error body, and null from anything else', () => {
    expect(errorCodeOf({ statusCode: 403, code: 'plan_required' })).toBe('plan_required');
    expect(errorCodeOf({ code: 7 })).toBeNull();
    expect(errorCodeOf({ message: 'no code' })).toBeNull();
    expect(errorCodeOf(null)).toBeNull();
    expect(errorCodeOf('plan_required')).toBeNull();
  });
});
