import postcss, { type AtRule, type Rule } from 'postcss';
import {
  BORDER_RADII,
  BRANDING_DEFAULTS,
  FONTS,
  brandingCss,
  brandingPalette,
  contrastWarnings,
  fontStack,
  normalizeBrandingSettings,
  switchBrandingMode,
  type BrandingSettings,
} from './branding';

const advanced = (changes: Partial<BrandingSettings> = {}): BrandingSettings => ({
  ...BRANDING_DEFAULTS,
  mode: 'advanced',
  ...changes,
});

/** The stylesheet as { selector list: { property: value } }, plus its @imports, via postcss. */
function parse(css: string) {
  const root = postcss.parse(css);
  const imports: string[] = [];
  root.walkAtRules('import', (rule: AtRule) => void imports.push(rule.params));
  const rules: Record<string, Record<string, string>> = {};
  root.walkRules((rule: Rule) => {
    const declarations: Record<string, string> = {};
    rule.walkDecls(
      (decl) =>
        void (declarations[decl.prop] = decl.important ? `${decl.value} !important` : decl.value),
    );
    rules[rule.selectors.join(', ')] = declarations;
  });
  return { root, imports, rules };
}

const ACTIVE =
  '#sidebar-v2 nav a.active, #sidebar-v2 nav a.active .nav-title, #sidebar-v2 nav a.exact-active, #sidebar-v2 nav a.exact-active .nav-title';
const BUTTONS = '.btn-primary, .n-button--primary-type, .hr-button--primary-type';
const TEXT_ROOTS = 'body, #app, #sidebar-v2, .hl_header, button, input, select, textarea';

describe('branding defaults and fonts (spec §3, §9)', () => {
  it('has brand #16a34a, a white sidebar and Inter with a Verdana fallback, in Simple mode', () => {
    expect(BRANDING_DEFAULTS).toMatchObject({
      mode: 'simple',
      brand: '#16a34a',
      sidebarBackground: '#ffffff',
      font: 'Inter',
    });
    expect(fontStack(BRANDING_DEFAULTS.font)).toBe("'Inter', Verdana, sans-serif");
    expect(BORDER_RADII).toContain(BRANDING_DEFAULTS.borderRadius);
  });

  it("lists spec §3's nine fonts in its order and categories", () => {
    expect(FONTS.map(({ name, category }) => `${name}/${category}`)).toEqual([
      'Inter/sans-serif',
      'Roboto/sans-serif',
      'Poppins/sans-serif',
      'Montserrat/sans-serif',
      'Open Sans/sans-serif',
      'Verdana/sans-serif',
      'Oswald/display',
      'Playfair Display/serif',
      'Merriweather/serif',
    ]);
    expect(fontStack('Playfair Display')).toBe("'Playfair Display', Georgia, serif");
  });

  it('has no contrast warning for the defaults, in either mode', () => {
    expect(contrastWarnings(BRANDING_DEFAULTS)).toEqual([]);
    expect(contrastWarnings(advanced())).toEqual([]);
  });
});

describe('brandingCss in Simple mode', () => {
  const settings: BrandingSettings = {
    ...BRANDING_DEFAULTS,
    brand: '#abc',
    sidebarBackground: '#1e293b',
    font: 'Poppins',
  };
  const { imports, rules, root } = parse(brandingCss(settings));

  it('imports the chosen Google font first', () => {
    expect(imports).toEqual([
      "url('https://fonts.googleapis.com/css2?family=Poppins:wght@400;700&display=swap')",
    ]);
    expect(root.first?.type).toBe('atrule');
  });

  it('puts the brand colour, sidebar background and font on :root, with readable text colours', () => {
    expect(rules[':root']).toEqual({
      '--agency-font': "'Poppins', Verdana, sans-serif",
      '--agency-brand': '#abc',
      '--agency-sidebar-bg': '#1e293b',
      '--agency-sidebar-text': '#ffffff', // white reads better on the dark sidebar
      '--agency-active-bg': '#abc',
      '--agency-active-text': '#000000',
      '--agency-button-text': '#000000',
    });
  });

  it('styles exactly the sidebar, its links and active item, the header and primary buttons', () => {
    expect(Object.keys(rules)).toEqual([
      ':root',
      TEXT_ROOTS,
      '#sidebar-v2',
      '#sidebar-v2 nav a, #sidebar-v2 nav a .nav-title',
      '#sidebar-v2 nav a.active, #sidebar-v2 nav a.exact-active',
      ACTIVE,
      '.hl_header',
      BUTTONS,
      '.btn-primary:hover, .n-button--primary-type:hover, .hr-button--primary-type:hover',
    ]);
    expect(rules[TEXT_ROOTS]).toEqual({ 'font-family': 'var(--agency-font) !important' });
    expect(rules['#sidebar-v2']).toEqual({
      'background-color': 'var(--agency-sidebar-bg) !important',
    });
    expect(rules['#sidebar-v2 nav a.active, #sidebar-v2 nav a.exact-active']).toEqual({
      'background-color': 'var(--agency-active-bg) !important',
    });
    expect(rules[ACTIVE]).toEqual({ color: 'var(--agency-active-text) !important' });
    // Simple mode keeps the CRM's header colours: only the brand underline.
    expect(rules['.hl_header']).toEqual({
      'border-bottom': '3px solid var(--agency-brand) !important',
    });
    expect(rules[BUTTONS]).toMatchObject({
      'background-color': 'var(--agency-brand) !important',
      color: 'var(--agency-button-text) !important',
      '--n-color-hover': 'var(--agency-brand) !important',
    });
    expect(rules[BUTTONS]['border-radius']).toBeUndefined();
  });

  it('has no warnings, whatever the colours: Simple mode picks the text colours', () => {
    for (const brand of ['#777777', '#ffff00', '#000080', '#16a34a', '#ff0000', '#808080']) {
      for (const sidebarBackground of ['#767676', '#ffffff', '#0f172a', '#22c55e']) {
        expect(contrastWarnings({ ...BRANDING_DEFAULTS, brand, sidebarBackground })).toEqual([]);
      }
    }
  });
});

describe('brandingCss in Advanced mode', () => {
  const settings = advanced({
    brand: '#7c3aed',
    sidebarBackground: '#111827',
    sidebarText: '#e5e7eb',
    activeItemBackground: '#7c3aed',
    activeItemText: '#ffffff',
    headerBackground: '#f5f3ff',
    headerText: '#2e1065',
    buttonText: '#ffffff',
    borderRadius: 12,
    font: 'Verdana',
  });
  const { imports, rules } = parse(brandingCss(settings));

  it('needs no import for a system font', () => {
    expect(imports).toEqual([]);
  });

  it('sets every chosen colour and the corner radius as variables', () => {
    expect(rules[':root']).toEqual({
      '--agency-font': "'Verdana', Geneva, sans-serif",
      '--agency-brand': '#7c3aed',
      '--agency-sidebar-bg': '#111827',
      '--agency-sidebar-text': '#e5e7eb',
      '--agency-active-bg': '#7c3aed',
      '--agency-active-text': '#ffffff',
      '--agency-header-bg': '#f5f3ff',
      '--agency-header-text': '#2e1065',
      '--agency-button-text': '#ffffff',
      '--agency-radius': '12px',
    });
  });

  it('colours the header, rounds the sidebar items and buttons', () => {
    expect(rules['.hl_header']).toEqual({
      'background-color': 'var(--agency-header-bg) !important',
      color: 'var(--agency-header-text) !important',
      'border-bottom': '3px solid var(--agency-brand) !important',
    });
    expect(rules['.hl_header .title, .hl_header h1, .hl_header h2']).toEqual({
      color: 'var(--agency-header-text) !important',
    });
    expect(rules['#sidebar-v2 nav a']).toEqual({
      'border-radius': 'var(--agency-radius) !important',
    });
    expect(rules[BUTTONS]).toMatchObject({
      'border-radius': 'var(--agency-radius) !important',
      color: 'var(--agency-button-text) !important',
    });
  });

  it('matches the palette the preview shows', () => {
    const palette = brandingPalette(settings);
    expect(rules[':root']['--agency-header-bg']).toBe(palette.headerBackground);
    expect(rules[':root']['--agency-sidebar-text']).toBe(palette.sidebarText);
  });
});

describe('every font and mode', () => {
  it.each(FONTS.flatMap((font) => [`${font.name}|simple`, `${font.name}|advanced`]))(
    '%s parses, marks every rule important and never names us',
    (key) => {
      const [font, mode] = key.split('|') as [BrandingSettings['font'], BrandingSettings['mode']];
      const css = brandingCss({ ...BRANDING_DEFAULTS, font, mode });
      const { root, imports } = parse(css);
      expect(css.toLowerCase()).not.toContain('retainly');
      expect(imports).toHaveLength(font === 'Verdana' ? 0 : 1);
      if (imports[0]) expect(imports[0]).toContain(`family=${font.replace(/ /g, '+')}:`);
      root.walkDecls((decl) => {
        const parent = decl.parent as Rule;
        const exempt = parent.selector === ':root' || parent.selector.includes(':hover');
        if (!exempt) expect(decl.important).toBe(true);
      });
    },
  );
});

describe('contrastWarnings', () => {
  it('names the pair, its ratio and the AA target', () => {
    expect(contrastWarnings(advanced({ sidebarText: '#eeeeee' }))).toEqual([
      expect.objectContaining({
        text: 'sidebarText',
        background: 'sidebarBackground',
        message: 'Sidebar text on the sidebar background is 1.2:1; WCAG AA needs 4.5:1.',
      }),
    ]);
    expect(contrastWarnings(advanced({ buttonText: '#ffffff' })).map((w) => w.message)).toEqual([
      'Button text on the brand color is 3.3:1; WCAG AA needs 4.5:1.',
    ]);
  });

  it('checks every text on its own background', () => {
    const messages = contrastWarnings(
      advanced({
        sidebarText: '#ffffff',
        activeItemText: '#dcfce7',
        headerText: '#ffffff',
        buttonText: '#ffffff',
      }),
    ).map((warning) => warning.message.split(' is ')[0]);
    expect(messages).toEqual([
      'Sidebar text on the sidebar background',
      'Active item text on the active item background',
      'Header text on the header background',
      'Button text on the brand color',
    ]);
  });

  it('never shows a failing ratio as 4.5:1', () => {
    // #777777 on white is 4.48:1.
    expect(contrastWarnings(advanced({ sidebarText: '#777777' }))[0].message).toContain(
      'is 4.4:1;',
    );
    expect(contrastWarnings(advanced({ sidebarText: '#767676' }))).toEqual([]);
  });
});

describe('switchBrandingMode', () => {
  const simple: BrandingSettings = {
    ...BRANDING_DEFAULTS,
    brand: '#abc',
    sidebarBackground: '#1e293b',
  };

  it("starts Advanced from what Simple mode shows, so the preview doesn't jump", () => {
    const switched = switchBrandingMode(simple, 'advanced');
    expect(switched).toEqual({
      ...simple,
      mode: 'advanced',
      sidebarText: '#ffffff',
      activeItemBackground: '#abc',
      activeItemText: '#000000',
      headerBackground: '#ffffff',
      headerText: '#0f172a',
      buttonText: '#000000',
    });
    expect(brandingPalette(switched)).toEqual(brandingPalette(simple));
  });

  it('keeps Advanced colours the user chose, both ways', () => {
    const chosen = advanced({ ...simple, mode: 'advanced', sidebarText: '#cbd5e1' });
    const back = switchBrandingMode(chosen, 'simple');
    expect(back).toEqual({ ...chosen, mode: 'simple' });
    expect(switchBrandingMode(back, 'advanced')).toEqual(chosen);
  });

  it("gives the defaults' Advanced colours as Simple mode shows the defaults", () => {
    expect(brandingPalette(advanced())).toEqual(brandingPalette(BRANDING_DEFAULTS));
  });
});

describe('normalizeBrandingSettings', () => {
  it('gives the defaults for nothing or garbage', () => {
    expect(normalizeBrandingSettings(undefined)).toEqual(BRANDING_DEFAULTS);
    expect(normalizeBrandingSettings('x')).toEqual(BRANDING_DEFAULTS);
    expect(
      normalizeBrandingSettings({
        mode: 'expert',
        font: 'Comic Sans',
        brand: 'green',
        borderRadius: 7,
      }),
    ).toEqual(BRANDING_DEFAULTS);
  });

  it('keeps valid fields, normalising colours', () => {
    expect(
      normalizeBrandingSettings({
        mode: 'advanced',
        font: 'Oswald',
        brand: 'ABC',
        borderRadius: 0,
      }),
    ).toEqual({
      ...BRANDING_DEFAULTS,
      mode: 'advanced',
      font: 'Oswald',
      brand: '#abc',
      borderRadius: 0,
    });
  });
});
