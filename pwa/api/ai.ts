import { AI_STATUS_PATH, type AiStatus } from '../../shared/api/ai.ts';
import { apiGet } from './client.ts';

/** What this server's models can make (GET /api/ai/status). */
export const fetchAiStatus = () => apiGet<AiStatus>(AI_STATUS_PATH);
