import * as v from 'valibot';

/**
 * Characters no name, title or comment needs, and that can disguise one: C0/C1 control
 * characters (NUL among them, which PostgreSQL cannot store), and the Unicode bidirectional
 * embeddings, overrides and isolates, which make text display in another order than it is
 * stored (a file name `invoice‮fdp.exe` reads as `invoiceexe.pdf`). Multi-line text keeps
 * tab, line feed and carriage return.
 */
// eslint-disable-next-line no-control-regex
const ONE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const MULTI_LINE_FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';

/** True when `text` holds a character that one line of text must not hold. */
export const hasForbiddenCharacter = (text: string, multiLine = false) =>
  (multiLine ? MULTI_LINE_FORBIDDEN : ONE_LINE_FORBIDDEN).test(text);

/** A pipe step refusing control and bidirectional-override characters in one line of text. */
export const oneLine = (message = CONTROL_CHARACTERS_MESSAGE) =>
  v.check((text: string) => !hasForbiddenCharacter(text), message);

/** As `oneLine`, for text that may run over several lines (descriptions, notes, captions). */
export const multiLine = (message = CONTROL_CHARACTERS_MESSAGE) =>
  v.check((text: string) => !hasForbiddenCharacter(text, true), message);
