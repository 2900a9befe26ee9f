import { describe, expect, it } from 'vitest';
import { refusalOf, type Principal } from './video-access.ts';

const video = { id: 'v1', advisorId: 'ann', passwordProtected: true, sent: true };
const ann: Principal = { kind: 'advisor', advisorId: 'ann' };
const bob: Principal = { kind: 'advisor', advisorId: 'bob' };
const reviewer: Principal = { kind: 'reviewer', accountId: 'carol' };
const viewerWith = (pass: { videoId: string; passwordVerified: boolean } | null): Principal => ({
  kind: 'viewer',
  pass,
});

describe('who may do what with a video', () => {
  it('lets an advisor manage and watch their own video, and tells anyone else it is not there', () => {
    expect(refusalOf(ann, 'manage', video)).toBeNull();
    expect(refusalOf(ann, 'watch', video)).toBeNull();
    expect(refusalOf(bob, 'manage', video)).toBe('not_found');
    expect(refusalOf(bob, 'watch', video)).toBe('not_found');
    expect(refusalOf(ann, 'review', video)).toBe('not_found');
    expect(refusalOf(ann, 'manage', undefined)).toBe('not_found');
  });

  it('lets a reviewer read and watch any sent video, change none, and see nothing unsent', () => {
    expect(refusalOf(reviewer, 'review', video)).toBeNull();
    expect(refusalOf(reviewer, 'watch', video)).toBeNull();
    expect(refusalOf(reviewer, 'manage', video)).toBe('not_found');
    expect(refusalOf(reviewer, 'review', { ...video, sent: false })).toBe('not_found');
    expect(refusalOf(reviewer, 'watch', { id: 'v1', advisorId: 'ann' })).toBe('not_found');
  });

  it('lets a viewer watch only the video their pass names, once it has proved the password', () => {
    expect(refusalOf(viewerWith(null), 'watch', video)).toBe('terms');
    expect(refusalOf(viewerWith({ videoId: 'v2', passwordVerified: true }), 'watch', video)).toBe(
      'terms',
    );
    const accepted = viewerWith({ videoId: 'v1', passwordVerified: false });
    expect(refusalOf(accepted, 'watch', video)).toBe('password');
    expect(refusalOf(accepted, 'watch', { ...video, passwordProtected: false })).toBeNull();
    expect(refusalOf(accepted, 'watch', { id: 'v1', advisorId: 'ann' })).toBe('password');
    const proved = viewerWith({ videoId: 'v1', passwordVerified: true });
    expect(refusalOf(proved, 'watch', video)).toBeNull();
    expect(refusalOf(proved, 'manage', video)).toBe('not_found');
    expect(refusalOf(proved, 'review', video)).toBe('not_found');
  });
});
