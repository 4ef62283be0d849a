import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import { Button, buttonVariants } from '@/components/ui/button';
import { logout } from '@/lib/session/logout';

/** Shown on the sign-in and sign-up pages to someone already signed in. */
export function SignedInNotice({ name }: { name: string }) {
  const { t } = useTranslation('auth');
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="flex flex-col items-start gap-4" role="status">
      <h2 className="text-2xl">{t('login.alreadyTitle')}</h2>
      <p>{t('login.alreadyText', { name })}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={pathOf('home')} className={buttonVariants()}>
          {t('login.goHome')}
        </Link>
        <Button
          variant="outline"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void logout();
          }}
        >
          <LogOut aria-hidden="true" />
          {leaving ? t('account.signingOut', { ns: 'common' }) : t('account.signOut', { ns: 'common' })}
        </Button>
      </div>
    </div>
  );
}
