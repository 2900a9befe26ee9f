import { TextAreaField } from '../ui/text-area-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import { PreviewCard } from './preview-card.tsx';

/** The title (required) and description the client reads under the video. */
export function VideoDetailsCard({
  title,
  description,
  onTitleChange,
  onDescriptionChange,
  titleError,
  disabled,
}: {
  title: string;
  description: string;
  onTitleChange: (value: string) => void;
  onDescriptionChange: (value: string) => void;
  titleError: string | undefined;
  disabled: boolean;
}) {
  return (
    <PreviewCard title="Video Details">
      <div className="space-y-5">
        <TextField
          label="Title"
          autoComplete="off"
          placeholder="e.g. Your Q3 portfolio review"
          aria-required="true"
          value={title}
          onValueChange={onTitleChange}
          error={titleError}
          disabled={disabled}
        />
        <TextAreaField
          label="Description"
          rows={4}
          placeholder="A few words about what this video covers."
          value={description}
          onValueChange={onDescriptionChange}
          disabled={disabled}
        />
      </div>
    </PreviewCard>
  );
}
