import { csvDocument, csvLine } from './csv';

describe('csv', () => {
  it('quotes every cell and doubles quotes inside', () => {
    expect(csvLine(['a', 'say "hi"', 3, true, null, undefined])).toBe(
      '"a","say ""hi""","3","true","",""',
    );
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=HYPERLINK(A1)', '\r=1'])(
    'keeps %j from running as a formula',
    (cell) => {
      expect(csvLine([cell])).toBe(`"'${cell}"`);
    },
  );

  it('ends lines with CRLF after a plain header', () => {
    expect(csvDocument(['name', 'email'], [['Pat', 'pat@example.com']])).toBe(
      'name,email\r\n"Pat","pat@example.com"\r\n',
    );
  });
});
