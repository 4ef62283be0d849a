import { CheckCircle2, Download, Info } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoodOptions } from '@shared/schemas/mood';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { currentLang } from '@/lib/i18n';
import { csvHref } from '../api/mood';
import { EntryList } from './entry-list';
import { LockedPanel } from './later';
import { MoodForm } from './mood-form';

/** Logging now (or, once the free try is used, the way to Premium), then the latest entries. */
export function LogPanel({ options }: { options: MoodOptions }) {
  const { t } = useTranslation('mood');
  const titleId = useId();
  const [notice, setNotice] = useState('');
  const { access } = options;
  const time = (iso: string) =>
    new Intl.DateTimeFormat(currentLang(), { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

  return (
    <div className="flex flex-col gap-8">
      {access.canLog ? (
        <Card role="group" aria-labelledby={titleId} className="flex flex-col gap-4 p-4 sm:p-6">
          <h2 id={titleId} className="sr-only">
            {t('log.title')}
          </h2>
          {!access.premium && (
            <p className="bg-accent-soft flex items-start gap-2 rounded-2xl px-4 py-3 text-sm">
              <Info aria-hidden="true" className="text-accent mt-0.5 size-4 shrink-0" />
              {t('log.tryNote')}
            </p>
          )}
          <MoodForm
            options={options}
            onDone={(entry) => setNotice(t('log.saved', { time: time(entry.at) }))}
          />
        </Card>
      ) : (
        <LockedPanel
          title={t('locked.tryUsedTitle')}
          text={t('locked.tryUsedText')}
          upgradeLabel={t('locked.upgrade')}
          signInLabel={t('locked.signIn')}
          signedIn
        />
      )}
      {/* What was just saved, changed or deleted: said once, politely, and shown. */}
      <p role="status" className="text-primary -mt-4 flex min-h-6 items-center gap-2 font-medium">
        {notice && <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />}
        {notice}
      </p>
      <EntryList options={options} onNotice={setNotice} />
      <div className="border-border flex flex-col items-start gap-3 rounded-3xl border border-dashed p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground text-sm">{t('csv.text')}</p>
        <a
          href={csvHref(currentLang())}
          download
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Download aria-hidden="true" />
          {t('csv.button')}
        </a>
      </div>
    </div>
  );
}
