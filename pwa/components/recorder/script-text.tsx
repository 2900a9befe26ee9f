import { scriptParagraphs } from './teleprompter-model.ts';

/**
 * A script template's text as paragraphs, with the [placeholders] the advisor has to fill in
 * marked so they stand out while reading aloud. Used by the preview dialog and the teleprompter.
 */
export function ScriptText({
  script,
  className = '',
  markClassName = 'rounded bg-amber-100 px-0.5 text-amber-900',
}: {
  script: string;
  className?: string;
  markClassName?: string;
}) {
  return (
    <div className={className}>
      {scriptParagraphs(script).map((segments, index) => (
        <p key={index}>
          {segments.map((segment, part) =>
            segment.placeholder ? (
              <mark key={part} className={markClassName}>
                {segment.text}
              </mark>
            ) : (
              segment.text
            ),
          )}
        </p>
      ))}
    </div>
  );
}
