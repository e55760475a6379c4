import { KICKER_SIZE, type Slide } from './sample-slides';

export const WIDTH = 1280;
export const HEIGHT = 720;
/**
 * Slides do not move: 10 frames a second (and cuts, not fades, which cost more than the rest of
 * the render) keep both this render and the transcode after it quick.
 */
export const FPS = 10;
const MARGIN = 120;
/** Inter's cap height, in em: where a line's baseline sits below the top of its capitals. */
const CAP_EM = 0.73;
/** The product's neutral look: dark slate, white text, one accent; no brand of ours. */
const COLORS = {
  background: '0x0f172a',
  text: 'white',
  muted: '0x94a3b8',
  accent: '0x38bdf8',
  track: '0x1e293b',
};

/** Font files the render copies into its folder under these names, so no path needs escaping. */
export const FONT_FILES = {
  bold: '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
  medium: '@expo-google-fonts/inter/500Medium/Inter_500Medium.ttf',
} as const;

interface TextStyle {
  font: keyof typeof FONT_FILES;
  size: number;
  color: string;
}

/**
 * One slide as an ffmpeg filter chain ending in `[s<index>]`. Texts are drawn from files
 * (`textfile`, expansion off) named after the slide, so the graph holds no user text at all; a
 * line is placed by its baseline (`y=<baseline>-ascent`), so lines line up whatever their letters.
 */
export class SlideDrawing {
  /** File name -> the text it holds; the renderer writes them beside the graph. */
  readonly texts = new Map<string, string>();
  private readonly filters: string[];

  constructor(
    private readonly index: number,
    seconds: number,
  ) {
    this.filters = [
      `color=c=${COLORS.background}:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${seconds}`,
      // Drawn in the encoder's format: no conversion of every frame at the end.
      'format=yuv420p',
    ];
  }

  static draw(slide: Slide, index: number, count: number): SlideDrawing {
    const drawing = new SlideDrawing(index, slide.seconds);
    if (slide.kind === 'title') drawing.titleLayout(slide);
    else drawing.pointLayout(slide, `${index} / ${count - 1}`);
    drawing.box(0, HEIGHT - 8, WIDTH, 8, COLORS.track);
    drawing.box(0, HEIGHT - 8, Math.round((WIDTH * (index + 1)) / count), 8, COLORS.accent);
    return drawing;
  }

  chain(): string {
    return `${this.filters.join(',')}[s${this.index}]`;
  }

  /** Category, accent rule, then the title, centred as one block. */
  private titleLayout({ kicker, body }: Slide): void {
    const pitch = Math.round(body.fontSize * 1.2);
    const kickerHeight = kicker ? KICKER_SIZE * CAP_EM + 28 : 0;
    const firstCap = kickerHeight + 6 + 40;
    const height = firstCap + body.fontSize * CAP_EM + (body.lines.length - 1) * pitch;
    const top = (HEIGHT - height) / 2 - 12;
    if (kicker) {
      const style = { font: 'medium', size: KICKER_SIZE, color: COLORS.accent } as const;
      this.text('kicker', kicker, style, `${MARGIN}`, top + KICKER_SIZE * CAP_EM);
    }
    this.box(MARGIN, top + kickerHeight, 96, 6, COLORS.accent);
    const style = { font: 'bold', size: body.fontSize, color: COLORS.text } as const;
    body.lines.forEach((line, n) => {
      const baseline = top + firstCap + body.fontSize * CAP_EM + n * pitch;
      this.text(`line${n}`, line, style, `${MARGIN}`, baseline);
    });
  }

  /** The video's title small at the top, one bulleted point in the middle, the page number. */
  private pointLayout({ kicker, body }: Slide, page: string): void {
    const muted = { font: 'medium', size: KICKER_SIZE, color: COLORS.muted } as const;
    this.text('kicker', kicker, muted, `${MARGIN}`, 104);
    this.box(MARGIN, 128, 64, 4, COLORS.accent);
    const pitch = Math.round(body.fontSize * 1.28);
    const height = body.fontSize * CAP_EM + (body.lines.length - 1) * pitch;
    const firstBaseline = 170 + (440 - height) / 2 + body.fontSize * CAP_EM;
    this.box(MARGIN, firstBaseline - body.fontSize * CAP_EM * 0.5 - 8, 16, 16, COLORS.accent);
    const style = { font: 'medium', size: body.fontSize, color: COLORS.text } as const;
    body.lines.forEach((line, n) => {
      this.text(`line${n}`, line, style, `${MARGIN + 44}`, firstBaseline + n * pitch);
    });
    this.text('page', page, { ...muted, size: 26 }, `w-tw-${MARGIN}`, 664);
  }

  private text(name: string, value: string, style: TextStyle, x: string, baseline: number): void {
    const file = `s${this.index}-${name}.txt`;
    this.texts.set(file, value);
    this.filters.push(
      `drawtext=fontfile=${style.font}.ttf:textfile=${file}:expansion=none` +
        `:fontsize=${style.size}:fontcolor=${style.color}:x=${x}:y=${Math.round(baseline)}-ascent`,
    );
  }

  private box(x: number, y: number, w: number, h: number, color: string): void {
    this.filters.push(`drawbox=x=${x}:y=${Math.round(y)}:w=${w}:h=${h}:color=${color}:t=fill`);
  }
}
