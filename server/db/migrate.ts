import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connect.ts';
import * as initial from './migrations/0001_initial.ts';
import * as rateLimits from './migrations/0002_rate_limits.ts';
import * as disclosureVersionsMedia from './migrations/0003_disclosure_versions_media.ts';
import * as jobsQueue from './migrations/0004_jobs_queue.ts';
import * as videoUploads from './migrations/0005_video_uploads.ts';
import * as videoProcessingState from './migrations/0006_video_processing_state.ts';
import * as shareViewer from './migrations/0007_share_viewer.ts';
import * as library from './migrations/0008_library.ts';
import * as videoSearch from './migrations/0009_video_search.ts';
import * as uploadLocks from './migrations/0010_upload_locks.ts';
import * as complianceRecords from './migrations/0011_compliance_records.ts';
import * as supervision from './migrations/0012_supervision.ts';
import * as integrations from './migrations/0013_integrations.ts';
import * as integrationsKeyCheck from './migrations/0014_integrations_key_check.ts';
import * as honestAiDefaults from './migrations/0015_honest_ai_defaults.ts';
import * as auditLogNoReplace from './migrations/0016_audit_log_no_replace.ts';
import * as sharePassViews from './migrations/0017_share_pass_views.ts';
import * as emailChangeCodes from './migrations/0018_email_change_codes.ts';
import * as resetLinks from './migrations/0019_reset_links.ts';
import * as videoSearchTrigram from './migrations/0020_video_search_trigram.ts';
import * as videoCounts from './migrations/0021_video_counts.ts';
import * as videoNotifications from './migrations/0022_video_notifications.ts';
import * as shareLinks from './migrations/0023_share_links.ts';
import * as captionTracks from './migrations/0024_caption_tracks.ts';
import * as screening from './migrations/0025_screening.ts';
import * as shareDownloads from './migrations/0027_share_downloads.ts';
import * as videoChapters from './migrations/0028_video_chapters.ts';
import * as responseMoments from './migrations/0029_response_moments.ts';
import * as commentReplies from './migrations/0030_comment_replies.ts';
import * as screeningPolicy from './migrations/0031_screening_policy.ts';
import * as videoSources from './migrations/0032_video_sources.ts';
import * as videoSuggestions from './migrations/0034_video_suggestions.ts';
import * as uploadDeclarations from './migrations/0035_upload_declarations.ts';

/** Migrations in order; a new one is added here with the next number. Never edit a shipped one. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_rate_limits': rateLimits,
  '0003_disclosure_versions_media': disclosureVersionsMedia,
  '0004_jobs_queue': jobsQueue,
  '0005_video_uploads': videoUploads,
  '0006_video_processing_state': videoProcessingState,
  '0007_share_viewer': shareViewer,
  '0008_library': library,
  '0009_video_search': videoSearch,
  '0010_upload_locks': uploadLocks,
  '0011_compliance_records': complianceRecords,
  '0012_supervision': supervision,
  '0013_integrations': integrations,
  '0014_integrations_key_check': integrationsKeyCheck,
  '0015_honest_ai_defaults': honestAiDefaults,
  '0016_audit_log_no_replace': auditLogNoReplace,
  '0017_share_pass_views': sharePassViews,
  '0018_email_change_codes': emailChangeCodes,
  '0019_reset_links': resetLinks,
  '0020_video_search_trigram': videoSearchTrigram,
  '0021_video_counts': videoCounts,
  '0022_video_notifications': videoNotifications,
  '0023_share_links': shareLinks,
  '0024_caption_tracks': captionTracks,
  '0025_screening': screening,
  '0027_share_downloads': shareDownloads,
  '0028_video_chapters': videoChapters,
  '0029_response_moments': responseMoments,
  '0030_comment_replies': commentReplies,
  '0031_screening_policy': screeningPolicy,
  '0032_video_sources': videoSources,
  '0034_video_suggestions': videoSuggestions,
  '0035_upload_declarations': uploadDeclarations,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings the schema up to date; safe to run from several processes at once (it takes a lock).
 * On PostgreSQL the bookkeeping tables live in the schema the app uses (`pgSchema`), or the
 * migrator would see another schema's tables and think they were its own.
 */
export async function migrateToLatest(db: Db, pgSchema?: string): Promise<string[]> {
  const { error, results } = await migratorOf(db, pgSchema).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The migrator of the app's migrations on `db`: `migrateToLatest`, or a step back by a test. */
export function migratorOf(db: Db, pgSchema?: string): Migrator {
  return new Migrator({
    db: db.withoutPlugins(),
    provider,
    ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
  });
}
