import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminActionResult,
  AdminLaunchState,
  AdminOverview,
  AdminServiceState,
  AdminUserDetail,
  AdminUserList,
  AuditListResponse,
  RecoveryCodes,
  SecondFactorEnrolment,
  SecondFactorStatus,
} from '@shared/schemas/admin';
import { apiJson } from '@/lib/api-client';

export const statusKey = ['/api/auth/second-factor'] as const;

/** The server's word on who this is: role, enrolment, and whether this session passed the second factor. */
export function useStaffStatus(enabled: boolean) {
  return useQuery<SecondFactorStatus>({ queryKey: statusKey, enabled, staleTime: 0, retry: false });
}

export function useEnrol() {
  return useMutation({
    mutationFn: () => apiJson<SecondFactorEnrolment>('POST', '/api/auth/second-factor/enrol'),
    meta: { silentError: true },
  });
}

export function useConfirmEnrolment() {
  return useMutation({
    mutationFn: (code: string) => apiJson<RecoveryCodes>('POST', '/api/auth/second-factor/confirm', { code }),
    meta: { silentError: true },
  });
}

export function useVerify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiJson<{ success: true }>('POST', '/api/auth/second-factor/verify', { code }),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

export const useOverview = () =>
  useQuery<AdminOverview>({ queryKey: ['/api/admin/overview'], staleTime: 30_000 });
export const useLaunch = () => useQuery<AdminLaunchState>({ queryKey: ['/api/admin/launch'], staleTime: 0 });
export const useService = () =>
  useQuery<AdminServiceState>({ queryKey: ['/api/admin/service'], staleTime: 0 });

export function useUsers(q: string, page: number) {
  const params = new URLSearchParams({ page: String(page), ...(q ? { q } : {}) });
  return useQuery<AdminUserList>({ queryKey: [`/api/admin/users?${params.toString()}`], staleTime: 0 });
}

export const useUser = (id: string) =>
  useQuery<AdminUserDetail>({ queryKey: [`/api/admin/users/${id}`], staleTime: 0 });

export function useAudit(filter: { actor: string; action: string; from: string; to: string }) {
  const params = new URLSearchParams();
  if (filter.actor) params.set('actor', filter.actor);
  if (filter.action) params.set('action', filter.action);
  if (filter.from) params.set('from', new Date(`${filter.from}T00:00:00`).toISOString());
  if (filter.to) params.set('to', new Date(`${filter.to}T23:59:59`).toISOString());
  const qs = params.toString();
  return useQuery<AuditListResponse>({ queryKey: [`/api/admin/audit${qs ? `?${qs}` : ''}`], staleTime: 0 });
}

const startsWith = (prefix: string) => (q: { queryKey: readonly unknown[] }) =>
  String(q.queryKey[0]).startsWith(prefix);

/** An action on an account; every admin list and the audit log refresh after it. */
export function useUserAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: string; body: Record<string, unknown> }) =>
      apiJson<AdminActionResult>('POST', `/api/admin/users/${id}/${action}`, body),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ predicate: startsWith('/api/admin') }),
  });
}

export function useLaunchToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { open: boolean; reason: string }) =>
      apiJson<AdminLaunchState>('POST', '/api/admin/launch', body),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ predicate: startsWith('/api/admin') }),
  });
}

export function usePasswordChange() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
      apiJson<{ success: true }>('POST', '/api/admin/account/password', body),
    meta: { silentError: true },
  });
}

export function useNewRecoveryCodes() {
  return useMutation({
    mutationFn: () => apiJson<RecoveryCodes>('POST', '/api/admin/account/recovery-codes'),
    meta: { silentError: true },
  });
}

