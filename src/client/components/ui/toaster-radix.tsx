import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toastSettings } from '@shared/plans';
import { dismissToast, useToasts } from '@/lib/toast-store';
import { cn } from '@/lib/utils';

/**
 * Radix Toast with SPEC §9's settings: auto-dismiss after 5000 ms, swipe right past 50 px to
 * close, F8 moves focus to the toast region, one toast at a time (see toast-store).
 */
export default function RadixToaster() {
  const toasts = useToasts();
  const { t } = useTranslation();
  return (
    <ToastPrimitive.Provider
      duration={toastSettings.durationMs}
      swipeDirection="right"
      swipeThreshold={toastSettings.swipeThresholdPx}
      label={t('shell.notifications')}
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          className={cn(
            'pointer-events-auto flex w-full items-start gap-3 rounded-2xl border p-4 shadow-soft',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition',
            item.variant === 'error'
              ? 'border-danger/40 bg-danger-soft text-foreground'
              : item.variant === 'success'
                ? 'border-primary/40 bg-primary-soft text-foreground'
                : 'border-border bg-surface text-foreground',
          )}
        >
          <div className="flex-1">
            <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="mt-1 text-sm text-muted-foreground">
                {item.description}
              </ToastPrimitive.Description>
            )}
            {item.action && (
              <ToastPrimitive.Action altText={item.action.label} asChild>
                <a href={item.action.href} className="mt-2 inline-block font-medium text-primary underline">
                  {item.action.label}
                </a>
              </ToastPrimitive.Action>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={t('shell.close')}
            className="rounded-full p-1 text-muted-foreground hover:bg-surface-muted"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[...toastSettings.hotkey]}
        className="fixed bottom-4 right-4 left-4 z-[100] flex max-h-screen flex-col gap-2 outline-none sm:left-auto sm:w-96"
      />
    </ToastPrimitive.Provider>
  );
}
