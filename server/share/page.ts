import { PRODUCT_NAME } from '../../shared/constants/branding.ts';
import { html, type RawHtml } from '../http/html.ts';

/** The share viewer's own policy: nothing but our styles; no script until the player lands. */
export const SHARE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const STYLE = `
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;
    color:#0f172a;display:flex;min-height:100vh;align-items:center;justify-content:center}
  main{max-width:28rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:1rem;
    box-shadow:0 1px 3px rgba(15,23,42,.08),0 8px 24px rgba(15,23,42,.06);text-align:center}
  h1{font-size:1.25rem;margin:0 0 .5rem} p{color:#475569;margin:0}
  footer{margin-top:1.5rem;font-size:.8rem;color:#94a3b8}`;

/** A complete, self-contained page with one message: used for every state that has no video. */
export function renderShareMessage(title: string, detail: string): RawHtml {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${title} · ${PRODUCT_NAME}</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          <p>${detail}</p>
          <footer>Powered by ${PRODUCT_NAME}</footer>
        </main>
      </body>
    </html>`;
}
