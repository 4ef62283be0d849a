import { zodResolver } from '@hookform/resolvers/zod';
import { PartyPopper } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type LaunchActivateInput, launchActivateSchema } from '@shared/schemas/launch';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { FormAlert, TextField } from '@/components/form/form-fields';
import { useActivateLaunchCode } from '../api/launch';

/** SPEC §2/§5/§8: activate a code — 'Code required', 'Invalid or already used code'. */
export function ActivateForm({ defaultCode }: { defaultCode?: string }) {
  const { t } = useTranslation('launch');
  const activate = useActivateLaunchCode();
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<LaunchActivateInput, unknown, { code: string }>({
    resolver: zodResolver(launchActivateSchema),
    defaultValues: { code: defaultCode ?? '' },
  });

  const onSubmit = form.handleSubmit(({ code }) => {
    setAlert(null);
    activate.mutate(code, {
      onSuccess: () => setDone(true),
      onError: (err) => {
        if (err instanceof ApiError && (err.code === 'launch.code_invalid' || err.code === 'validation.failed')) {
          const code = err.code === 'validation.failed' ? (err.details[0]?.message ?? 'launch.code_invalid') : err.code;
          form.setError('code', { message: code }, { shouldFocus: true });
          return;
        }
        // SPEC §8: a connection failure and any other failure have their own words.
        setAlert(i18n.t(err instanceof ApiError ? 'errors:launch.activate_failed' : 'errors:launch.connection_error'));
      },
    });
  });

  if (done) {
    return (
      <Card className="border-primary/40 bg-primary-soft/60" role="status">
        <div className="flex items-center gap-3">
          <PartyPopper aria-hidden="true" className="size-6 text-primary" />
          <p className="text-lg font-semibold">{t('activate.success')}</p>
        </div>
      </Card>
    );
  }

  return (
    <Card>
      <h2 className="text-2xl">{t('activate.title')}</h2>
      <p className="mt-2 text-muted-foreground">{t('activate.text')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-start">
        <TextField
          className="flex-1 [&_input]:font-mono [&_input]:uppercase [&_input]:tracking-wider"
          label={t('activate.label')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          placeholder="SERENA-XXXX-XXXX"
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <Button type="submit" size="lg" className="sm:mt-9" disabled={activate.isPending}>
          {activate.isPending ? t('activate.busy') : t('activate.button')}
        </Button>
      </form>
      <div className="mt-4 empty:hidden">
        <FormAlert>{alert}</FormAlert>
      </div>
    </Card>
  );
}
