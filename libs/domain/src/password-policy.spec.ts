import { isEmailShaped, normalizeEmail } from './email';
import { passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it.each([
    ['abcde', 'Password must be at least 6 characters'],
    ['x'.repeat(201), 'Password must be at most 200 characters'],
    ['Password1', 'Password is too common and easy to guess. Please choose a different one.'],
    ['123456', 'Password is too common and easy to guess. Please choose a different one.'],
  ])('refuses %j', (password, reason) => expect(passwordProblem(password)).toBe(reason));

  it.each(['tidy-otter-42', 'abcdef', 'x'.repeat(200)])('accepts %j', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });
});

describe('e-mail addresses', () => {
  it('are trimmed and lower-cased', () =>
    expect(normalizeEmail('  Owner@Agency.COM ')).toBe('owner@agency.com'));

  it.each([
    ['owner@agency.com', true],
    ['a.b+tag@sub.agency.co', true],
    ['owner@agency', false],
    ['owner agency@x.com', false],
    ['@agency.com', false],
    ['', false],
  ])('%j is e-mail-shaped: %p', (email, shaped) => expect(isEmailShaped(email)).toBe(shaped));
});
