import { isAgencyVideoLink } from './agency-modules';

describe('isAgencyVideoLink', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/76979871',
    'https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184',
    ' https://youtu.be/dQw4w9WgXcQ ',
  ])('takes %s', (link) => expect(isAgencyVideoLink(link)).toBe(true));

  it.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://cdn.example.com/intro.mp4',
    'https://www.loom.com/share/not-a-video',
    `https://vimeo.com/76979871?pad=${'x'.repeat(2000)}`,
    '',
  ])('refuses %s', (link) => expect(isAgencyVideoLink(link)).toBe(false));
});
