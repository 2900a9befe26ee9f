import {
  lockedVideoText,
  previewCardLine,
  QUICK_COMPLIMENTS,
  sharePaths,
  responsesLockedReason,
  shareStageText,
  type ShareResponse,
} from '../../shared/api/share.ts';
import { CAPTION_LANGUAGES, DEFAULT_CAPTIONS_LANGUAGE } from '../../shared/captions/languages.ts';
import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  PRODUCT_NAME,
} from '../../shared/constants/branding.ts';
import { COMMENT_MAX_LENGTH, PLAYBACK_SPEEDS } from '../../shared/constants/limits.ts';
import { formatClock } from '../../shared/format/clock.ts';
import { textColorOn, textColorOnWhite } from '../../shared/format/contrast.ts';
import { hexColorOr } from '../../shared/format/hex-color.ts';
import { html, raw, type RawHtml } from '../http/html.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './card-size.ts';
import { SHARE_PAGE_CSS } from './page-styles.ts';

/**
 * The share page's policy: its own nonce'd style and script and nothing else; media, images and
 * API calls from this origin only; never framed; no forms posted anywhere.
 */
export function shareCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The product's icon, served with the PWA: without it every visit asks for /favicon.ico. */
const FAVICON = html`<link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />`;

/** JSON inside a script element: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => raw(JSON.stringify(value).replace(/</g, '\\u003c'));

const speedLabel = (speed: number) => `${speed}x`;

function stageMessage(share: ShareResponse): RawHtml {
  const { title, detail } = shareStageText(share);
  return html`${title ? html`<strong>${title}</strong>` : null}${detail}`;
}

function header(share: ShareResponse): RawHtml {
  const { branding, video } = share;
  return html`<header class="brand">
    ${
      branding.logoUrl
        ? html`<img class="logo" src="${branding.logoUrl}" alt="${branding.companyName}" />`
        : html`<span class="company">${branding.companyName}</span>`
    }
    ${
      // Always there (hidden when unnamed or before the password) so the viewer can fill it in.
      video.clientName
        ? html`<p class="for" id="video-client">For: ${video.clientName}</p>`
        : html`<p class="for" id="video-client" hidden></p>`
    }
  </header>`;
}

function player(share: ShareResponse): RawHtml {
  const { video, branding } = share;
  return html`<section class="player" aria-label="Video player">
    <div class="stage" id="stage" data-state="${video.state}">
      <video
        id="video"
        controls
        playsinline
        preload="metadata"
        ${video.fileUrl ? html`src="${video.fileUrl}"` : null}
        ${video.thumbnailUrl ? html`poster="${video.thumbnailUrl}"` : null}
      >
        ${
          video.transcriptUrl
            ? html`<track
                kind="captions"
                srclang="${DEFAULT_CAPTIONS_LANGUAGE}"
                label="${CAPTION_LANGUAGES[DEFAULT_CAPTIONS_LANGUAGE]}"
                src="${video.transcriptUrl}"
                default
              />`
            : null
        }
      </video>
      <p class="stage-message" id="stage-message" role="status">${stageMessage(share)}</p>
      ${
        branding.profilePictureUrl
          ? html`<img class="avatar" src="${branding.profilePictureUrl}" alt="" />`
          : null
      }
    </div>
    <div class="moments" id="moments" aria-hidden="true"></div>
    <div class="controls">
      <div class="speeds" role="group" aria-label="Playback speed">
        ${PLAYBACK_SPEEDS.map(
          (speed) =>
            html`<button
              type="button"
              class="chip"
              data-speed="${speed}"
              aria-pressed="${String(speed === 1)}"
            >
              ${speedLabel(speed)}
            </button>`,
        )}
      </div>
      ${
        video.captionsEnabled
          ? html`<button
              type="button"
              class="chip"
              id="captions-toggle"
              aria-pressed="true"
              aria-label="CC: captions"
            >
              CC
            </button>`
          : null
      }
      <span class="duration" id="duration" aria-label="Duration">
        ${video.duration !== null ? formatClock(video.duration) : '–:––'}
      </span>
    </div>
    <div class="chapter-bar" id="chapter-bar" aria-hidden="true" hidden>
      <div id="chapter-played"></div>
      <div id="chapter-marks"></div>
    </div>
  </section>`;
}

function about(share: ShareResponse): RawHtml {
  const { video } = share;
  // On one line: the paragraph keeps line breaks (pre-line), so any around the text would show.
  const text = video.title === null ? lockedVideoText(share.gate) : (video.description ?? '');
  return html`<section class="about">
    <h1 id="video-title">${video.title ?? 'Private video'}</h1>
    <p id="video-description">${text}</p>
  </section>`;
}

/** Filled by the viewer script once the gate names the chapters and the files to save. */
const chaptersAndDownloads = html`<section
    class="card"
    id="chapters"
    aria-labelledby="chapters-title"
    hidden
  >
    <h2 id="chapters-title">Chapters</h2>
    <ol id="chapter-list"></ol>
  </section>
  <section class="card" id="downloads" aria-labelledby="downloads-title" hidden>
    <h2 id="downloads-title">Download</h2>
    <div class="contact" id="download-links"></div>
  </section>`;

/** Filled by the viewer script from the captions, once the gate is passed; hidden without cues. */
function transcript(): RawHtml {
  return html`<section class="card" id="transcript" aria-labelledby="transcript-title" hidden>
    <h2 id="transcript-title">Transcript</h2>
    <label class="sr-only" for="transcript-search">Search the transcript</label>
    <input
      id="transcript-search"
      type="search"
      placeholder="Search the transcript"
      autocomplete="off"
    />
    <p class="count" id="transcript-count" aria-live="polite"></p>
    <ol
      class="cues"
      id="transcript-cues"
      aria-label="Transcript lines: choose one to play from it"
    ></ol>
  </section>`;
}

/** The advisor's answers to clients' comments, filled by the viewer script after the gate. */
function threads(share: ShareResponse): RawHtml {
  return html`<section class="card" id="threads-card" aria-labelledby="threads-title" hidden>
    <h2 id="threads-title">Replies from ${share.branding.advisorName}</h2>
    <ul class="threads" id="threads"></ul>
  </section>`;
}

/** A compliment says its words; a reaction shows its emoji before them (read as the words). */
const quickButton = (c: (typeof QUICK_COMPLIMENTS)[number]) =>
  c.emoji === null
    ? html`<button type="button" data-compliment="${c.type}">${c.label}</button>`
    : html`<button type="button" data-compliment="${c.type}">
        <span aria-hidden="true">${c.emoji}</span>${c.label}
      </button>`;

function responses(share: ShareResponse): RawHtml {
  const locked = responsesLockedReason(share.gate);
  return html`<section class="card" aria-labelledby="respond-title">
    <h2 id="respond-title">Leave a comment</h2>
    <p class="locked" id="responses-locked" ${locked ? null : html`hidden`}>${locked}</p>
    <fieldset id="responses" aria-describedby="responses-locked" ${locked ? html`disabled` : null}>
      <legend class="sr-only">Your response</legend>
      <p class="hint">Sent at the moment you are watching.</p>
      <div class="compliments">
        ${QUICK_COMPLIMENTS.filter((c) => c.emoji === null).map(quickButton)}
      </div>
      <div class="reactions" role="group" aria-label="Reactions">
        ${QUICK_COMPLIMENTS.filter((c) => c.emoji !== null).map(quickButton)}
      </div>
      <form id="comment-form" novalidate>
        <label class="sr-only" for="comment">Your comment</label>
        <textarea
          id="comment"
          maxlength="${COMMENT_MAX_LENGTH}"
          placeholder="Write a comment for ${share.branding.advisorName}…"
        ></textarea>
        <div class="row">
          <span class="count" id="comment-count" aria-live="polite">0 / ${COMMENT_MAX_LENGTH}</span>
          <button type="submit" class="primary" id="send-comment" disabled>Send Comment</button>
        </div>
      </form>
    </fieldset>
    <ul class="sent" id="sent-responses" aria-label="Sent in this visit" hidden></ul>
  </section>`;
}

function contact(share: ShareResponse): RawHtml {
  const { branding } = share;
  return html`<section class="card" aria-labelledby="contact-title">
    <h2 id="contact-title">Get in touch</h2>
    <div class="contact">
      <a href="mailto:${branding.email}">Email ${branding.advisorName}</a>
      ${branding.phone ? html`<a href="tel:${branding.phone.replace(/[^\d+]/g, '')}">Call ${branding.phone}</a>` : null}
      ${
        branding.calendarLink
          ? html`<a
              class="schedule"
              href="${branding.calendarLink}"
              target="_blank"
              rel="noopener noreferrer"
            >
              Schedule Follow-Up
            </a>`
          : null
      }
    </div>
  </section>`;
}

function dialogs(share: ShareResponse): RawHtml {
  // On one line, as the description: the disclosure keeps its line breaks (pre-line).
  const disclosure = share.branding.disclosureText;
  return html`<dialog id="terms-dialog" aria-labelledby="terms-title">
      <h2 id="terms-title">Terms and Disclosure</h2>
      <p>Please read and accept ${share.branding.companyName}’s disclosure to view this video.</p>
      <div class="disclosure" id="disclosure-text" tabindex="0">${disclosure}</div>
      <p class="error" id="terms-error" role="alert"></p>
      <div class="actions">
        <button type="button" class="secondary" id="decline">Decline</button>
        <button type="button" class="primary" id="accept">Accept &amp; View Video</button>
      </div>
    </dialog>
    <dialog id="password-dialog" aria-labelledby="password-title">
      <form id="password-form" novalidate>
        <h2 id="password-title">Password Required</h2>
        <p>
          This video is password protected. Enter the password ${share.branding.advisorName} gave
          you.
        </p>
        <label class="sr-only" for="password">Password</label>
        <input id="password" type="password" autocomplete="off" placeholder="Password" />
        <p class="error" id="password-error" role="alert"></p>
        <div class="actions">
          <button type="button" class="secondary" id="password-cancel">Cancel</button>
          <button type="submit" class="primary" id="password-enter">Enter</button>
        </div>
      </form>
    </dialog>`;
}

export interface SharePageOptions {
  link: string;
  share: ShareResponse;
  nonce: string;
  /** The viewer script's URL (content-hashed, cached for good); null when it is not built. */
  scriptUrl: string | null;
  /** This site's public origin: link previews need absolute URLs. */
  siteUrl: string;
}

/**
 * What a link preview (email, Slack, Teams, iMessage) shows: who sent a private video, with the
 * card the server draws of the firm and the advisor. Never the title, the client or a frame:
 * a preview is seen by whoever the link is pasted to, before any gate.
 */
function previewTags(link: string, share: ShareResponse, siteUrl: string): RawHtml {
  const { advisorName, companyName } = share.branding;
  const title = previewCardLine(advisorName);
  const description = `${companyName} shared a private video with you. Open the link to watch it.`;
  const image = `${siteUrl}${sharePaths.card(link)}`;
  return html`<meta property="og:type" content="website" />
    <meta property="og:site_name" content="${companyName}" />
    <meta property="og:title" content="${title}" />
    <meta property="og:description" content="${description}" />
    <meta property="og:url" content="${siteUrl}/share/${link}" />
    <meta property="og:image" content="${image}" />
    <meta property="og:image:type" content="image/png" />
    <meta property="og:image:width" content="${CARD_WIDTH}" />
    <meta property="og:image:height" content="${CARD_HEIGHT}" />
    <meta property="og:image:alt" content="${title}, ${companyName}" />
    <meta name="twitter:card" content="summary_large_image" />
    <meta name="twitter:title" content="${title}" />
    <meta name="twitter:description" content="${description}" />
    <meta name="twitter:image" content="${image}" />`;
}

/**
 * The whole share page, rendered by the server so the client sees the advisor's brand, the
 * title and the disclosure at once; the small viewer script only adds the dialogs' and the
 * player's behaviour.
 */
export function renderSharePage({
  link,
  share,
  nonce,
  scriptUrl,
  siteUrl,
}: SharePageOptions): string {
  const { branding, video } = share;
  const primary = hexColorOr(branding.primaryColor, DEFAULT_PRIMARY_COLOR);
  const secondary = hexColorOr(branding.secondaryColor, DEFAULT_SECONDARY_COLOR);
  // Text on and in the brand colours is chosen by WCAG contrast, not assumed white: white on
  // an amber button is about 2:1, unreadable for many clients.
  const colours = [
    `--primary:${primary}`,
    `--secondary:${secondary}`,
    `--on-primary:${textColorOn(primary)}`,
    `--on-secondary:${textColorOn(secondary)}`,
    `--primary-text:${textColorOnWhite(primary)}`,
    `--secondary-text:${textColorOnWhite(secondary)}`,
  ].join(';');
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        ${FAVICON} ${previewTags(link, share, siteUrl)}
        <title>${video.title ?? 'Private video'} · ${branding.companyName}</title>
        <style nonce="${nonce}">
          :root{${raw(colours)}}${raw(SHARE_PAGE_CSS)}
        </style>
        ${scriptUrl ? html`<script nonce="${nonce}" src="${scriptUrl}" defer></script>` : null}
      </head>
      <body>
        ${header(share)}
        <main>
          ${player(share)} ${about(share)} ${chaptersAndDownloads} ${transcript()} ${threads(share)}
          ${responses(share)} ${contact(share)}
        </main>
        <footer>Powered by ${PRODUCT_NAME}</footer>
        ${dialogs(share)}
        <div class="toast" id="toast" role="status" aria-live="polite" hidden></div>
        <script type="application/json" id="share-data">
          ${scriptJson({ link, share })}
        </script>
      </body>
    </html>`.value;
}

const MESSAGE_CSS = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;
color:#0f172a;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{max-width:28rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:1rem;
box-shadow:0 1px 3px rgba(15,23,42,.08),0 8px 24px rgba(15,23,42,.06);text-align:center}
h1{font-size:1.25rem;margin:0 0 .5rem} p{color:#475569;margin:0}
footer{margin-top:1.5rem;font-size:.8rem;color:#64748b}`;

/** A complete page with one message, for links that name no video (it needs no script). */
export function renderShareMessage(title: string, detail: string, nonce: string): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        ${FAVICON}
        <title>${title} · ${PRODUCT_NAME}</title>
        <style nonce="${nonce}">
          ${raw(MESSAGE_CSS)}
        </style>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          <p>${detail}</p>
          <footer>Powered by ${PRODUCT_NAME}</footer>
        </main>
      </body>
    </html>`.value;
}
