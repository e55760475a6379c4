import { VIDEO_CATALOGUE } from '@retainly/domain';
import {
  balancedWrap,
  bulletPoints,
  buildCaptionsVtt,
  charsPerLine,
  cleanText,
  fitText,
  planSlides,
  splitClause,
  splitSentences,
  totalSeconds,
  vttTimestamp,
  wrapText,
} from './sample-slides';

describe('bulletPoints', () => {
  it('keeps a description of two sentences as its two points', () => {
    expect(
      bulletPoints(
        'Connect your social media pages. Plan your posts ahead of time from one calendar.',
      ),
    ).toEqual([
      'Connect your social media pages.',
      'Plan your posts ahead of time from one calendar.',
    ]);
  });

  it('cuts a lone sentence at its clause break, preferring "so" over a list comma', () => {
    expect(
      bulletPoints(
        'Add your business name, address, logo and time zone so every message and booking shows the right details.',
      ),
    ).toEqual([
      'Add your business name, address, logo and time zone',
      'So every message and booking shows the right details.',
    ]);
  });

  it('drops the "and" it cuts at', () => {
    expect(
      bulletPoints('Invite your staff to your account and choose what each person can see and do.'),
    ).toEqual(['Invite your staff to your account', 'Choose what each person can see and do.']);
  });

  it('keeps at most three points', () => {
    expect(bulletPoints('One is here. Two is here. Three is here. Four is here.')).toEqual([
      'One is here.',
      'Two is here.',
      'Three is here.',
    ]);
  });

  it('adds a closing point when the description cannot be cut, and two when it is empty', () => {
    expect(bulletPoints('Write and publish posts.')).toEqual([
      'Write and publish posts.',
      'Then follow along in your own account.',
    ]);
    expect(bulletPoints('  ')).toHaveLength(2);
  });

  it('gives every catalogue module two or three points of at most four lines', () => {
    for (const video of VIDEO_CATALOGUE) {
      const slides = planSlides({ kicker: '', title: video.title, description: video.description });
      expect(slides.length).toBeGreaterThanOrEqual(3);
      expect(slides.length).toBeLessThanOrEqual(4);
      for (const slide of slides) expect(slide.body.lines.join(' ')).not.toContain('…');
    }
  });
});

describe('splitSentences and splitClause', () => {
  it('splits after . ! ? before a capital or a digit, not inside "e.g. this"', () => {
    expect(splitSentences('Done! Next one? 3 more. See e.g. this.')).toEqual([
      'Done!',
      'Next one?',
      '3 more.',
      'See e.g. this.',
    ]);
  });

  it('refuses a cut that leaves a half shorter than three words', () => {
    expect(splitClause('Hello, world and everything else here')).toEqual(null);
    expect(splitClause('Short one')).toBeNull();
  });
});

describe('wrapping', () => {
  it('wraps greedily and breaks a word longer than a line', () => {
    expect(wrapText('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('balances lines instead of leaving one word alone', () => {
    expect(wrapText('Give access to customers when they pay.', 34)).toEqual([
      'Give access to customers when they',
      'pay.',
    ]);
    expect(balancedWrap('Give access to customers when they pay.', 34)).toEqual([
      'Give access to customers',
      'when they pay.',
    ]);
  });

  it('shrinks the font until the text fits, then cuts it with an ellipsis', () => {
    const sizes = [60, 40];
    expect(fitText('Short title', sizes, 2)).toEqual({ lines: ['Short title'], fontSize: 60 });
    const long = 'word '.repeat(40).trim();
    const fitted = fitText(long, sizes, 2);
    expect(fitted.fontSize).toBe(40);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1].endsWith('…')).toBe(true);
    for (const line of fitted.lines) expect(line.length).toBeLessThanOrEqual(charsPerLine(40));
  });

  it('turns control characters and line breaks into single spaces', () => {
    expect(cleanText(' a\tb\n\nc\u0000d\u2028e ')).toBe('a b c d e');
  });
});

describe('planSlides', () => {
  const slides = planSlides({
    kicker: 'Foundational Setup',
    title: 'Import Your Contacts',
    description:
      'Bring your existing customer list in from a spreadsheet and tag it so you can reach the right people later.',
  });

  it('opens with the title and category, then the points under the title', () => {
    expect(slides.map((slide) => slide.kind)).toEqual(['title', 'point', 'point']);
    expect(slides[0].body.lines.join(' ')).toBe('Import Your Contacts');
    expect(slides[0].kicker).toBe('Foundational Setup');
    expect(slides[1].kicker).toBe('Import Your Contacts');
  });

  it('lasts 12-20 s in whole frames of 0.1 s', () => {
    const seconds = totalSeconds(slides);
    expect(seconds).toBeGreaterThanOrEqual(12);
    expect(seconds).toBeLessThanOrEqual(20);
    for (const slide of slides) expect(Number.isInteger(slide.seconds * 10)).toBe(true);
  });

  it('uses given points instead of the description', () => {
    const given = planSlides({
      kicker: 'K',
      title: 'T',
      description: 'Ignored.',
      points: ['A b c', 'D e f'],
    });
    expect(given.slice(1).map((slide) => slide.caption)).toEqual([['A b c'], ['D e f']]);
  });
});

describe('buildCaptionsVtt', () => {
  it('writes one cue per slide, timed back to back, with markup escaped', () => {
    const slides = planSlides({
      kicker: 'Sales & Conversations',
      title: 'Use <b> --> tags',
      description: 'First point is here. Second point is here.',
    });
    const vtt = buildCaptionsVtt(slides);
    expect(vtt).toBe(
      [
        'WEBVTT',
        '',
        '1',
        '00:00:00.000 --> 00:00:04.000',
        'Use &lt;b&gt; --&gt; tags',
        'Sales &amp; Conversations',
        '',
        '2',
        '00:00:04.000 --> 00:00:08.000',
        'First point is here.',
        '',
        '3',
        '00:00:08.000 --> 00:00:12.000',
        'Second point is here.',
        '',
      ].join('\n'),
    );
  });

  it('formats hours, minutes and milliseconds', () => {
    expect(vttTimestamp(3_723.456)).toBe('01:02:03.456');
    expect(vttTimestamp(12.1)).toBe('00:00:12.100');
  });
});
