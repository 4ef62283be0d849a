import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { PageIntro } from '@/components/page-intro';
import type { PageId } from '@shared/routes';

/** The calm frame of the account pages: the page's heading, then one card. */
export function AuthLayout({ page, children, aside }: { page: PageId; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col">
      <PageIntro page={page} />
      <Card className="p-6 sm:p-8">{children}</Card>
      {aside && <div className="mt-6">{aside}</div>}
    </div>
  );
}
