const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * The colour as a lower-case `#rrggbb` when it is one (surrounding spaces allowed, as the schema
 * trims them), else the fallback: a native colour input and the live preview need a valid colour
 * while the advisor is still typing one, and CSS and SVG (where HTML escaping does not protect)
 * take nothing but a plain hex.
 */
export function hexColorOr(value: string, fallback: string): string {
  const trimmed = value.trim();
  return HEX_COLOR.test(trimmed) ? trimmed.toLowerCase() : fallback;
}
