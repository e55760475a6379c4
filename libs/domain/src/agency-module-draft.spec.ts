import {
  agencyModuleDisplayCategory,
  agencyModuleDraftErrors,
  agencyModuleInputOf,
  draftDisplayCategory,
  NEW_CATEGORY,
  normalizeVideoLink,
  resolveNewCategory,
  type AgencyModuleDraft,
} from './agency-module-draft';

const draft = (changes: Partial<AgencyModuleDraft> = {}): AgencyModuleDraft => ({
  title: 'Welcome from Acme',
  description: 'Who we are.',
  category: 'foundational-setup',
  newCategory: '',
  source: 'link',
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  length: '',
  fileBytes: null,
  helpRoutes: [],
  ...changes,
});
const LOOM = 'https://www.loom.com/share/0123456789abcdef0123456789abcdef';

describe("an agency's own module draft", () => {
  // Which links are videos is agencyVideoEmbedOf's rule (agency-modules.spec): here, the making.
  it('accepts YouTube, Vimeo and Loom links, made https', () => {
    expect(normalizeVideoLink(' youtube.com/watch?v=dQw4w9WgXcQ ')).toEqual({
      url: 'https://youtube.com/watch?v=dQw4w9WgXcQ',
      provider: 'youtube',
    });
    expect(normalizeVideoLink('http://vimeo.com/76979871')?.url).toBe('https://vimeo.com/76979871');
    expect(normalizeVideoLink(LOOM)?.provider).toBe('loom');
    expect(normalizeVideoLink(`${LOOM}?sid=5e1c2a`)?.url).toBe(`${LOOM}?sid=5e1c2a`);
  });

  it('refuses other links and text', () => {
    for (const value of [
      '',
      'not a link',
      'https://example.com/video.mp4',
      'ftp://youtu.be/dQw4w9WgXcQ',
      'javascript:alert(1)',
      `vimeo.com/76979871?pad=${'x'.repeat(2000)}`,
    ]) {
      expect(normalizeVideoLink(value)).toBeNull();
    }
  });

  it('has no errors when complete, and builds the api input', () => {
    expect(agencyModuleDraftErrors(draft(), { remainingBytes: null })).toEqual({});
    expect(
      agencyModuleInputOf(
        draft({ title: '  Hi  ', videoUrl: 'youtu.be/dQw4w9WgXcQ', helpRoutes: ['contacts'] }),
      ),
    ).toEqual({
      title: 'Hi',
      description: 'Who we are.',
      categoryId: 'foundational-setup',
      ownCategory: null,
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      lengthSeconds: null,
      helpRoutes: ['contacts'],
    });
  });

  it("sends a linked video's length in seconds, and names one it cannot read", () => {
    expect(agencyModuleInputOf(draft({ length: '4:30' })).lengthSeconds).toBe(270);
    expect(agencyModuleDraftErrors(draft({ length: '4:75' }), { remainingBytes: null })).toEqual({
      length: 'Enter the length as minutes:seconds, like 4:30.',
    });
    expect(agencyModuleInputOf(draft({ source: 'upload', length: '4:30' }))).not.toHaveProperty(
      'lengthSeconds',
    );
  });

  it('names each problem beside its field', () => {
    const errors = agencyModuleDraftErrors(
      draft({
        title: ' ',
        description: 'x'.repeat(1001),
        category: NEW_CATEGORY,
        newCategory: '',
        videoUrl: 'https://example.com',
      }),
      { remainingBytes: null },
    );
    expect(Object.keys(errors).sort()).toEqual(['description', 'newCategory', 'title', 'videoUrl']);
    expect(errors.videoUrl).toMatch(/not a YouTube, Vimeo or Loom video link/);
    expect(
      agencyModuleDraftErrors(draft({ title: 'x'.repeat(121) }), { remainingBytes: null }).title,
    ).toMatch(/120/);
    expect(
      agencyModuleDraftErrors(draft({ category: NEW_CATEGORY, newCategory: 'x'.repeat(61) }), {
        remainingBytes: null,
      }).newCategory,
    ).toMatch(/60/);
    expect(
      agencyModuleDraftErrors(draft({ category: '' }), { remainingBytes: null }).category,
    ).toBe('Choose a category.');
  });

  it('checks a file against what is left of the storage', () => {
    const upload = (fileBytes: number | null) =>
      draft({ source: 'upload', videoUrl: '', fileBytes });
    expect(agencyModuleDraftErrors(upload(null), { remainingBytes: 10 }).file).toBe(
      'Choose a video file to upload.',
    );
    expect(agencyModuleDraftErrors(upload(0), { remainingBytes: 10 }).file).toMatch(/empty/);
    expect(agencyModuleDraftErrors(upload(11), { remainingBytes: 10 }).file).toMatch(/storage/);
    expect(agencyModuleDraftErrors(upload(10), { remainingBytes: 10 })).toEqual({});
    expect(agencyModuleDraftErrors(upload(11), { remainingBytes: null })).toEqual({});
    expect(agencyModuleInputOf(upload(5))).not.toHaveProperty('videoUrl');
  });

  it('keeps the video optional when editing', () => {
    const options = { remainingBytes: null, requireVideo: false };
    expect(agencyModuleDraftErrors(draft({ videoUrl: '' }), options)).toEqual({});
    expect(agencyModuleDraftErrors(draft({ source: 'upload', videoUrl: '' }), options)).toEqual({});
  });

  it('uses an existing category when a new one has its name', () => {
    const named = (newCategory: string) => draft({ category: NEW_CATEGORY, newCategory });
    expect(resolveNewCategory(named('commerce & payments'), []).category).toBe('commerce');
    expect(resolveNewCategory(named(' welcome '), ['Welcome']).category).toBe('own:Welcome');
    expect(resolveNewCategory(named('Bonus'), ['Welcome']).category).toBe(NEW_CATEGORY);
    expect(draftDisplayCategory(named(' Bonus '))).toBe('own:Bonus');
    expect(draftDisplayCategory(draft({ category: 'own:Welcome' }))).toBe('own:Welcome');
    expect(agencyModuleDisplayCategory({ categoryId: null, ownCategory: 'Welcome' })).toBe(
      'own:Welcome',
    );
    expect(agencyModuleDisplayCategory({ categoryId: 'commerce', ownCategory: null })).toBe(
      'commerce',
    );
    expect(agencyModuleInputOf(draft({ category: 'own:Welcome' }))).toMatchObject({
      categoryId: null,
      ownCategory: 'Welcome',
    });
  });
});
