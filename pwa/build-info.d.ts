/** The year the app was built (vite.config.ts defines it). */
declare const __BUILD_YEAR__: number;
