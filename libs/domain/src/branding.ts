/**
 * The Branding tool (signed-in spec §2, §3 fonts, §9 defaults): an agency's colours and font,
 * turned into CSS for its white-labelled HighLevel CRM. Pure, so the web app's live preview,
 * the generated CSS and the contrast warnings all read the same palette.
 *
 * The CSS runs inside the agency's own CRM under its brand: nothing in it may name us.
 */
import { contrastRatio, readableTextColor } from './contrast';
import { normalizeHexColor } from './onboarding';

export type FontCategory = 'sans-serif' | 'display' | 'serif';

export interface BrandingFont {
  name: string;
  category: FontCategory;
  /** What the browser shows until (or instead of) the font: system fonts only. */
  fallback: string;
  /** Served by Google Fonts, so the CSS imports it; system fonts need no import. */
  google: boolean;
}

/** Spec §3's fonts, in its order. */
export const FONTS = [
  { name: 'Inter', category: 'sans-serif', fallback: 'Verdana, sans-serif', google: true },
  { name: 'Roboto', category: 'sans-serif', fallback: 'Arial, sans-serif', google: true },
  { name: 'Poppins', category: 'sans-serif', fallback: 'Verdana, sans-serif', google: true },
  { name: 'Montserrat', category: 'sans-serif', fallback: 'Verdana, sans-serif', google: true },
  { name: 'Open Sans', category: 'sans-serif', fallback: 'Arial, sans-serif', google: true },
  { name: 'Verdana', category: 'sans-serif', fallback: 'Geneva, sans-serif', google: false },
  {
    name: 'Oswald',
    category: 'display',
    fallback: "'Arial Narrow', Impact, sans-serif",
    google: true,
  },
  { name: 'Playfair Display', category: 'serif', fallback: 'Georgia, serif', google: true },
  { name: 'Merriweather', category: 'serif', fallback: 'Georgia, serif', google: true },
] as const satisfies readonly BrandingFont[];

export type FontName = (typeof FONTS)[number]['name'];

export function isFontName(name: unknown): name is FontName {
  return FONTS.some((font) => font.name === name);
}

/** The CSS font-family value: the font, then its fallbacks. */
export function fontStack(name: FontName): string {
  const font = FONTS.find((candidate) => candidate.name === name)!;
  return `'${font.name}', ${font.fallback}`;
}

/** Regular and bold only: every listed family has both (some lack the weights between). */
function googleFontsUrl(name: FontName): string {
  return `https://fonts.googleapis.com/css2?family=${name.replace(/ /g, '+')}:wght@400;700&display=swap`;
}

export type BrandingMode = 'simple' | 'advanced';

/** Every colour the CSS can set; Simple mode chooses the first two and derives the rest. */
export const BRANDING_COLOR_KEYS = [
  'brand',
  'sidebarBackground',
  'sidebarText',
  'activeItemBackground',
  'activeItemText',
  'headerBackground',
  'headerText',
  'buttonText',
] as const;

export type BrandingColorKey = (typeof BRANDING_COLOR_KEYS)[number];
export type BrandingColors = Record<BrandingColorKey, string>;

export const SIMPLE_COLOR_KEYS = [
  'brand',
  'sidebarBackground',
] as const satisfies readonly BrandingColorKey[];

export interface BrandingSettings extends BrandingColors {
  /** 'advanced' is an ADVANCED-plan feature (spec §6); the api refuses it for BASIC. */
  mode: BrandingMode;
  font: FontName;
  /** Corner radius of sidebar items and primary buttons, in px (Advanced mode). */
  borderRadius: number;
}

export const BORDER_RADII = [0, 4, 6, 8, 12, 16, 24] as const;

/** Advanced mode's own colours, which Simple mode derives. */
const ADVANCED_ONLY_KEYS = BRANDING_COLOR_KEYS.filter(
  (key) => !(SIMPLE_COLOR_KEYS as readonly string[]).includes(key),
);

/** The CRM's own header, which Simple mode leaves as it is (the preview shows it so). */
const CRM_HEADER = { background: '#ffffff', text: '#0f172a' } as const;

/**
 * Spec §9: brand #16a34a, sidebar #ffffff, Inter (Verdana fallback). Advanced mode's colours
 * start as Simple mode shows the defaults, so both modes look alike until the user changes them.
 */
export const BRANDING_DEFAULTS: BrandingSettings = {
  mode: 'simple',
  font: 'Inter',
  brand: '#16a34a',
  sidebarBackground: '#ffffff',
  sidebarText: '#000000',
  activeItemBackground: '#16a34a',
  activeItemText: '#000000',
  headerBackground: CRM_HEADER.background,
  headerText: CRM_HEADER.text,
  buttonText: '#000000',
  borderRadius: 8,
};

/**
 * The colours the CRM ends up with. Simple mode picks black or white text for each chosen
 * background, whichever reads better (that always reaches 4.5:1), so it never warns.
 */
export function brandingPalette(settings: BrandingSettings): BrandingColors {
  if (settings.mode === 'advanced') {
    return Object.fromEntries(
      BRANDING_COLOR_KEYS.map((key) => [key, settings[key]]),
    ) as BrandingColors;
  }
  return {
    brand: settings.brand,
    sidebarBackground: settings.sidebarBackground,
    sidebarText: readableTextColor(settings.sidebarBackground),
    activeItemBackground: settings.brand,
    activeItemText: readableTextColor(settings.brand),
    headerBackground: CRM_HEADER.background,
    headerText: CRM_HEADER.text,
    buttonText: readableTextColor(settings.brand),
  };
}

/**
 * The settings in another mode. Entering Advanced while its own colours are still the defaults
 * starts them from what Simple mode shows, so the preview does not jump; once chosen, Advanced
 * keeps its colours through later switches.
 */
export function switchBrandingMode(
  settings: BrandingSettings,
  mode: BrandingMode,
): BrandingSettings {
  const untouched = ADVANCED_ONLY_KEYS.every((key) => settings[key] === BRANDING_DEFAULTS[key]);
  if (mode === settings.mode || mode === 'simple' || !untouched) return { ...settings, mode };
  return { ...settings, ...brandingPalette(settings), mode };
}

/**
 * Saved tool data (or anything else) as settings: each missing or invalid field takes its
 * default, so an old or hand-edited record can never break the tool.
 */
export function normalizeBrandingSettings(input: unknown): BrandingSettings {
  const data = (typeof input === 'object' && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  const colors = Object.fromEntries(
    BRANDING_COLOR_KEYS.map((key) => [
      key,
      (typeof data[key] === 'string' && normalizeHexColor(data[key])) || BRANDING_DEFAULTS[key],
    ]),
  ) as BrandingColors;
  const radius = data.borderRadius;
  return {
    ...colors,
    mode: data.mode === 'advanced' ? 'advanced' : 'simple',
    font: isFontName(data.font) ? data.font : BRANDING_DEFAULTS.font,
    borderRadius: BORDER_RADII.some((allowed) => allowed === radius)
      ? (radius as number)
      : BRANDING_DEFAULTS.borderRadius,
  };
}

/** The generated stylesheet's custom properties: neutral names, nothing that names us. */
const VAR = {
  font: '--agency-font',
  brand: '--agency-brand',
  sidebarBackground: '--agency-sidebar-bg',
  sidebarText: '--agency-sidebar-text',
  activeItemBackground: '--agency-active-bg',
  activeItemText: '--agency-active-text',
  headerBackground: '--agency-header-bg',
  headerText: '--agency-header-text',
  buttonText: '--agency-button-text',
  radius: '--agency-radius',
} as const;

type Declaration = readonly [property: string, value: string];
type Rule = readonly [selectors: readonly string[], declarations: readonly Declaration[]];

const SIDEBAR = '#sidebar-v2';
const SIDEBAR_LINKS = [`${SIDEBAR} nav a`, `${SIDEBAR} nav a .nav-title`];
const ACTIVE_LINKS = [`${SIDEBAR} nav a.active`, `${SIDEBAR} nav a.exact-active`];
const ACTIVE_LINK_TEXT = ACTIVE_LINKS.flatMap((link) => [link, `${link} .nav-title`]);
const HEADER = '.hl_header';
const HEADER_TITLES = [`${HEADER} .title`, `${HEADER} h1`, `${HEADER} h2`];
/** The CRM's three button families: Bootstrap, Naive UI and its own design system. */
const PRIMARY_BUTTONS = ['.btn-primary', '.n-button--primary-type', '.hr-button--primary-type'];
/** Named, not `*`: a universal rule would also replace the CRM's icon fonts. */
const TEXT_ROOTS = ['body', '#app', SIDEBAR, HEADER, 'button', 'input', 'select', 'textarea'];

const important = (value: string) => `${value} !important`;
const use = (name: string) => important(`var(${name})`);

const NAIVE_BUTTON_STATES = ['', '-hover', '-pressed', '-focus'];

function rules(settings: BrandingSettings): Rule[] {
  const advanced = settings.mode === 'advanced';
  const radius: Declaration[] = advanced ? [['border-radius', use(VAR.radius)]] : [];
  const headerBar: Declaration = ['border-bottom', important(`3px solid var(${VAR.brand})`)];
  const buttonColors: Declaration[] = [
    ['background-color', use(VAR.brand)],
    ['border-color', use(VAR.brand)],
    ['color', use(VAR.buttonText)],
    // Naive UI paints its buttons from these variables, hover and focus included.
    ...NAIVE_BUTTON_STATES.map((state): Declaration => [`--n-color${state}`, use(VAR.brand)]),
    ...NAIVE_BUTTON_STATES.map((state): Declaration => [
      `--n-text-color${state}`,
      use(VAR.buttonText),
    ]),
  ];

  const sidebar: Rule[] = [
    [[SIDEBAR], [['background-color', use(VAR.sidebarBackground)]]],
    [SIDEBAR_LINKS, [['color', use(VAR.sidebarText)]]],
    ...(advanced ? [[[`${SIDEBAR} nav a`], radius] as Rule] : []),
    [ACTIVE_LINKS, [['background-color', use(VAR.activeItemBackground)]]],
    [ACTIVE_LINK_TEXT, [['color', use(VAR.activeItemText)]]],
  ];
  // Simple mode keeps the CRM's own header and only underlines it in the brand colour.
  const header: Rule[] = advanced
    ? [
        [
          [HEADER],
          [
            ['background-color', use(VAR.headerBackground)],
            ['color', use(VAR.headerText)],
            headerBar,
          ],
        ],
        [HEADER_TITLES, [['color', use(VAR.headerText)]]],
      ]
    : [[[HEADER], [headerBar]]];
  return [
    [TEXT_ROOTS, [['font-family', use(VAR.font)]]],
    ...sidebar,
    ...header,
    [PRIMARY_BUTTONS, [...buttonColors, ...radius]],
    [PRIMARY_BUTTONS.map((button) => `${button}:hover`), [['filter', 'brightness(0.92)']]],
  ];
}

/** The palette as variables; Simple mode has no header colours or radius to set. */
function customProperties(settings: BrandingSettings): Declaration[] {
  const advanced = settings.mode === 'advanced';
  const palette = brandingPalette(settings);
  const colors = BRANDING_COLOR_KEYS.filter((key) => advanced || !key.startsWith('header'));
  return [
    [VAR.font, fontStack(settings.font)],
    ...colors.map((key): Declaration => [VAR[key], palette[key]]),
    ...(advanced ? [[VAR.radius, `${settings.borderRadius}px`] as Declaration] : []),
  ];
}

function printRule([selectors, declarations]: Rule): string {
  const body = declarations.map(([property, value]) => `  ${property}: ${value};`).join('\n');
  return `${selectors.join(',\n')} {\n${body}\n}`;
}

/**
 * The stylesheet to paste into the CRM's custom CSS: the Google Fonts import first (CSS wants
 * @import before any rule), the palette as custom properties on :root, then the rules that
 * use them. `settings` must hold valid colours (normalizeBrandingSettings makes sure).
 */
export function brandingCss(settings: BrandingSettings): string {
  const font = FONTS.find((candidate) => candidate.name === settings.font)!;
  const parts = [
    ...(font.google ? [`@import url('${googleFontsUrl(font.name)}');`] : []),
    `/* Brand colors and font (${settings.mode === 'advanced' ? 'Advanced' : 'Simple'} mode) */`,
    printRule([[':root'], customProperties(settings)]),
    ...rules(settings).map(printRule),
  ];
  return `${parts.join('\n\n')}\n`;
}

/** WCAG AA for normal-size text. */
export const AA_CONTRAST = 4.5;

export interface ContrastWarning {
  text: BrandingColorKey;
  background: BrandingColorKey;
  ratio: number;
  message: string;
}

const TEXT_PAIRS = [
  ['sidebarText', 'sidebarBackground', 'Sidebar text', 'the sidebar background'],
  ['activeItemText', 'activeItemBackground', 'Active item text', 'the active item background'],
  ['headerText', 'headerBackground', 'Header text', 'the header background'],
  ['buttonText', 'brand', 'Button text', 'the brand color'],
] as const;

/**
 * Text that falls below WCAG AA on its background, as readable sentences. The ratio shows one
 * decimal, at most 4.4, so a failing 4.48:1 never reads as a passing 4.5:1.
 */
export function contrastWarnings(settings: BrandingSettings): ContrastWarning[] {
  const palette = brandingPalette(settings);
  return TEXT_PAIRS.flatMap(([text, background, textLabel, backgroundLabel]) => {
    const ratio = contrastRatio(palette[text], palette[background]);
    if (ratio >= AA_CONTRAST) return [];
    const shown = Math.min(Math.round(ratio * 10) / 10, 4.4).toFixed(1);
    return [
      {
        text,
        background,
        ratio,
        message: `${textLabel} on ${backgroundLabel} is ${shown}:1; WCAG AA needs ${AA_CONTRAST}:1.`,
      },
    ];
  });
}
