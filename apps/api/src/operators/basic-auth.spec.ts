import { isOperator } from './basic-auth';

const header = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;

describe('isOperator', () => {
  it('accepts exactly the configured credentials', () => {
    expect(isOperator(header('ops:s3cret:with:colons'), 'ops', 's3cret:with:colons')).toBe(true);
  });

  it.each([
    ['wrong password', header('ops:nope'), 'ops', 'secret'],
    ['wrong user', header('root:secret'), 'ops', 'secret'],
    ['no colon', header('opssecret'), 'ops', 'secret'],
    ['another scheme', 'Bearer abc', 'ops', 'secret'],
    ['no header', undefined, 'ops', 'secret'],
    ['nothing configured', header(':'), undefined, undefined],
  ])('refuses %s', (_, value, user, password) => {
    expect(isOperator(value, user, password)).toBe(false);
  });
});
