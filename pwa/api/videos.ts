import type { VideoResponse, VideosResponse } from '../../shared/api/videos.ts';
import type { CreateVideoInput } from '../../shared/schemas/videos.ts';
import { apiGet, apiPost } from './client.ts';

export const createVideo = (input: CreateVideoInput) =>
  apiPost<VideoResponse>('/api/videos', input);
export const fetchVideo = (id: string) =>
  apiGet<VideoResponse>(`/api/videos/${encodeURIComponent(id)}`);
export const fetchVideos = () => apiGet<VideosResponse>('/api/videos');
