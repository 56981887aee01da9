import type { Brand, BrandProblem } from './brand.ts';

/**
 * WCAG 2.1 contrast of the colour pairs the stylesheet draws with a brand's colours
 * (`src/styles.css`, whose custom properties `brandCss` sets). A brand below AA is refused by the
 * checker, so no lender's colours can make a button's label or a link unreadable.
 */

/** Relative luminance of `#rrggbb` (WCAG 2.1). */
export function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [0, 1, 2].map((i) => {
    const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

type ColorName = keyof Brand['colors'];

/** One pair the stylesheet draws: text (or a control) in `fg` on `bg`. */
interface Pair {
  what: string;
  fg: ColorName;
  bg: ColorName;
  /** 4.5 for text, 3 for large text and controls (WCAG 2.1 AA 1.4.3, 1.4.11). */
  min: 4.5 | 3;
}

/** The pairs of `src/styles.css`, by the brand colours they use. */
export const THEME_PAIRS: readonly Pair[] = [
  { what: 'body text on the page', fg: 'text', bg: 'background', min: 4.5 },
  { what: 'body text on cards and dialogs', fg: 'text', bg: 'surface', min: 4.5 },
  { what: 'muted text on the page', fg: 'muted', bg: 'background', min: 4.5 },
  { what: 'muted text on cards', fg: 'muted', bg: 'surface', min: 4.5 },
  { what: 'primary button label', fg: 'onPrimary', bg: 'primary', min: 4.5 },
  { what: 'pressed primary button label and banner text', fg: 'onPrimary', bg: 'primaryPressed', min: 4.5 },
  { what: 'links and accent text on cards', fg: 'primary', bg: 'surface', min: 4.5 },
  { what: 'secondary buttons, tabs and checkboxes on the page', fg: 'primary', bg: 'background', min: 3 },
  { what: 'text buttons on cards', fg: 'primaryPressed', bg: 'surface', min: 4.5 },
  { what: 'tags on their tinted panel', fg: 'primaryPressed', bg: 'primarySoft', min: 4.5 },
  { what: 'error text on cards', fg: 'danger', bg: 'surface', min: 4.5 },
  { what: 'success text on cards', fg: 'success', bg: 'surface', min: 4.5 },
];

/** Each pair of the theme that reads below AA, reported at the colour the brand should change. */
export function contrastProblems(
  file: string,
  brand: Brand,
  written: Record<string, unknown>,
): BrandProblem[] {
  const problems: BrandProblem[] = [];
  for (const pair of THEME_PAIRS) {
    const fg = brand.colors[pair.fg];
    const bg = brand.colors[pair.bg];
    const ratio = contrastRatio(fg, bg);
    if (ratio >= pair.min) continue;
    // Point at the colour the brand wrote (a derived or default one is changed by writing it).
    const blamed = pair.fg in written ? pair.fg : pair.bg in written ? pair.bg : pair.fg;
    problems.push({
      file,
      pointer: `/colors/${blamed}`,
      message: `${pair.what}: ${pair.fg} ${fg} on ${pair.bg} ${bg} has contrast ${ratio.toFixed(2)}:1, WCAG 2.1 AA needs ${pair.min}:1`,
    });
  }
  return problems;
}
