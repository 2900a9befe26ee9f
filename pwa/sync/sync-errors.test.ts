import { DetailedError, type HttpResponse } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { classifySyncFailure, MESSAGES } from './sync-errors.ts';

const tusError = (status: number, body = '') => {
  const error = new DetailedError('tus failed');
  error.originalResponse = {
    getStatus: () => status,
    getBody: () => body,
    getHeader: () => undefined,
    getUnderlyingObject: () => null,
  } satisfies HttpResponse;
  return error;
};

describe('classifySyncFailure', () => {
  it('tells a discarded upload apart from a lost connection', () => {
    expect(classifySyncFailure(tusError(422, 'does not match'), true)).toEqual({
      kind: 'hash-mismatch',
    });
    expect(classifySyncFailure(new TypeError('Failed to fetch'), true)).toEqual({
      kind: 'connection',
    });
    expect(classifySyncFailure(tusError(503), true)).toEqual({ kind: 'server' });
  });

  it('tells a full server disk (507) apart from a failing server, to say so and keep trying', () => {
    expect(classifySyncFailure(tusError(507, 'out of storage'), true)).toEqual({
      kind: 'server-full',
    });
    expect(MESSAGES.serverFull).toMatch(/^The server is out of storage space/);
  });

  it('keeps the server’s words for a refusal that another try cannot fix', () => {
    expect(classifySyncFailure(tusError(415, 'This file is not a video.'), true)).toEqual({
      kind: 'refused',
      message: 'This file is not a video.',
    });
    const invalid = new ApiError(400, '400: bad', {
      code: 'VALIDATION_ERROR',
      message: 'Title is required',
    });
    expect(classifySyncFailure(invalid, true)).toEqual({
      kind: 'refused',
      message: 'Title is required',
    });
  });

  it('says offline, signed out and a full disk for what they are', () => {
    expect(classifySyncFailure(new TypeError('Failed to fetch'), false)).toEqual({
      kind: 'offline',
    });
    expect(classifySyncFailure(tusError(401), true)).toEqual({ kind: 'signed-out' });
    expect(classifySyncFailure(new ApiError(401, '401: no', undefined), true)).toEqual({
      kind: 'signed-out',
    });
    const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    expect(classifySyncFailure(full, true)).toEqual({ kind: 'storage-full' });
  });
});
