/**
 * The association's accent colour (docs/settings.md): buttons, date blocks and links on the dark
 * public site. It must read there as well as the default amber does, so it is checked against
 * every dark surface it is set on and against the dark text set on it (WCAG AA, 4.5:1).
 */

/** Amber, until the association picks its own: 11.8:1 on the page. */
export const DEFAULT_ACCENT = '#fbbf24';

/**
 * Where the accent meets another colour: the page (stone-950), the cards set on it (stone-900),
 * and the text of its buttons and date blocks (stone-950 again).
 */
export const ACCENT_NEIGHBOURS = { page: '#0c0a09', cards: '#1c1917', buttonText: '#0c0a09' } as const;

/** WCAG 2.2 AA for text of normal size. */
export const MIN_CONTRAST = 4.5;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "#ABC", "abc" or "#aabbcc" as "#aabbcc"; undefined for anything else. */
export function normalizeHexColour(text: string): string | undefined {
  const digits = HEX.exec(text.trim())?.[1]?.toLowerCase();
  if (!digits) return undefined;
  return `#${digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits}`;
}

/** Relative luminance of an sRGB colour "#rrggbb" (WCAG 2.2, "relative luminance"). */
function luminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

/** The contrast ratio of two "#rrggbb" colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** The lowest contrast the accent makes with what it meets on the site. */
export function accentContrast(accent: string): number {
  return Math.min(...Object.values(ACCENT_NEIGHBOURS).map((neighbour) => contrastRatio(accent, neighbour)));
}

/** "3,9": a ratio as a Danish reader writes it, rounded down so a refusal never shows 4,5. */
export const formatRatio = (ratio: number) => (Math.floor(ratio * 10) / 10).toFixed(1).replace('.', ',');

/** Why an accent is refused, or undefined when it reads well enough. */
export function accentContrastProblem(accent: string): string | undefined {
  const ratio = accentContrast(accent);
  if (ratio >= MIN_CONTRAST) return undefined;
  return `Farven står for svagt mod sidens mørke baggrund og knappernes mørke tekst: kontrasten er ${formatRatio(ratio)}:1, og den skal være mindst 4,5:1. Vælg en lysere farve.`;
}
