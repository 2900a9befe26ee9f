import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ownTableNames, type TestDatabase } from '../test/test-database.ts';
import { migrateToLatest } from './migrate.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('migrations', () => {
  it('create every table of the spec plus sessions, jobs, the audit log, disclosure versions, media, uploads, viewer visits and signing keys', async () => {
    const tables = (await ownTableNames(database))
      // SQLite's full-text index of video titles (migration 0009) and its shadow tables.
      .filter((name) => !name.startsWith('videos_search'));
    expect(tables).toEqual([
      'advisor_settings',
      'advisors',
      'audit_log',
      'caption_tracks',
      'comment_replies',
      'crm_connections',
      'crm_note_deliveries',
      'disclosure_versions',
      'firm_settings',
      'integrations_key_check',
      'jobs',
      'media_files',
      'password_reset_tokens',
      'pricing_events',
      'rate_limits',
      'recording_events',
      'screening_findings',
      'sessions',
      'settings_events',
      'share_links',
      'share_pass_views',
      'signing_keys',
      'signup_events',
      'subscriptions',
      'upload_declarations',
      'upload_locks',
      'uploads',
      'video_approvals',
      'video_chapters',
      'video_counts',
      'video_crm_links',
      'video_notifications',
      'video_reviews',
      'video_screenings',
      'video_sources',
      'video_suggestions',
      'video_versions',
      'videos',
      'viewer_compliments',
      'viewer_events',
      'viewer_sessions',
      'webhook_deliveries',
      'webhooks',
    ]);
  });

  it('do nothing the second time', async () => {
    expect(await migrateToLatest(database.db, database.pgSchema)).toEqual([]);
  });

  it('round-trip timestamps as ISO UTC text and booleans as truthy values on both dialects', async () => {
    const { db } = database;
    const at = '2026-11-22T10:00:00.000Z';
    await db
      .insertInto('advisors')
      .values({
        id: crypto.randomUUID(),
        advisorName: 'Ana',
        companyName: 'Diaz Wealth',
        email: 'ana@example.com',
        passwordHash: 'x',
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    const advisor = await db.selectFrom('advisors').selectAll().executeTakeFirstOrThrow();
    expect(advisor.createdAt).toBe(at);
    const videoId = crypto.randomUUID();
    await db
      .insertInto('videos')
      .values({
        id: videoId,
        advisorId: advisor.id,
        clientName: null,
        title: 'Q3 review',
        description: null,
        fileUrl: null,
        thumbnailUrl: null,
        duration: 12.5,
        captionsEnabled: 1,
        includeProfilePicture: 0,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await db
      .insertInto('shareLinks')
      .values({ videoId, passwordHash: null, shareLink: 'AAAAAAAAAAAAAAAAAAAAAA' })
      .execute();
    const video = await db.selectFrom('videos').selectAll().executeTakeFirstOrThrow();
    const link = await db.selectFrom('shareLinks').selectAll().executeTakeFirstOrThrow();
    expect(Boolean(video.captionsEnabled)).toBe(true);
    expect(Boolean(video.includeProfilePicture)).toBe(false);
    expect(video.status).toBe('draft');
    expect(link.viewCount).toBe(0);
    expect(video.duration).toBe(12.5);
  });
});
