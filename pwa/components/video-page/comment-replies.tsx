import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ClientResponseView } from '../../../shared/api/videos.ts';
import { COMMENT_MAX_LENGTH } from '../../../shared/constants/limits.ts';
import { absoluteTime, relativeTime } from '../../../shared/format/times.ts';
import { commentReplySchema } from '../../../shared/schemas/share.ts';
import * as v from 'valibot';
import { queryKeys } from '../../api/query-keys.ts';
import { replyToComment } from '../../api/videos.ts';
import { toast } from '../../toast/toast.ts';
import { Button } from '../ui/button.tsx';
import { TextAreaField } from '../ui/text-area-field.tsx';

/**
 * The advisor's replies under a client's comment, and the form to add one. A reply shows under
 * the comment on the share page, to anyone with the link.
 */
export function CommentReplies({
  videoId,
  comment,
}: {
  videoId: string;
  comment: Pick<ClientResponseView, 'id' | 'replies'>;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: (text: string) => replyToComment(videoId, comment.id, text),
    onSuccess: () => {
      setBody('');
      setOpen(false);
      toast.success('Reply Sent', { description: 'Your client sees it under their comment.' });
      return queryClient.invalidateQueries({ queryKey: queryKeys.video.activity(videoId) });
    },
    onError: () => toast.error('Reply Not Sent', { description: 'Please try again.' }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(commentReplySchema, { body });
    if (!parsed.success) {
      setError(parsed.issues[0].message);
      return;
    }
    send.mutate(parsed.output.body);
  }

  return (
    <div className="mt-2 space-y-2">
      {comment.replies.length > 0 ? (
        <ul className="space-y-2" aria-label="Your replies">
          {comment.replies.map((reply) => (
            <li key={reply.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <p className="text-xs text-slate-600">
                You replied{' '}
                <time dateTime={reply.createdAt} title={absoluteTime(reply.createdAt)}>
                  {relativeTime(reply.createdAt)}
                </time>
              </p>
              <p className="break-words whitespace-pre-line text-slate-900">{reply.body}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <form onSubmit={submit} noValidate className="space-y-2">
          <TextAreaField
            label="Your reply"
            rows={3}
            value={body}
            maxLength={COMMENT_MAX_LENGTH}
            onValueChange={(value) => {
              setBody(value);
              setError(undefined);
            }}
            error={error}
            hint="Shown under this comment on the share page."
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={send.isPending}>
              {send.isPending ? 'Sending…' : 'Send Reply'}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          Reply
        </Button>
      )}
    </div>
  );
}
