import { LogIn, LogOut } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import { Button, buttonVariants } from '@/components/ui/button';
import { logout } from '@/lib/session/logout';
import { useSession } from '@/lib/session/use-session';

const initialOf = (name: string) => [...name.trim()][0]?.toUpperCase() ?? '?';

function AccountNavInner({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { user, status } = useSession();
  const [leaving, setLeaving] = useState(false);

  if (status === 'loading') return <div className="h-14" aria-hidden="true" />;

  if (!user) {
    return (
      <div className="grid grid-cols-2 gap-2">
        <Link to={pathOf('login')} onClick={onNavigate} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <LogIn aria-hidden="true" />
          {t('account.signIn')}
        </Link>
        <Link to={pathOf('register')} onClick={onNavigate} className={buttonVariants({ size: 'sm' })}>
          {t('account.register')}
        </Link>
      </div>
    );
  }

  const name = user.fullName || user.username;
  return (
    <div className="flex items-center gap-1 rounded-2xl border border-border bg-surface p-1.5">
      <Link
        to={pathOf('profile')}
        onClick={onNavigate}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-xl p-1.5 hover:bg-surface-muted"
        aria-label={`${t('account.profile')}: ${name}`}
      >
        <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary">
          {initialOf(name)}
        </span>
        <span className="flex min-w-0 flex-col leading-tight">
          <span className="truncate font-semibold" data-testid="account-name">
            {name}
          </span>
          <span className="truncate text-sm text-muted-foreground">{t(`account.plan.${user.plan}`)}</span>
        </span>
      </Link>
      <Button
        variant="ghost"
        size="icon"
        className="shrink-0"
        aria-label={leaving ? t('account.signingOut') : t('account.signOut')}
        title={t('account.signOut')}
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          void logout();
        }}
      >
        <LogOut aria-hidden="true" className="!size-5" />
      </Button>
    </div>
  );
}

/** The compact account area: sign in / sign up, or the person (a link to the profile) and sign out. */
export function AccountNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Suspense fallback={<div className="h-14" aria-hidden="true" />}>
      <AccountNavInner onNavigate={onNavigate} />
    </Suspense>
  );
}

function AccountButtonInner() {
  const { t } = useTranslation();
  const { user, status } = useSession();
  if (status === 'loading') return <span className="size-11" aria-hidden="true" />;
  if (!user) {
    return (
      <Link to={pathOf('login')} aria-label={t('account.signIn')} title={t('account.signIn')} className={buttonVariants({ variant: 'ghost', size: 'icon' })}>
        <LogIn aria-hidden="true" className="!size-5" />
      </Link>
    );
  }
  const name = user.fullName || user.username;
  return (
    <Link
      to={pathOf('profile')}
      aria-label={`${t('account.profile')}: ${name}`}
      className="flex size-11 items-center justify-center rounded-full hover:bg-surface-muted"
    >
      <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary">
        {initialOf(name)}
      </span>
    </Link>
  );
}

/** The phone header's account shortcut: "Sign in", or the person's initial linking to the profile. */
export function AccountButton() {
  return (
    <Suspense fallback={<span className="size-11" aria-hidden="true" />}>
      <AccountButtonInner />
    </Suspense>
  );
}

