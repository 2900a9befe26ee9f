import type { Chapter } from '../shared/api/videos.ts';
import { connectDb } from '../server/db/connect.ts';
import { saveSuggestions } from '../server/videos/suggestions-repo.ts';
import { currentCaptions } from '../server/videos/suggestions-service.ts';
import type { AppServer } from './app-server.ts';

/**
 * Test setup, not the product: writes a video's suggestions into the running app's SQLite
 * database through the repo, made from the captions it has now, as if the language model had
 * suggested them. The tiny generated model's words are noise, so a story about an advisor using
 * sensible suggestions needs them put in place; the real model step is tested on its own.
 */
export async function seedSuggestionsForTest(
  server: AppServer,
  videoId: string,
  suggestions: { chapters: Chapter[]; summary: string | null },
): Promise<void> {
  const { db } = connectDb({ dataDir: server.dataDir });
  try {
    const { fingerprint } = await currentCaptions(db, videoId);
    await saveSuggestions(db, videoId, {
      captionsSha256: fingerprint,
      ...suggestions,
      at: new Date().toISOString(),
    });
  } finally {
    await db.destroy();
  }
}
