import { TextField } from '../ui/text-field.tsx';

/** The client's name for the script's [Client Name], typed before or while recording. */
export function ScriptClientField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <TextField
        label="Client’s name"
        autoComplete="off"
        placeholder="e.g. Margaret Chen"
        value={value}
        onValueChange={onChange}
        hint="Fills [Client Name] in your script, and the video’s client name."
      />
    </div>
  );
}
