import { useState } from 'react';

interface SubmissionOptions<TInput, TResult> {
  mutationFn: (input: TInput) => Promise<TResult>;
  onSuccess: (result: TResult) => unknown;
  onError: (error: unknown) => void;
}

/**
 * Sending a form, for the sign-in and sign-up screens: TanStack Query's `useMutation` reduced to
 * what they use, so the first screens a visitor opens do not download Query. Every other screen
 * uses `useMutation`.
 */
export function useSubmission<TInput, TResult>(options: SubmissionOptions<TInput, TResult>) {
  const [isPending, setPending] = useState(false);

  async function send(input: TInput): Promise<void> {
    setPending(true);
    try {
      const result = await options.mutationFn(input);
      await options.onSuccess(result);
    } catch (error) {
      options.onError(error);
    } finally {
      setPending(false);
    }
  }

  return { isPending, mutate: (input: TInput) => void send(input) };
}
