import * as v from 'valibot';

/**
 * An on/off environment variable: `true`/`1` or `false`/`0`, nothing else, so a typo such as
 * `ture` stops the server at start instead of quietly meaning false.
 */
export const booleanEnv = v.pipe(
  v.picklist(['true', 'false', '1', '0'], 'must be true or false'),
  v.transform((value) => value === 'true' || value === '1'),
);
