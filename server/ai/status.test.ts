import { describe, expect, it } from 'vitest';
import { aiStatusLine, aiStatusOf } from './status.ts';

const WITH_CLI = '/bin/true';
const WITHOUT_CLI = '/nowhere/whisper-cli';

describe('aiStatusOf', () => {
  it('says everything is off on a new install, which is not an error', () => {
    const status = aiStatusOf({}, WITH_CLI);
    expect(status).toEqual({
      captions: false,
      languageModel: false,
      files: { transcription: null, description: null },
    });
    expect(aiStatusLine(status)).toContain('captions and AI titles are off');
    expect(aiStatusLine(status)).toContain('models/README.md');
  });

  it('counts captions as on only when both the speech model and whisper-cli are there', () => {
    const models = { transcription: '/models/ggml-base.en.bin' };
    expect(aiStatusOf(models, WITHOUT_CLI).captions).toBe(false);
    const status = aiStatusOf(models, WITH_CLI);
    expect(status.captions).toBe(true);
    expect(status.files.transcription).toBe('ggml-base.en.bin');
    expect(aiStatusLine(status)).toContain('titles come from the transcript');
  });

  it('names the language model when it is there', () => {
    const status = aiStatusOf(
      { transcription: '/m/speech.bin', description: '/m/words.gguf' },
      WITH_CLI,
    );
    expect(status).toMatchObject({ captions: true, languageModel: true });
    expect(status.files.description).toBe('words.gguf');
    expect(aiStatusLine(status)).toBe(
      'AI models: captions, transcripts, titles and descriptions are on',
    );
  });
});
