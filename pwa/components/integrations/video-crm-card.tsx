import { toast } from '../../toast/toast.ts';
import { CRM_PROVIDER_LABELS } from '../../../shared/api/integrations.ts';
import { PreviewCard as Section } from '../preview/preview-card.tsx';
import { CrmContactPicker } from './crm-contact-picker.tsx';
import { searchableProviders, type ChosenContact } from './crm-contacts.ts';
import { CrmNotesList } from './crm-notes-list.tsx';
import { useIntegrations, useLinkVideoContact, useVideoCrm } from './use-integrations.ts';

/**
 * The video page's CRM card: the client's contact (picked, changed or cleared at once) and the
 * notes about this video with their delivery state. Absent while no CRM is connected and the
 * video has no link or notes from an earlier connection.
 */
export function VideoCrmCard({ videoId }: { videoId: string }) {
  const integrations = useIntegrations();
  const providers = searchableProviders(integrations.data?.connections ?? []);
  const crm = useVideoCrm(videoId);
  const link = useLinkVideoContact(videoId);
  const contact = crm.data?.contact ?? null;
  const notes = crm.data?.notes ?? [];
  if (providers.length === 0 && !contact && notes.length === 0) return null;

  function change(next: ChosenContact | null) {
    link.mutate(next, {
      onSuccess: () =>
        next
          ? toast.success('Contact Linked', {
              description: `Notes about this video go to ${next.displayName} in ${CRM_PROVIDER_LABELS[next.provider]}.`,
            })
          : toast.success('Contact Unlinked', {
              description: 'No further notes about this video go to the CRM.',
            }),
      onError: () => toast.error('Error', { description: 'Failed to change the CRM contact.' }),
    });
  }

  return (
    <Section
      title="CRM"
      description="The client’s record in your CRM, and the notes added to it about this video."
    >
      {crm.data ? (
        <div className="space-y-5">
          <CrmContactPicker
            providers={providers}
            value={contact}
            onChange={change}
            disabled={link.isPending}
          />
          <div>
            <h3 className="mb-1 text-sm font-semibold text-slate-900">CRM notes</h3>
            <CrmNotesList notes={notes} />
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-500">
          {crm.isError ? 'Could not load the CRM link.' : 'Loading…'}
        </p>
      )}
    </Section>
  );
}
