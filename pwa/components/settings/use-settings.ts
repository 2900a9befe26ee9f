import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../../shared/api/accounts.ts';
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

export function useSaveContact() {
  const queryClient = useQueryClient();
  const store = useStoreSettings();
  return useMutation({
    mutationFn: saveContact,
    onSuccess: (response) => {
      store(response);
      // The header's advisor menu shows the name: it must follow the change at once.
      queryClient.setQueryData<MeResponse>(queryKeys.me, { advisor: response.advisor });
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
  const queryClient = useQueryClient();
  const store = useStoreSettings();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: (response) => {
      store(response);
      queryClient.setQueryData<MeResponse>(queryKeys.me, { advisor: response.advisor });
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
