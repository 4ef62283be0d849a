import { LockKeyhole, Sparkles } from 'lucide-react';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import { buttonVariants } from '@/components/ui/button';
import { useLoginHref } from '@/components/sign-in-invite';

/** What a person sees instead of premium content: what it is, and the way to it. */
export function LockedPanel({
  title,
  text,
  upgradeLabel,
  signInLabel,
  signedIn,
}: {
  title: string;
  text: string;
  upgradeLabel: string;
  signInLabel: string;
  signedIn: boolean;
}) {
  const loginHref = useLoginHref();
  return (
    <div className="border-accent/30 bg-accent-soft flex flex-col items-start gap-4 rounded-3xl border p-6 sm:p-8">
      <span className="bg-surface text-accent flex size-12 items-center justify-center rounded-2xl">
        <LockKeyhole aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-2xl">{title}</h3>
      <p className="max-w-prose">{text}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={pathOf('subscription')} className={buttonVariants()}>
          <Sparkles aria-hidden="true" />
          {upgradeLabel}
        </Link>
        {!signedIn && (
          <Link to={loginHref} className={buttonVariants({ variant: 'outline' })}>
            {signInLabel}
          </Link>
        )}
      </div>
    </div>
  );
}
