import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** SPEC §2's error fallback: its heading, its text and a 'Ricarica Pagina' button that reloads. */
export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-24 text-center">
      <h1 className="text-3xl">{t('errorFallback.title', 'Qualcosa è andato storto')}</h1>
      <p className="text-muted-foreground">
        {t('errorFallback.text', 'Si è verificato un errore imprevisto. Ricarica la pagina per continuare.')}
      </p>
      <Button onClick={() => window.location.reload()}>{t('errorFallback.reload', 'Ricarica Pagina')}</Button>
    </div>
  );
}
