import type { ExternalToast } from 'sonner';

type Show = (title: string, options?: ExternalToast) => void;

/** What the app calls to raise a toast: sonner's `toast` for the three kinds the app uses. */
export type Toast = Show & { success: Show; error: Show };

/**
 * `toast` over a sonner loaded with the first toast: the first screen does not download it.
 * Toasts raised while it loads are shown, in order, once it has arrived; a failed download
 * (offline before the app is installed) is logged and tried again by the next toast.
 */
export function lazyToast(load: () => Promise<{ toast: Toast }>): Toast {
  let loading: Promise<{ toast: Toast }> | null = null;

  function show(raise: (sonner: Toast) => void): void {
    loading ??= load();
    loading.then(
      (sonner) => raise(sonner.toast),
      (error: unknown) => {
        loading = null;
        console.error('a toast could not be shown', error);
      },
    );
  }

  return Object.assign((title: string, options?: ExternalToast) => show((t) => t(title, options)), {
    success: (title: string, options?: ExternalToast) => show((t) => t.success(title, options)),
    error: (title: string, options?: ExternalToast) => show((t) => t.error(title, options)),
  });
}
