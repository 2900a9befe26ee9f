/**
 * The browser's stand-in for shared/passwords/common-password-set.ts (swapped in by the Vite
 * build): the 46 KB gzip list is its own chunk, downloaded when a screen that sets a password
 * opens instead of with the first screen. Until it has arrived the set is empty and the form lets
 * a common password through; the server checks the same list and its answer is shown on the
 * field, so nothing weaker is ever stored.
 */
let common: ReadonlySet<string> = new Set();
let loading: Promise<void> | undefined;

/** Starts the download once; screens that set a password call it when they open. */
export function loadCommonPasswords(): Promise<void> {
  loading ??= import('../../shared/passwords/common-passwords.ts').then(
    ({ COMMON_PASSWORDS }) => {
      common = new Set(COMMON_PASSWORDS.split('\n').filter(Boolean));
    },
    (error: unknown) => {
      loading = undefined;
      console.warn('The list of common passwords could not be loaded', error);
    },
  );
  return loading;
}

export function commonPasswordSet(): ReadonlySet<string> {
  void loadCommonPasswords();
  return common;
}
