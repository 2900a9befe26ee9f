import type {
  CaptionsResponse,
  Chapter,
  LibraryStatusFilter,
  SuggestionsResponse,
  VideoActivity,
  VideoResponse,
  VideosPage,
  VideosSummary,
} from '../../shared/api/videos.ts';
import type { CameraLayout } from '../../shared/schemas/camera-layout.ts';
import type { CreateVideoInput, UpdateVideoInput } from '../../shared/schemas/videos.ts';
import { apiGet, apiPatch, apiPost, apiRequest } from './client.ts';

const videoPath = (id: string) => `/api/videos/${encodeURIComponent(id)}`;

export const createVideo = (input: CreateVideoInput) =>
  apiPost<VideoResponse>('/api/videos', input);
export const fetchVideo = (id: string) => apiGet<VideoResponse>(videoPath(id));

export interface LibraryQuery {
  q?: string;
  status?: LibraryStatusFilter;
  /** Dates as YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  cursor?: string;
  limit?: number;
}

/** One page of the advisor's videos, newest first; only the filters given are sent. */
export function fetchVideos(query: LibraryQuery = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && !(key === 'status' && value === 'all')) {
      params.set(key, String(value));
    }
  }
  const search = params.toString();
  return apiGet<VideosPage>(`/api/videos${search ? `?${search}` : ''}`);
}

export const fetchVideosSummary = () => apiGet<VideosSummary>('/api/videos/summary');
export const updateVideo = (id: string, input: UpdateVideoInput) =>
  apiPatch<VideoResponse>(videoPath(id), input);
/** A new layout for a screen-and-camera video: the server composes it as a new version. */
export const changeVideoLayout = (id: string, layout: CameraLayout) =>
  apiRequest<VideoResponse>('PUT', `${videoPath(id)}/layout`, { layout });
export const deleteVideo = (id: string) => apiRequest<undefined>('DELETE', videoPath(id));
export const revokeShareLink = (id: string) =>
  apiPost<VideoResponse>(`${videoPath(id)}/share-link/revoke`);
export const renewShareLink = (id: string) =>
  apiPost<VideoResponse>(`${videoPath(id)}/share-link/renew`);
export const fetchVideoActivity = (id: string) =>
  apiGet<VideoActivity>(`${videoPath(id)}/activity`);
export const fetchCaptions = (id: string) => apiGet<CaptionsResponse>(`${videoPath(id)}/captions`);
export const saveCaptions = (id: string, captionsData: string) =>
  apiRequest<CaptionsResponse>('PUT', `${videoPath(id)}/captions`, { captionsData });
export const fetchSuggestions = (id: string) =>
  apiGet<SuggestionsResponse>(`${videoPath(id)}/suggestions`);
export const saveChapters = (id: string, chapters: Chapter[]) =>
  apiRequest<VideoResponse>('PUT', `${videoPath(id)}/chapters`, { chapters });
export const replyToComment = (videoId: string, commentId: string, body: string) =>
  apiPost<{ reply: { id: string; body: string; createdAt: string } }>(
    `${videoPath(videoId)}/comments/${encodeURIComponent(commentId)}/replies`,
    { body },
  );
