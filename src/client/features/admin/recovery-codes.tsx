import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Recovery codes, shown once: a list to copy or print. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col gap-3">
      <ol className="grid grid-cols-2 gap-2 font-mono text-lg" aria-label={t('secondFactor.codesList')}>
        {codes.map((c) => (
          <li key={c} className="bg-surface-muted rounded-lg px-3 py-1 text-center">
            {c}
          </li>
        ))}
      </ol>
      <Button variant="outline" onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
        {t('secondFactor.copy')}
      </Button>
    </div>
  );
}
