import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

// The sheet (Radix Dialog, focus trap, scroll lock) loads on first use, not with the landing page.
const MobileNavSheet = lazy(() => import('./mobile-nav-sheet'));

/** Phones: a menu button opens the navigation as a sheet (focus trapped, Esc closes). */
export function MobileNav({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        aria-label={t('shell.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        onPointerEnter={() => void import('./mobile-nav-sheet')}
      >
        <Menu aria-hidden="true" className="!size-6" />
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileNavSheet open={open} onOpenChange={setOpen} isAdmin={isAdmin} returnFocusTo={trigger} />
        </Suspense>
      )}
    </>
  );
}
