import {
  findingPaths,
  type FindingResponse,
  type FindingsResponse,
} from '../../shared/api/screening.ts';
import { apiGet, apiPost } from './client.ts';

const id = encodeURIComponent;

export const fetchFindings = (videoId: string) =>
  apiGet<FindingsResponse>(findingPaths.list(id(videoId)));
export const blurFinding = (videoId: string, findingId: string) =>
  apiPost<FindingResponse>(findingPaths.blur(id(videoId), id(findingId)));
export const muteFinding = (videoId: string, findingId: string) =>
  apiPost<FindingResponse>(findingPaths.mute(id(videoId), id(findingId)));
export const dismissFinding = (videoId: string, findingId: string, reason: string) =>
  apiPost<FindingResponse>(findingPaths.dismiss(id(videoId), id(findingId)), { reason });
/** The frame where the finding was read, its box outlined (a JPEG the server draws). */
export const findingFrameUrl = (videoId: string, findingId: string) =>
  findingPaths.frame(id(videoId), id(findingId));
