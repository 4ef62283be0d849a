import { LogIn } from 'lucide-react';
import { Link, useLocation } from '@/lib/router';
import { pathOf } from '@shared/routes';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The login link that brings people back here afterwards. */
export function useLoginHref(): string {
  const { pathname, search } = useLocation();
  return `${pathOf('login')}?redirectTo=${encodeURIComponent(pathname + search)}`;
}

/** A clear, friendly invitation to sign in (or register) where saving needs an account. */
export function SignInInvite({
  text,
  signInLabel,
  registerLabel,
  className,
}: {
  text: string;
  signInLabel: string;
  registerLabel: string;
  className?: string;
}) {
  const loginHref = useLoginHref();
  return (
    <div
      className={cn(
        'border-border bg-surface-muted/60 flex flex-col gap-3 rounded-2xl border border-dashed p-5',
        className,
      )}
    >
      <p className="text-muted-foreground">{text}</p>
      <div className="flex flex-wrap gap-2">
        <Link to={loginHref} className={buttonVariants({ size: 'sm' })}>
          <LogIn aria-hidden="true" />
          {signInLabel}
        </Link>
        <Link to={pathOf('register')} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
          {registerLabel}
        </Link>
      </div>
    </div>
  );
}
