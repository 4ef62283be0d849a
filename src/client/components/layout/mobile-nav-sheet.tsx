import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Brand } from './brand';
import { NavList } from './nav-list';
import { ThemeToggle } from './theme-toggle';

export default function MobileNavSheet({
  open,
  onOpenChange,
  isAdmin,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isAdmin: boolean;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/30 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[86%] max-w-80 flex-col gap-4 overflow-y-auto bg-background p-5 shadow-soft"
        >
          <div className="flex items-center justify-between">
            <Brand onNavigate={close} />
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('shell.closeMenu')}>
                <X aria-hidden="true" className="!size-6" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{t('shell.menu')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('shell.menuDescription')}</Dialog.Description>
          <nav aria-label={t('shell.mainNav')}>
            <NavList isAdmin={isAdmin} onNavigate={close} />
          </nav>
          <div className="mt-auto flex items-center gap-2 text-sm text-muted-foreground">
            <ThemeToggle />
            {t('theme.label')}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
