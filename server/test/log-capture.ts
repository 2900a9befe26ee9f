import { createLogger, type Logger } from '../http/logger.ts';

/**
 * The app's own logger (its level aside: every line, trace included, with the same redaction)
 * writing JSON lines a test can read, as an operator's log collector would.
 */
export function captureLog(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('trace', {
    write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  return { logger, lines };
}
