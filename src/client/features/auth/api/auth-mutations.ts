import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ForgotPasswordResponse,
  LoginRequest,
  RegisterRequest,
  RegisterResponse,
  SessionResponse,
} from '@shared/schemas/auth';
import { apiJson } from '@/lib/api-client';
import { browserTimeZone } from '../lib/browser';
import { announceSessionChange, cacheUser, clearUserCache, meQueryKey } from '@/lib/session/session';

/** After a sign-in or registration: the new user everywhere, every other answer refreshed. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return (response: SessionResponse) => {
    queryClient.setQueryData(meQueryKey, { success: true, user: response.user });
    cacheUser(response.user);
    announceSessionChange();
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
  };
}

export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    meta: { silentError: true },
    mutationFn: (input: LoginRequest) =>
      apiJson<SessionResponse>('POST', '/api/auth/login', { ...input, timeZone: browserTimeZone() }),
    onSuccess: signedIn,
  });
}

export function useRegister() {
  const signedIn = useSignedIn();
  return useMutation({
    meta: { silentError: true },
    mutationFn: (input: RegisterRequest) =>
      apiJson<RegisterResponse>('POST', '/api/auth/register', { ...input, timeZone: browserTimeZone() }),
    onSuccess: signedIn,
  });
}

export function useForgotPassword() {
  return useMutation({
    meta: { silentError: true },
    mutationFn: (input: { email: string }) => apiJson<ForgotPasswordResponse>('POST', '/api/auth/forgot-password', input),
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: (input: { email: string; code: string; password: string; confirmPassword: string }) =>
      apiJson<{ success: true }>('POST', '/api/auth/reset-password', input),
    onSuccess: () => {
      // Every session of the person ended, this device's too.
      clearUserCache();
      queryClient.setQueryData(meQueryKey, null);
      announceSessionChange();
    },
  });
}
