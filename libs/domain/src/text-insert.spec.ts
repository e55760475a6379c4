import { insertAtSelection, placeholderToken } from './text-insert';

describe('insertAtSelection (placeholder chips insert at the caret)', () => {
  it('inserts at the caret and puts the caret after the insertion', () => {
    expect(insertAtSelection('Hi there', 3, 3, '{{first_name}}')).toEqual({
      text: 'Hi {{first_name}}there',
      cursor: 17,
    });
  });

  it('replaces a selection', () => {
    expect(insertAtSelection('Hi NAME!', 3, 7, '{{name}}')).toEqual({
      text: 'Hi {{name}}!',
      cursor: 11,
    });
  });

  it('appends when the field was never focused or the caret is out of range', () => {
    expect(insertAtSelection('Hello', null, null, 'X')).toEqual({ text: 'HelloX', cursor: 6 });
    expect(insertAtSelection('Hello', 99, 120, 'X')).toEqual({ text: 'HelloX', cursor: 6 });
  });

  it('treats a backwards or missing end as a caret', () => {
    expect(insertAtSelection('abc', 2, 1, 'X')).toEqual({ text: 'abXc', cursor: 3 });
    expect(insertAtSelection('abc', 0, null, 'X')).toEqual({ text: 'Xabc', cursor: 1 });
  });

  it('inserts into an empty text', () => {
    expect(insertAtSelection('', 0, 0, '{{x}}')).toEqual({ text: '{{x}}', cursor: 5 });
  });
});

describe('placeholderToken', () => {
  it('wraps a bare name in double braces', () => {
    expect(placeholderToken('first_name')).toBe('{{first_name}}');
  });

  it("keeps the api's own token as it is", () => {
    expect(placeholderToken('{{agency_name}}')).toBe('{{agency_name}}');
    expect(placeholderToken('{portal_link}')).toBe('{portal_link}');
  });
});
