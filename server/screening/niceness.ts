/**
 * The CPU priority the screening's ffmpeg and Tesseract run at: no one waits for a screening,
 * while an advisor may be waiting for the next video's processing on the same cores.
 */
export const SCREENING_NICENESS = 10;
