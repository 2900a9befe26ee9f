import { TextAreaField } from '../ui/text-area-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import { AI_PROCESSING_DESCRIPTION, AI_PROCESSING_TITLE } from './preview-ai.ts';
import { PreviewCard } from './preview-card.tsx';

const AI_HINT = '(AI processing...)';

/**
 * The title and description the client reads under the video. While the preview AI runs both
 * are locked, and a field the advisor left blank says what is coming instead;
 * the advisor's own text is shown as it is. A blank title's hint names the title it will get.
 */
export function VideoDetailsCard({
  title,
  description,
  onTitleChange,
  onDescriptionChange,
  defaultTitle,
  aiProcessing,
  disabled,
}: {
  title: string;
  description: string;
  onTitleChange: (value: string) => void;
  onDescriptionChange: (value: string) => void;
  /** What a blank title becomes on saving. */
  defaultTitle: string;
  aiProcessing: boolean;
  disabled: boolean;
}) {
  const shown = (value: string, processing: string) =>
    aiProcessing && !value.trim() ? processing : value;
  return (
    <PreviewCard title="Video Details">
      <div className="space-y-5">
        <TextField
          label="Title"
          autoComplete="off"
          placeholder="e.g. Your Q3 portfolio review"
          value={shown(title, AI_PROCESSING_TITLE)}
          onValueChange={onTitleChange}
          hint={aiProcessing ? AI_HINT : title.trim() ? undefined : `Left blank: “${defaultTitle}”`}
          disabled={disabled || aiProcessing}
        />
        <TextAreaField
          label="Description"
          rows={4}
          placeholder="A few words about what this video covers."
          value={shown(description, AI_PROCESSING_DESCRIPTION)}
          onValueChange={onDescriptionChange}
          {...(aiProcessing ? { hint: AI_HINT } : {})}
          disabled={disabled || aiProcessing}
        />
      </div>
    </PreviewCard>
  );
}
