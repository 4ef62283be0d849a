import { NavLink } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { AccountNav } from './account-nav';
import { cn } from '@/lib/utils';
import { navEntries } from './nav-items';

export function NavList({
  isAdmin,
  onNavigate,
  account = true,
}: {
  isAdmin: boolean;
  onNavigate?: () => void;
  /** The account area under the links (the desktop sidebar shows it under the brand instead). */
  account?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="flex flex-col gap-1">
        {navEntries({ isAdmin }).map(({ id, path, icon: Icon }) => (
          <li key={id}>
            <NavLink
              to={path}
              end={path === '/'}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-xl px-3 py-2.5 text-[0.95rem] transition-colors',
                  isActive
                    ? 'bg-primary-soft font-semibold text-foreground'
                    : 'text-muted-foreground hover:bg-surface-muted hover:text-foreground',
                )
              }
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              {t(`nav.${id}`)}
            </NavLink>
          </li>
        ))}
      </ul>
      {account && (
        <div className="mt-6">
          <AccountNav onNavigate={onNavigate} />
        </div>
      )}
    </>
  );
}
