import { describe, expect, it } from 'vitest';
import type { VideoView } from '../../../shared/api/videos.ts';
import {
  plural,
  processingOnServer,
  shareBadge,
  statusBadge,
  serverUploadPercent,
  videoBadges,
} from './video-status.ts';

const live = { revoked: false, expiresAt: null, expired: false };
const video = (fields: Partial<VideoView>) => ({
  status: 'ready' as VideoView['status'],
  processingStep: null,
  failureReason: null,
  upload: { size: 1000, received: 1000 },
  share: live,
  ...fields,
});

describe('serverUploadPercent', () => {
  it('is the whole percent received, within 0-100', () => {
    expect(serverUploadPercent({ size: 1000, received: 437 })).toBe(43);
    expect(serverUploadPercent({ size: 1000, received: 0 })).toBe(0);
    expect(serverUploadPercent({ size: 1000, received: 2000 })).toBe(100);
    expect(serverUploadPercent({ size: 0, received: 0 })).toBe(0);
  });
});

describe('statusBadge', () => {
  it('shows the upload progress, preferring this device’s live figure', () => {
    const uploading = video({ status: 'uploading', upload: { size: 200, received: 50 } });
    expect(statusBadge(uploading)).toEqual({
      label: 'Uploading 25%',
      tone: 'progress',
      busy: true,
    });
    expect(statusBadge(uploading, 80).label).toBe('Uploading 80%');
    expect(statusBadge(uploading, null).label).toBe('Uploading 25%');
  });

  it('names the processing step', () => {
    expect(statusBadge(video({ status: 'processing', processingStep: 'transcribing' })).label).toBe(
      'Processing captions…',
    );
    expect(statusBadge(video({ status: 'processing', processingStep: 'converting' })).label).toBe(
      'Processing video…',
    );
    expect(statusBadge(video({ status: 'processing' })).label).toBe('Processing…');
    expect(statusBadge(video({ status: 'uploaded' })).label).toBe('Processing…');
  });

  it('says Ready, or Failed with the reason', () => {
    expect(statusBadge(video({}))).toEqual({ label: 'Ready', tone: 'success' });
    expect(
      statusBadge(video({ status: 'failed', failureReason: 'The file is not a video.' })),
    ).toEqual({ label: 'Failed', tone: 'danger', detail: 'The file is not a video.' });
    expect(statusBadge(video({ status: 'failed' })).detail).toBe('Processing failed.');
  });
});

describe('shareBadge', () => {
  it('flags a revoked link before an expired one, and nothing for a live one', () => {
    expect(shareBadge(live)).toBeNull();
    expect(shareBadge({ ...live, expired: true })?.label).toBe('Link expired');
    expect(shareBadge({ ...live, revoked: true, expired: true })?.label).toBe('Link revoked');
  });
});

describe('videoBadges', () => {
  it('lists the status and then the link state', () => {
    expect(videoBadges(video({})).map((badge) => badge.label)).toEqual(['Ready']);
    expect(
      videoBadges(video({ share: { ...live, revoked: true } })).map((badge) => badge.label),
    ).toEqual(['Ready', 'Link revoked']);
  });
});

describe('processingOnServer', () => {
  it('is true while the server works on the file, not while it is being sent', () => {
    const statuses = ['uploading', 'uploaded', 'processing', 'ready', 'failed'] as const;
    expect(statuses.map((status) => processingOnServer({ status }))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('plural', () => {
  it('counts with the right noun', () => {
    expect(plural(0, 'view')).toBe('0 views');
    expect(plural(1, 'view')).toBe('1 view');
    expect(plural(1200, 'view')).toBe('1,200 views');
    expect(plural(2, 'new client response')).toBe('2 new client responses');
  });
});
