import { describe, expect, it } from 'vitest';
import { loggedPath } from './logger.ts';

describe('paths in the logs', () => {
  it('keeps share links out, on the page, its API and its media', () => {
    expect(loggedPath('/share/Abc123secret')).toBe('/share/[link]');
    expect(loggedPath('/api/share/Abc123secret/accept')).toBe('/api/share/[link]/accept');
    expect(loggedPath('/media/share/Abc123secret/video')).toBe('/media/share/[link]/video');
  });

  it('leaves other paths as they are', () => {
    expect(loggedPath('/api/videos/1b2c')).toBe('/api/videos/1b2c');
    expect(loggedPath('/share')).toBe('/share');
  });
});
