import { useEffect, useState } from 'react';

/** setTimeout's largest delay (about 24.8 days); a later moment is waited for in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Renders again when `iso` passes, so a link's expiry shows as 'Expired' while the page is
 * open, without polling the server.
 */
export function useRerenderAt(iso: string | null): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!iso) return;
    const at = Date.parse(iso);
    if (Number.isNaN(at)) return;
    let timer: ReturnType<typeof setTimeout>;
    const wait = () => {
      const left = at - Date.now();
      if (left <= 0) return;
      timer = setTimeout(
        () => {
          setTick((tick) => tick + 1);
          wait();
        },
        Math.min(left + 50, MAX_DELAY_MS),
      );
    };
    wait();
    return () => clearTimeout(timer);
  }, [iso]);
}
