import { ImagePlus, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '../../toast/toast.ts';
import { Button } from '../ui/button.tsx';
import { imageFileProblem, readImageFile } from './read-image-file.ts';

/**
 * One branding image: the current picture with Replace and Remove, or an upload button. The file
 * input is visually hidden but labelled, so it is the field a test or assistive tool sets. An
 * accepted file is held as a data URL until the form is saved.
 */
export function ImageUploadField({
  label,
  hint,
  value,
  onChange,
  error,
  disabled,
  shape = 'square',
}: {
  label: string;
  hint: string;
  /** A data URL, the saved /media/branding URL, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
  disabled?: boolean;
  shape?: 'square' | 'circle';
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    setReading(true);
    try {
      onChange(await readImageFile(file));
    } catch {
      toast.error('Error', { description: 'The image could not be read. Please try another.' });
    } finally {
      setReading(false);
    }
  }

  const describedBy = `${id}-hint${error ? ` ${id}-error` : ''}`;
  const frame = shape === 'circle' ? 'rounded-full' : 'rounded-xl';
  const busy = disabled || reading;

  return (
    <div>
      <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        disabled={busy}
        aria-describedby={describedBy}
        onChange={(event) => void choose(event)}
      />
      <div className="mt-2 flex items-center gap-4">
        <div
          className={`flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden border bg-slate-50 ${frame} ${
            error ? 'border-red-300' : 'border-slate-200'
          }`}
        >
          {value ? (
            <img
              src={value}
              alt={label}
              className={`h-full w-full ${shape === 'circle' ? 'object-cover' : 'object-contain p-1'}`}
            />
          ) : (
            <ImagePlus size={24} className="text-slate-300" aria-hidden="true" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap gap-2">
            {value ? (
              <>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  aria-describedby={`${id}-label ${id}-hint`}
                  onClick={() => input.current?.click()}
                >
                  <RefreshCw size={14} aria-hidden="true" />
                  Replace
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  aria-describedby={`${id}-label ${id}-hint`}
                  onClick={() => onChange(null)}
                  className="text-red-600 hover:bg-red-50 hover:text-red-700"
                >
                  <Trash2 size={14} aria-hidden="true" />
                  Remove
                </Button>
              </>
            ) : (
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                aria-describedby={`${id}-label ${id}-hint`}
                onClick={() => input.current?.click()}
              >
                <ImagePlus size={14} aria-hidden="true" />
                {reading ? 'Reading...' : `Upload ${label}`}
              </Button>
            )}
          </div>
          <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
            {hint}
          </p>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
