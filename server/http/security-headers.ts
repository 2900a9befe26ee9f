import type { Middleware } from 'koa';

/**
 * The advisor app's policy: only our own scripts (wasm allowed for ffmpeg.wasm), no framing.
 * Inline styles are allowed because the toaster injects its stylesheet at run time; inline
 * scripts are not. Routes with stricter needs (the share page) set their own policy.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    ctx.set({
      'Content-Security-Policy': APP_CSP,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      // The recorder uses the camera on phones (no screen capture there) and the microphone;
      // this site itself only, never a frame. Listing the camera as off made Chromium log a
      // policy violation on every visit of /record, when it merely listed the devices.
      'Permissions-Policy':
        'camera=(self), microphone=(self), display-capture=(self), geolocation=(), payment=(), usb=()',
    });
    await next();
  };
}
