import { checkSubAccountIds, helpLauncherScript, parseCrmOrigin } from './help-settings';

describe('CRM origins for the help launcher', () => {
  it.each([
    ['https://app.myagency.com', 'https://app.myagency.com'],
    ['app.myagency.com', 'https://app.myagency.com'],
    ['  https://App.MyAgency.com/v2/location/x/contacts?y=1  ', 'https://app.myagency.com'],
    ['https://crm.agency.test:8443/', 'https://crm.agency.test:8443'],
  ])('%s is %s', (typed, origin) => {
    expect(parseCrmOrigin(typed, false)).toEqual({ origin });
  });

  it('takes plain http only outside production', () => {
    expect(parseCrmOrigin('http://127.0.0.1:4000', false)).toEqual({
      error: '"http://127.0.0.1:4000" must start with https://.',
    });
    expect(parseCrmOrigin('http://127.0.0.1:4000', true)).toEqual({
      origin: 'http://127.0.0.1:4000',
    });
  });

  it.each(['', 'localhost', 'https://*.agency.com', 'https://user:pw@crm.agency.com', 'ftp://a.b'])(
    'refuses %j',
    (typed) => expect(parseCrmOrigin(typed, true)).toHaveProperty('error'),
  );

  it('checks sub-account ids, naming the first bad one', () => {
    expect(checkSubAccountIds([' a1 ', 'a1', 'B_2', ''])).toEqual({ ids: ['a1', 'B_2'] });
    expect(checkSubAccountIds(['ok', 'x y'])).toEqual({
      error: '"x y" is not a sub-account id (letters, digits, - and _).',
    });
  });

  it('writes a snippet that cannot close its own script element', () => {
    const snippet = helpLauncherScript('https://app.test', '</script><b>');
    expect(snippet.match(/<\/script>/g)).toHaveLength(1);
    expect(snippet).toContain('"https://app.test/api/help/%3C%2Fscript%3E%3Cb%3E/launcher.js"');
    expect(snippet).toContain('"\\u003c/script>\\u003cb>"');
  });
});
