import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { FormAlert } from '@/components/form/form-fields';
import { useRequestLaunchCode } from '../api/launch';

/** "Request a code": for signed-in people without one, while places remain. */
export function RequestCodeCard() {
  const { t } = useTranslation('launch');
  const request = useRequestLaunchCode();
  const [alert, setAlert] = useState<string | null>(null);
  return (
    <Card>
      <h2 className="text-2xl">{t('request.title')}</h2>
      <p className="mt-2 text-muted-foreground">{t('request.text')}</p>
      <Button
        className="mt-5"
        disabled={request.isPending}
        onClick={() => {
          setAlert(null);
          request.mutate(undefined, {
            onError: (err) => {
              const code =
                err instanceof ApiError
                  ? err.code === 'launch.campaign_completed'
                    ? err.code
                    : 'launch.assign_failed'
                  : 'launch.connection_error';
              setAlert(i18n.t(`errors:${code}`));
            },
          });
        }}
      >
        {request.isPending ? t('request.busy') : t('request.button')}
      </Button>
      <div className="mt-4 empty:hidden">
        <FormAlert>{alert}</FormAlert>
      </div>
    </Card>
  );
}
