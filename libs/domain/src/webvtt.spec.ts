import { cueTextAsPlain, parseWebVtt, parseWebVttTimestamp } from './webvtt';

const vtt = (...lines: string[]) => lines.join('\n');

/** The refusal of `source`, as the api words it. */
const refusal = (source: string) => {
  const result = parseWebVtt(source);
  return result.ok ? 'accepted' : `Line ${result.line}: ${result.reason}`;
};

describe('parseWebVttTimestamp', () => {
  it('reads mm:ss.ttt and hh:mm:ss.ttt, hours of any width', () => {
    expect(parseWebVttTimestamp('00:01.500')).toBe(1.5);
    expect(parseWebVttTimestamp('01:02:03.004')).toBeCloseTo(3723.004);
    expect(parseWebVttTimestamp('100:00:00.000')).toBe(360_000);
  });

  it('refuses what is not a WebVTT timestamp', () => {
    for (const text of ['1.500', '0:01.500', '00:01,500', '00:60.000', '00:01.5', '1:00:01.000']) {
      expect(parseWebVttTimestamp(text)).toBeNull();
    }
  });
});

describe('parseWebVtt', () => {
  it('returns the cues and their words as a transcript', () => {
    const result = parseWebVtt(
      vtt(
        '\uFEFFWEBVTT - Connecting your calendar',
        'Kind: captions',
        '',
        'NOTE written by the Retainly team',
        'over two lines',
        '',
        'STYLE',
        '::cue { color: yellow }',
        '',
        'intro',
        '00:00.000 --> 00:02.500 align:center line:90%',
        '<v Ann>Welcome</v> to <i>Calendars</i> &amp; bookings.',
        '',
        '',
        '00:00:02.500 --> 00:00:05.000',
        'First, open Settings.',
        'Then choose Calendars.',
        '',
      ),
    );
    expect(result).toEqual({
      ok: true,
      cues: [
        {
          id: 'intro',
          startSeconds: 0,
          endSeconds: 2.5,
          text: '<v Ann>Welcome</v> to <i>Calendars</i> &amp; bookings.',
        },
        {
          id: null,
          startSeconds: 2.5,
          endSeconds: 5,
          text: 'First, open Settings.\nThen choose Calendars.',
        },
      ],
      transcript: 'Welcome to Calendars & bookings. First, open Settings. Then choose Calendars.',
    });
  });

  it('accepts Windows and old Mac line endings', () => {
    expect(refusal('WEBVTT\r\n\r\n00:01.000 --> 00:02.000\r\nHi\r\n')).toBe('accepted');
    expect(refusal('WEBVTT\r\r00:01.000 --> 00:02.000\rHi')).toBe('accepted');
  });

  it('names the line and the reason of each mistake', () => {
    expect(refusal('1\n00:00:01.000 --> 00:00:02.000\nHi')).toBe(
      'Line 1: The file must start with "WEBVTT"',
    );
    expect(refusal('WEBVTTX\n')).toBe('Line 1: The file must start with "WEBVTT"');
    expect(refusal(vtt('WEBVTT', '00:01.000 --> 00:02.000', 'Hi'))).toBe(
      'Line 2: Leave a blank line between the header and the first cue',
    );
    expect(
      refusal(vtt('WEBVTT', '', '00:01.000 --> 00:02.000', 'Hi', '', '00:03.000 --> 00:02.000')),
    ).toBe('Line 6: The cue must end after it starts');
    expect(refusal(vtt('WEBVTT', '', 'a', '00:01.000 --> 00:01.000', 'Hi'))).toBe(
      'Line 4: The cue must end after it starts',
    );
    expect(refusal(vtt('WEBVTT', '', '00:01.000 --> 00:02', 'Hi'))).toBe(
      'Line 3: "00:02" is not a timestamp: use mm:ss.ttt or hh:mm:ss.ttt',
    );
    expect(refusal(vtt('WEBVTT', '', '00:01.000-->00:02.000', 'Hi'))).toBe(
      'Line 3: A timing line needs a space on each side of "-->", as in "00:00:01.000 --> 00:00:04.000"',
    );
    expect(refusal(vtt('WEBVTT', '', 'intro', 'Hello there'))).toBe(
      'Line 4: Expected a cue timing line such as "00:00:01.000 --> 00:00:04.000"',
    );
    expect(refusal(vtt('WEBVTT', '', '00:01.000 --> 00:02.000', 'Hi', '', 'lonely'))).toBe(
      'Line 6: Expected a cue timing line such as "00:00:01.000 --> 00:00:04.000" next',
    );
    expect(refusal(vtt('WEBVTT', '', '00:01.000 --> 00:02.000 colour:red', 'Hi'))).toBe(
      'Line 3: "colour:red" is not a cue setting (such as "align:center")',
    );
    expect(
      refusal(vtt('WEBVTT', '', '00:01.000 --> 00:02.000', 'Hi', '00:02.000 --> 00:03.000', 'Yo')),
    ).toBe('Line 5: Cue text cannot contain "-->" (is a blank line missing before this cue?)');
    expect(refusal(vtt('WEBVTT', '', '00:01.000 --> 00:02.000', 'Hi', '', 'STYLE', 'x{}'))).toBe(
      'Line 6: A STYLE block must come before the cues',
    );
    expect(refusal(vtt('WEBVTT', '', 'NOTE only a note', ''))).toBe('Line 4: The file has no cues');
  });
});

describe('cueTextAsPlain', () => {
  it('drops tags and inner timestamps and decodes entities', () => {
    expect(cueTextAsPlain('<c.loud>Hi</c> <00:00:01.000>there &lt;3 &nbsp;!')).toBe(
      'Hi there <3 !',
    );
  });
});
