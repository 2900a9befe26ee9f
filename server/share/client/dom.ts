/** The page's element with this id; the server renders every one the script uses. */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing from the share page`);
  return element as T;
}

/** Like `byId`, for elements the page has only in some cases (a CC button, an avatar). */
export const maybeById = <T extends HTMLElement = HTMLElement>(id: string) =>
  document.getElementById(id) as T | null;
