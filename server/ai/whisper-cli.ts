import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../paths.ts';

/** Where scripts/build-whisper.mjs links the binary it built for this checkout. */
export const BUILT_WHISPER_CLI = path.join(PROJECT_ROOT, '.cache', 'whisper', 'whisper-cli');

const isExecutable = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * The whisper-cli binary to run: `override` (WHISPER_CLI_PATH: an image that ships its own
 * build) when set, else the one `npm run whisper:build` made. Throws naming the fix when it is
 * missing, so a transcription job fails with a message an operator can act on.
 */
export function whisperCliPath(override: string | undefined): string {
  if (override) {
    if (isExecutable(override)) return override;
    throw new Error(`WHISPER_CLI_PATH is ${override}, which is not an executable file`);
  }
  if (isExecutable(BUILT_WHISPER_CLI)) return BUILT_WHISPER_CLI;
  throw new Error(
    `whisper-cli is not built (looked for ${BUILT_WHISPER_CLI}): run \`npm run whisper:build\`, ` +
      'or set WHISPER_CLI_PATH to a whisper-cli binary',
  );
}
