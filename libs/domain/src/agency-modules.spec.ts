import { agencyVideoEmbedOf, isAgencyVideoLink } from './agency-modules';

const LOOM = 'https://www.loom.com/share/0123456789abcdef0123456789abcdef';

describe('isAgencyVideoLink', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/76979871',
    'https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184',
    ' https://youtu.be/dQw4w9WgXcQ ',
    LOOM.replace('share', 'embed'),
    LOOM.replace('share/', 'share/Kickoff-call-'),
    `${LOOM}?sid=5e1c2a`,
  ])('takes %s', (link) => expect(isAgencyVideoLink(link)).toBe(true));

  it.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://cdn.example.com/intro.mp4',
    'https://www.loom.com/share/not-a-video',
    'https://www.loom.com/share/short',
    `https://vimeo.com/76979871?pad=${'x'.repeat(2000)}`,
    '',
  ])('refuses %s', (link) => expect(isAgencyVideoLink(link)).toBe(false));

  it('names the provider of a link it takes', () => {
    expect(agencyVideoEmbedOf(LOOM)?.provider).toBe('loom');
    expect(agencyVideoEmbedOf('https://vimeo.com/76979871')?.provider).toBe('vimeo');
    expect(agencyVideoEmbedOf('vimeo.com/76979871')).toBeNull();
  });
});
