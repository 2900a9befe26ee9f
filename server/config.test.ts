import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function problemsOf(env: Record<string, string>, argv: string[] = []): string[] {
  try {
    loadConfig(env, argv);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({}, []);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      role: 'all',
      databaseUrl: undefined,
      maxUploadBytes: 4 * 1024 ** 3,
      storageQuotaBytes: undefined,
    });
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.modelsDir).toBe(path.resolve('models'));
  });

  it('names the variable when PORT is not a number', () => {
    const problems = problemsOf({ PORT: 'abc' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PORT: must be a whole number/);
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf(
      { PORT: '70000', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', PUBLIC_URL: 'ftp://x' },
      ['--role', 'boss'],
    );
    const names = problems.map((p) => p.split(':')[0]);
    expect(names.sort()).toEqual(['--role', 'DATABASE_URL', 'LOG_LEVEL', 'PORT', 'PUBLIC_URL']);
  });

  it('reads the role in both spellings and treats empty variables as unset', () => {
    expect(loadConfig({}, ['--role', 'worker']).role).toBe('worker');
    expect(loadConfig({}, ['--role=web']).role).toBe('web');
    expect(problemsOf({}, ['--rol', 'web'])).toEqual([
      expect.stringMatching(/^command line: .*--rol/),
    ]);
    expect(problemsOf({}, ['--role'])).toEqual([expect.stringMatching(/^command line: .*--role/)]);
    expect(loadConfig({ PORT: '' }, []).port).toBe(3000);
  });

  it('turns the media offload on for disk storage only, with a plain location prefix', () => {
    expect(loadConfig({}, []).mediaOffload).toBeUndefined();
    expect(loadConfig({ MEDIA_OFFLOAD: 'x-accel' }, []).mediaOffload).toEqual({
      kind: 'x-accel',
      prefix: '/briefcast-blobs',
    });
    expect(problemsOf({ MEDIA_OFFLOAD: 'sendfile', MEDIA_OFFLOAD_PREFIX: '/a/../b' })).toEqual([
      expect.stringMatching(/^MEDIA_OFFLOAD: must be off or x-accel/),
      expect.stringMatching(/^MEDIA_OFFLOAD_PREFIX: must be a path/),
    ]);
    const s3 = { STORAGE: 's3', S3_BUCKET: 'videos', MEDIA_OFFLOAD: 'x-accel' };
    expect(problemsOf(s3)).toEqual([
      expect.stringMatching(/^MEDIA_OFFLOAD: x-accel needs STORAGE=disk/),
    ]);
  });

  it('keeps only the origin of PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://video.example.com/some/path' }, []).publicUrl).toBe(
      'https://video.example.com',
    );
  });

  it('reads upload limits in bytes and refuses anything else', () => {
    const config = loadConfig({ MAX_UPLOAD_BYTES: '1048576', STORAGE_QUOTA_BYTES: '5000000' }, []);
    expect(config).toMatchObject({ maxUploadBytes: 1048576, storageQuotaBytes: 5000000 });
    expect(problemsOf({ MAX_UPLOAD_BYTES: '4GB', STORAGE_QUOTA_BYTES: '-1' })).toEqual([
      expect.stringMatching(/^MAX_UPLOAD_BYTES: must be a whole number of bytes/),
      expect.stringMatching(/^STORAGE_QUOTA_BYTES: must be a whole number of bytes/),
    ]);
  });

  it('turns metrics on only with a long enough token, and reads the shutdown grace', () => {
    expect(loadConfig({}, [])).toMatchObject({ metricsToken: undefined, shutdownGraceMs: 10_000 });
    const config = loadConfig({ METRICS_TOKEN: 'a'.repeat(32), SHUTDOWN_GRACE_SECONDS: '0' }, []);
    expect(config).toMatchObject({ metricsToken: 'a'.repeat(32), shutdownGraceMs: 0 });
    expect(problemsOf({ METRICS_TOKEN: 'short', SHUTDOWN_GRACE_SECONDS: '1.5' })).toEqual([
      expect.stringMatching(/^METRICS_TOKEN: must be at least 16 characters/),
      expect.stringMatching(/^SHUTDOWN_GRACE_SECONDS: must be a whole number of seconds/),
    ]);
  });

  it('allows 10 sign-ups an hour from one address unless told otherwise', () => {
    expect(loadConfig({}, []).signupsPerHour).toBe(10);
    expect(loadConfig({ SIGNUPS_PER_HOUR: '200' }, []).signupsPerHour).toBe(200);
    expect(problemsOf({ SIGNUPS_PER_HOUR: '0' })).toEqual([
      expect.stringMatching(/^SIGNUPS_PER_HOUR: must be a whole number from 1 to 99999/),
    ]);
  });
});
