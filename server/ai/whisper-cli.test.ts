import { describe, expect, it } from 'vitest';
import { whisperCliPath } from './whisper-cli.ts';

describe('whisperCliPath', () => {
  it('uses WHISPER_CLI_PATH when it names an executable', () => {
    expect(whisperCliPath(process.execPath)).toBe(process.execPath);
  });

  it('names WHISPER_CLI_PATH when it points at nothing runnable', () => {
    expect(() => whisperCliPath('/nowhere/whisper-cli')).toThrow(
      'WHISPER_CLI_PATH is /nowhere/whisper-cli, which is not an executable file',
    );
  });
});
