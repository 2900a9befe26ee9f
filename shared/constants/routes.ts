/** Every screen of the product, public or login-only. The server answers other paths with the 404 page and status. */
export const PUBLIC_ROUTES = [
  '/',
  '/signup',
  '/pricing',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/terms',
  '/contact',
  '/coming-soon',
] as const;

export const ADVISOR_ROUTES = [
  '/dashboard',
  '/video-library',
  '/scripted-content',
  '/settings',
  '/billing',
  '/compliance',
  '/record',
  '/record/preview',
] as const;

export const APP_ROUTES: readonly string[] = [...PUBLIC_ROUTES, ...ADVISOR_ROUTES];

/** Screens whose path carries an id: /videos/<uuid>, a video's own page. */
export const APP_ROUTE_PATTERNS: readonly RegExp[] = [/^\/videos\/[0-9a-f-]{36}$/];
