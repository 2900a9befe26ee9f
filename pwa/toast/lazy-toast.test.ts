import { describe, expect, it, vi } from 'vitest';
import { lazyToast, type Toast } from './lazy-toast.ts';

/** A stand-in for sonner's toast that writes down what it was asked to show. */
function recordingToast(shown: string[]): Toast {
  return Object.assign((title: string) => void shown.push(`plain ${title}`), {
    success: (title: string) => void shown.push(`success ${title}`),
    error: (title: string) => void shown.push(`error ${title}`),
  });
}

describe('lazyToast', () => {
  it('shows, in order, the toasts raised while sonner was still downloading', async () => {
    const shown: string[] = [];
    let arrive: (sonner: { toast: Toast }) => void = () => {};
    const load = vi.fn(() => new Promise<{ toast: Toast }>((resolve) => (arrive = resolve)));
    const toast = lazyToast(load);

    toast.error('Login Failed', { description: 'Invalid email or password.' });
    toast.success('Saved');
    toast('A new version is available');
    expect(shown).toEqual([]);

    arrive({ toast: recordingToast(shown) });
    await vi.waitFor(() => expect(shown).toHaveLength(3));
    expect(shown).toEqual([
      'error Login Failed',
      'success Saved',
      'plain A new version is available',
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('downloads sonner again with the next toast when the first download failed', async () => {
    const shown: string[] = [];
    const load = vi
      .fn<() => Promise<{ toast: Toast }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ toast: recordingToast(shown) });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const toast = lazyToast(load);

    toast.error('Offline');
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    toast.success('Back online');
    await vi.waitFor(() => expect(shown).toEqual(['success Back online']));
    expect(load).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});
