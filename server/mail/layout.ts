import { PRODUCT_NAME } from '../../shared/constants/branding.ts';
import { html, type RawHtml } from '../http/html.ts';

/** The HTML frame of every email: plain, readable in any client, no images or tracking. */
export function emailLayout(body: RawHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <body
        style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a"
      >
        <div
          style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px"
        >
          <p style="margin:0 0 24px;font-size:18px;font-weight:bold;color:#2563eb">
            ${PRODUCT_NAME}
          </p>
          ${body}
        </div>
      </body>
    </html>`.value;
}
