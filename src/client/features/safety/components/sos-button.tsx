import { LifeBuoy } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { SosDialog, type SosTab } from './sos-dialog';

/** Open state of the SOS panel, so a crisis message can open it on the safety plan. */
export function useSos() {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<SosTab>('help');
  return {
    open,
    tab,
    setOpen,
    setTab,
    show: (next: SosTab = 'help') => {
      setTab(next);
      setOpen(true);
    },
  };
}
export type SosState = ReturnType<typeof useSos>;

/** The always-visible SOS button. */
export function SosButton({ className, ...props }: ComponentProps<'button'>) {
  const { t } = useTranslation('safety');
  return (
    <button
      type="button"
      aria-label={t('sos.buttonLabel')}
      className={cn(
        'bg-danger dark:text-background inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-full px-4 font-semibold text-white shadow-soft hover:opacity-90',
        className,
      )}
      {...props}
    >
      <LifeBuoy aria-hidden="true" className="size-5" />
      {t('sos.button')}
    </button>
  );
}

/** The SOS button with its own panel, for screens that need nothing more. */
export function Sos({ signedIn, className }: { signedIn: boolean; className?: string }) {
  const sos = useSos();
  return (
    <>
      <SosButton className={className} onClick={() => sos.show('help')} />
      <SosDialog open={sos.open} onOpenChange={sos.setOpen} tab={sos.tab} onTabChange={sos.setTab} signedIn={signedIn} />
    </>
  );
}
