import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import { FormAlert } from '@/components/form/form-fields';
import { buttonVariants } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';

/**
 * Why an entry was not saved, in the reader's language: what the server refused (the try used:
 * with the way to Premium), or a refusal of the entry's details that no field shows. Loaded by
 * the form when there is one.
 */
export function SaveError({ error, refusal }: { error: unknown; refusal?: string }) {
  const { t } = useTranslation('mood');
  const code = !error ? null : error instanceof ApiError ? error.code : 'network.error';
  const fallback = (error instanceof ApiError && error.serverMessage) || t('errors:internal.error');
  return (
    <>
      {refusal && <FormAlert>{refusal}</FormAlert>}
      {!!error && code !== 'validation.failed' && (
        <FormAlert>
          {t(`errors:${code ?? 'internal.error'}`, { defaultValue: fallback })}
          {code === 'mood.premium_required' && (
            <Link
              to={pathOf('subscription')}
              className={buttonVariants({ variant: 'link', className: 'ml-1 h-auto px-0' })}
            >
              {t('locked.upgrade')}
            </Link>
          )}
        </FormAlert>
      )}
    </>
  );
}
