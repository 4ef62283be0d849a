import { useMutation } from '@tanstack/react-query';
import type { SupportMessageInput, SupportMessageReceipt } from '@shared/schemas/support';
import { apiJson } from '@/lib/api-client';

export function useSendSupportMessage() {
  return useMutation({
    mutationFn: (input: SupportMessageInput) =>
      apiJson<SupportMessageReceipt>('POST', '/api/support/messages', input),
    // The form shows its own errors next to the fields.
    meta: { silentError: true },
  });
}
