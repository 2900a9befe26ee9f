import { notifyManager, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingsResponse } from '../../../shared/api/settings.ts';
import { ApiError } from '../../api/client.ts';
import {
  cancelEmailChange,
  confirmEmailChange,
  fetchSettings,
  requestEmailChange,
  saveBranding,
  saveCompliance,
  saveContact,
  saveNotifications,
} from '../../api/settings.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { setSignedInAdvisor } from '../../auth/session.ts';
import { fieldErrorMap, type FieldErrors } from '../../forms/use-schema-form.ts';

/** GET /api/settings, cached like every query (see query-client.ts). */
export function useSettings() {
  return useQuery({ queryKey: queryKeys.settings, queryFn: fetchSettings });
}

/** A PATCH answer is the whole settings: it replaces the cached copy. */
function useStoreSettings() {
  const queryClient = useQueryClient();
  return (response: SettingsResponse) => {
    queryClient.setQueryData(queryKeys.settings, response);
  };
}

/**
 * The signed-in advisor as a settings answer has it, delivered with Query's own notifications as
 * the cached settings are: told at once, the screen would re-render the form away (a confirmed
 * email change closes it) before the form's own `mutate(…, { onSuccess })` says it worked.
 */
function followAdvisor(response: SettingsResponse): void {
  notifyManager.schedule(() => setSignedInAdvisor(response.advisor));
}

export function useSaveContact() {
  const store = useStoreSettings();
  return useMutation({
    mutationFn: saveContact,
    onSuccess: (response) => {
      store(response);
      // The header's advisor menu shows the name: it must follow the change at once.
      followAdvisor(response);
    },
  });
}

/** Asking for a new sign-in email: the answer shows it as pending. */
export function useRequestEmailChange() {
  const store = useStoreSettings();
  return useMutation({ mutationFn: requestEmailChange, onSuccess: store });
}

/** The code makes the new email the sign-in email, which the header's menu shows too. */
export function useConfirmEmailChange() {
  const store = useStoreSettings();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: (response) => {
      store(response);
      followAdvisor(response);
    },
  });
}

export function useCancelEmailChange() {
  const store = useStoreSettings();
  return useMutation({ mutationFn: cancelEmailChange, onSuccess: store });
}

export function useSaveCompliance() {
  const store = useStoreSettings();
  return useMutation({ mutationFn: saveCompliance, onSuccess: store });
}

export function useSaveBranding() {
  const store = useStoreSettings();
  return useMutation({ mutationFn: saveBranding, onSuccess: store });
}

export function useSaveNotifications() {
  const store = useStoreSettings();
  return useMutation({ mutationFn: saveNotifications, onSuccess: store });
}

/** What a failed save tells the form: the server's code, message and per-field messages. */
export function saveFailure(error: unknown): {
  code: string | undefined;
  message: string | undefined;
  fieldErrors: FieldErrors | undefined;
} {
  const body = error instanceof ApiError ? error.body : undefined;
  return {
    code: body?.code,
    message: body?.message,
    fieldErrors: body?.errors?.length ? fieldErrorMap(body.errors) : undefined,
  };
}
