import { transcriptOf } from './transcript';

describe('transcriptOf', () => {
  it('joins the cue texts in order, without headers, ids, timings, notes or tags', () => {
    const vtt = [
      'WEBVTT - Pipelines',
      '',
      'NOTE written by the sample renderer',
      '',
      'STYLE',
      '::cue { color: white }',
      '',
      'intro',
      '00:00:00.000 --> 00:00:02.500',
      '<v Guide>Welcome to <b>Pipelines</b>.',
      '',
      '00:00:02.500 --> 00:00:05.000 align:start',
      'Drag a deal',
      'to the next stage &amp; save.',
      '',
    ].join('\r\n');
    expect(transcriptOf(vtt)).toBe('Welcome to Pipelines. Drag a deal to the next stage & save.');
  });

  it('is empty for a file with no cues', () => {
    expect(transcriptOf('WEBVTT\n\n')).toBe('');
  });
});
