import { heldForApproval } from '../compliance/approval-service.ts';
import {
  CRM_PROVIDER_LABELS,
  type CrmProvider,
  type VideoCrmResponse,
} from '../../shared/api/integrations.ts';
import type { VideoCrmLinkOutput } from '../../shared/schemas/integrations.ts';
import type { AppDeps } from '../deps.ts';
import { Invalid } from '../errors/domain-errors.ts';
import { getVideo, videoFactsOf } from '../videos/service.ts';
import { queueCrmNote } from './activity.ts';
import { presentNoteDelivery, presentVideoContact } from './present.ts';
import {
  deleteVideoCrmLink,
  findConnection,
  findVideoCrmLink,
  listNoteDeliveries,
  saveVideoCrmLink,
} from './repo.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { linkOrigin } from '../http/link-origin.ts';

/** The advisor's video's CRM contact and its notes; another advisor's video is a 404. */
export async function getVideoCrm(
  deps: AppDeps,
  advisorId: string,
  videoId: string,
): Promise<VideoCrmResponse> {
  await getVideo(deps, advisorId, videoId);
  const [link, notes] = await Promise.all([
    findVideoCrmLink(deps.db, videoId),
    listNoteDeliveries(deps.db, videoId),
  ]);
  return {
    contact: link ? presentVideoContact(link) : null,
    notes: notes.map((row) => presentNoteDelivery({ ...row, attempts: Number(row.attempts) })),
  };
}

/**
 * Links the video to a contact in a connected CRM (or clears the link). Linking owes the
 * contact the "sent" note: the video was sent when it was made, before any link could exist
 * (unless it is still held for approval, whose approval sends the note).
 */
export async function setVideoCrmLink(
  deps: AppDeps,
  advisorId: string,
  videoId: string,
  input: VideoCrmLinkOutput,
): Promise<VideoCrmResponse> {
  await getVideo(deps, advisorId, videoId);
  const { contact } = input;
  if (contact && !(await findConnection(deps.db, advisorId, contact.provider))) {
    throw new Invalid(
      `Connect ${CRM_PROVIDER_LABELS[contact.provider as CrmProvider]} in Settings first`,
    );
  }
  // Redtail and Wealthbox number their contacts; Salesforce ids are the schema's letters.
  if (contact && contact.provider !== 'salesforce' && !/^\d+$/.test(contact.contactId)) {
    throw new Invalid('contactId must be the CRM’s id of the contact');
  }
  // A video held for approval has not been sent: its approval queues the note instead.
  const held = await heldForApproval(deps.db, videoId);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    if (!contact) return deleteVideoCrmLink(trx, videoId);
    await saveVideoCrmLink(trx, { videoId, ...contact, linkedAt: deps.clock.now().toISOString() });
    const video = await videoFactsOf(trx, videoId);
    if (!video || held) return;
    await queueCrmNote(trx, deps.clock, video, {
      videoId,
      event: 'video.sent',
      key: 'sent',
      occurredAt: new Date(video.createdAt).toISOString(),
      siteUrl: linkOrigin(deps.config),
      shareLink: (await deps.shareLinks.ofVideo(trx, videoId)).shareLink,
    });
  });
  return getVideoCrm(deps, advisorId, videoId);
}
