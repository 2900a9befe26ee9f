const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attributes; all server HTML goes through it. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** A tagged template whose interpolations are escaped unless wrapped in `raw()`. */
export class RawHtml {
  constructor(readonly value: string) {}
}
export const raw = (value: string): RawHtml => new RawHtml(value);

export function html(strings: TemplateStringsArray, ...values: unknown[]): RawHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    const parts = Array.isArray(value) ? value : [value];
    for (const part of parts) {
      if (part instanceof RawHtml) out += part.value;
      else if (part !== null && part !== undefined && part !== false)
        out += escapeHtml(String(part));
    }
    out += strings[i + 1] ?? '';
  });
  return new RawHtml(out);
}
