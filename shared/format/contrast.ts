/** WCAG 2.x contrast, for the advisor's brand colours on the client's page. */

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;
export const WHITE = '#ffffff';
/** The share page's body text colour (slate-900): the dark choice of text. */
export const INK = '#0f172a';
/** WCAG AA for normal text. */
export const AA_RATIO = 4.5;

/** WCAG relative luminance of a `#rrggbb` colour, 0 (black) to 1 (white); null if not one. */
export function relativeLuminance(hex: string): number | null {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21; 1 when either is not a colour. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return 1;
  const [light, dark] = la > lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
}

/** White or ink, whichever reads better on `background`: text on a brand-coloured button. */
export function textColorOn(background: string): string {
  return contrastRatio(WHITE, background) >= contrastRatio(INK, background) ? WHITE : INK;
}

/** The colour itself when it is readable as text on white, else ink: links, the firm's name. */
export function textColorOnWhite(color: string): string {
  return contrastRatio(color, WHITE) >= AA_RATIO ? color : INK;
}

/** '2.1:1', for telling the advisor how far a colour is from AA. */
export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

/**
 * What Settings says about a brand colour that fails WCAG AA with white text (the spec's
 * brightness rule missed many, white on amber among them); null when it passes.
 */
export function brandColourAdvice(color: string): string | null {
  const onWhiteText = contrastRatio(WHITE, color);
  if (relativeLuminance(color) === null || onWhiteText >= AA_RATIO) return null;
  const best = contrastRatio(textColorOn(color), color);
  if (best < AA_RATIO) {
    return `Neither white nor dark text reaches 4.5:1 on this colour (WCAG AA): the best is ${formatRatio(best)}. A darker or a lighter colour reads better.`;
  }
  return `White text on this colour has a contrast of ${formatRatio(onWhiteText)}, under the 4.5:1 of WCAG AA. Your clients’ buttons will use dark text on it; a darker colour keeps white text.`;
}
