import { useState } from 'react';
import * as v from 'valibot';
import type { FirmSettingsView } from '../../../shared/api/compliance.ts';
import { screeningPolicySchema } from '../../../shared/schemas/compliance.ts';
import { ApiError } from '../../api/client.ts';
import { toast } from '../../toast/toast.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { SwitchField } from '../ui/switch.tsx';
import { TextAreaField } from '../ui/text-area-field.tsx';
import { useFirmSettings, useSaveScreeningPolicy } from './use-compliance.ts';

/** One phrase a line, blank lines dropped. */
const phrasesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * The firm's pre-send screening: the risky phrases advisors' speech is checked for (one a
 * line; promised returns such as "you will earn 12%" are always looked for) and whether an
 * unresolved finding holds the share link.
 */
export function ScreeningPolicyCard() {
  const settings = useFirmSettings(true);
  if (!settings.data) return null;
  // Starts afresh from what the server saved.
  return <PolicyForm key={JSON.stringify(settings.data)} saved={settings.data} />;
}

function PolicyForm({ saved }: { saved: FirmSettingsView }) {
  const save = useSaveScreeningPolicy();
  const [text, setText] = useState(saved.riskyPhrases.join('\n'));
  const [hold, setHold] = useState(saved.screeningHold === 'hold');
  const [error, setError] = useState<string>();

  function submit() {
    const input = { riskyPhrases: phrasesOf(text), screeningHold: hold ? 'hold' : 'flag' };
    const parsed = v.safeParse(screeningPolicySchema, input);
    if (!parsed.success) return setError(parsed.issues[0]?.message);
    save.mutate(parsed.output, {
      onSuccess: () => toast.success('Screening settings saved'),
      onError: (failure) =>
        setError(
          (failure instanceof ApiError && failure.body?.message) || 'Failed to save the settings.',
        ),
    });
  }

  return (
    <Card className="px-5 py-4 sm:px-6">
      <h2 className="text-base font-semibold text-slate-900">Pre-send screening</h2>
      <form
        className="mt-3 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextAreaField
          label="Risky phrases"
          hint="One phrase per line. Promises of a return, such as “you will earn 12%”, are always flagged."
          rows={6}
          value={text}
          onValueChange={(value) => {
            setText(value);
            setError(undefined);
          }}
          error={error}
        />
        <SwitchField
          label="Hold the link until every finding is blurred or dismissed"
          hint="Off: findings are flagged only. On: clients see “check back later” until the advisor resolves them."
          checked={hold}
          onCheckedChange={setHold}
        />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Screening Settings'}
        </Button>
      </form>
    </Card>
  );
}
