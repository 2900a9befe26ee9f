import { pino } from 'pino';
import type { Logger } from '../http/logger.ts';

/** A real logger whose JSON lines a test can read, as an operator's log collector would. */
export function captureLog(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, lines };
}
