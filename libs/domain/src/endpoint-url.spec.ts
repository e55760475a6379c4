import { ENDPOINT_URL_MESSAGES, isPublicAddress, parseEndpointUrl } from './endpoint-url';

const production = { httpsOnly: true, allowPrivate: false };
const development = { httpsOnly: false, allowPrivate: false };

const problem = (url: string, rules = production) => {
  const parsed = parseEndpointUrl(url, rules);
  return parsed.ok ? 'ok' : parsed.problem;
};

describe('parseEndpointUrl', () => {
  it('accepts a public https URL and keeps its path and query', () => {
    const parsed = parseEndpointUrl(
      ' https://services.leadconnectorhq.com/hooks/abc?x=1 ',
      production,
    );
    expect(parsed).toMatchObject({
      ok: true,
      host: 'services.leadconnectorhq.com',
      literalIp: false,
    });
    expect(parsed.ok && parsed.url.href).toBe('https://services.leadconnectorhq.com/hooks/abc?x=1');
  });

  it('refuses http under production rules and allows it otherwise', () => {
    expect(problem('http://example.com/hook')).toBe('https');
    expect(problem('http://example.com/hook', development)).toBe('ok');
  });

  it('refuses other schemes, garbage and credentials', () => {
    expect(problem('ftp://example.com/hook')).toBe('https');
    expect(problem('ftp://example.com/hook', development)).toBe('invalid');
    expect(problem('example.com/hook')).toBe('invalid');
    expect(problem('not a url')).toBe('invalid');
    expect(problem('https://user:pass@example.com/hook')).toBe('invalid');
    expect(problem('https://token@example.com/hook')).toBe('invalid');
    expect(problem(`https://example.com/${'a'.repeat(2000)}`)).toBe('invalid');
  });

  it.each([
    'https://127.0.0.1/hook',
    'https://127.1/hook',
    'https://2130706433/hook',
    'https://0x7f000001/hook',
    'https://10.1.2.3/hook',
    'https://172.16.0.1/hook',
    'https://192.168.1.1/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/hook',
    'https://0.0.0.0/hook',
    'https://224.0.0.1/hook',
    'https://[::1]/hook',
    'https://[::]/hook',
    'https://[fe80::1]/hook',
    'https://[fd00::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://[::ffff:169.254.169.254]/hook',
    'https://[::127.0.0.1]/hook',
    'https://[::ffff:10.0.0.1]/hook',
    'https://[fc00::1]/hook',
    'https://[2001:db8::1]/hook',
    'https://localhost/hook',
    'https://LOCALHOST./hook',
    'https://api.localhost/hook',
  ])('refuses the private address in %s', (url) => {
    expect(problem(url)).toBe('private');
  });

  it('lets private addresses through when allowed (tests, local receivers)', () => {
    expect(problem('http://127.0.0.1:4000/hook', { httpsOnly: false, allowPrivate: true })).toBe(
      'ok',
    );
  });

  it('has a message for every problem', () => {
    expect(Object.keys(ENDPOINT_URL_MESSAGES).sort()).toEqual(
      ['https', 'invalid', 'notFound', 'private'].sort(),
    );
  });
});

describe('isPublicAddress', () => {
  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'accepts %s',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );

  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.100.100.200',
    '0.1.2.3',
    '255.255.255.255',
    '239.1.1.1',
    '::1',
    '::',
    'fe80::abcd',
    'fc00::1',
    'ff02::1',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    '2001:db8::1',
    '::127.0.0.1',
    '::7f00:1',
    '::a9fe:a9fe',
    '100::1',
    '3fff::1',
    'not-an-ip',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));
});
