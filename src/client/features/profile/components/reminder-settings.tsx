import { BellOff, BellRing, Smartphone } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReminderSettings as Settings } from '@shared/schemas/profile';
import { CheckboxField, FormAlert, inputClass } from '@/components/form/form-fields';
import { LoadError } from '@/components/practice/load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useReminders, useSaveReminders } from '../api/reminders';
import { usePushDevice } from '../hooks/use-push-device';
import { saveFailedMessage } from '../lib/save-failed';

/** This browser's part: subscribe it to push, or say plainly why it cannot and what happens instead. */
function ThisDevice({ settings, push }: { settings: Settings; push: ReturnType<typeof usePushDevice> }) {
  const { t } = useTranslation('profile');
  return (
    <div className="bg-surface-muted/60 flex flex-col gap-3 rounded-2xl p-4">
      <p className="flex items-center gap-2 font-semibold">
        <Smartphone aria-hidden="true" className="text-primary size-5 shrink-0" />
        {t('reminders.device')}
      </p>
      <p className="text-muted-foreground text-sm">{t('reminders.devices', { count: settings.devices })}</p>
      {push.state === 'unsupported' || push.state === 'denied' ? (
        <p className="text-sm">{t(`reminders.push.${push.state}`)}</p>
      ) : push.subscribed ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="self-start"
          disabled={push.busy}
          onClick={() => void push.unsubscribe()}
        >
          <BellOff aria-hidden="true" />
          {t('reminders.unsubscribe')}
        </Button>
      ) : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          disabled={push.busy}
          onClick={() => void push.subscribe()}
        >
          <BellRing aria-hidden="true" />
          {t('reminders.subscribe')}
        </Button>
      )}
      <p role="status" className="text-sm font-medium empty:hidden">
        {push.note && push.note !== 'unsupported' && push.note !== 'denied'
          ? t(`reminders.note.${push.note}`)
          : ''}
      </p>
    </div>
  );
}

/** The daily reminder: what it does, when it comes, quiet hours, and this device. */
function ReminderForm({ settings, push }: { settings: Settings; push: ReturnType<typeof usePushDevice> }) {
  const { t } = useTranslation('profile');
  const id = useId();
  const save = useSaveReminders();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [time, setTime] = useState(settings.time);
  const [quiet, setQuiet] = useState(settings.quietHours);
  const [saved, setSaved] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    // Turning it on is the moment to ask this browser too (the click lets it ask for permission);
    // without push, the reminder still shows in the app.
    if (enabled && !settings.enabled && push.state === 'default') await push.subscribe();
    save.mutate({ enabled, time, quietHours: quiet }, { onSuccess: () => setSaved(true) });
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <CheckboxField
        label={t('reminders.enabled')}
        checked={enabled}
        onChange={(e) => setEnabled(e.target.checked)}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-time`} className="font-medium">
            {t('reminders.time')}
          </label>
          <input
            id={`${id}-time`}
            type="time"
            required
            value={time}
            onChange={(e) => setTime(e.target.value)}
            className={`${inputClass} py-2`}
          />
        </div>
      </div>
      <CheckboxField
        label={t('reminders.quiet')}
        hint={t('reminders.quietHint')}
        checked={!!quiet}
        onChange={(e) => setQuiet(e.target.checked ? { start: '22:00', end: '08:00' } : null)}
      />
      {quiet && (
        <div className="grid grid-cols-2 gap-4 sm:max-w-md">
          {(['start', 'end'] as const).map((edge) => (
            <div key={edge} className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-${edge}`} className="font-medium">
                {t(`reminders.quiet${edge === 'start' ? 'Start' : 'End'}`)}
              </label>
              <input
                id={`${id}-${edge}`}
                type="time"
                value={quiet[edge]}
                onChange={(e) => setQuiet({ ...quiet, [edge]: e.target.value })}
                className={`${inputClass} py-2`}
              />
            </div>
          ))}
        </div>
      )}
      {save.isError && <FormAlert>{saveFailedMessage(save.error)}</FormAlert>}
      <p role="status" className="text-primary font-medium empty:hidden">
        {saved ? t('reminders.saved') : ''}
      </p>
      <Button type="submit" variant="outline" className="self-start" disabled={save.isPending}>
        {t('reminders.save')}
      </Button>
    </form>
  );
}

/** The daily reminder: push where the browser allows it, and always the gentle card in the app. */
export function ReminderSettings() {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const reminders = useReminders();
  const push = usePushDevice(reminders.data);
  return (
    <Card role="group" aria-labelledby={titleId} className="flex flex-col gap-4">
      <h3 id={titleId} className="text-xl">
        {t('reminders.title')}
      </h3>
      <p className="text-muted-foreground">{t('reminders.explain')}</p>
      {reminders.isError ? (
        <LoadError
          message={t('reminders.loadError')}
          retryLabel={t('retry')}
          onRetry={() => void reminders.refetch()}
        />
      ) : !reminders.data ? (
        <div aria-hidden="true" className="bg-surface-muted/60 h-56 animate-pulse rounded-2xl" />
      ) : (
        <>
          <ReminderForm settings={reminders.data} push={push} />
          <ThisDevice settings={reminders.data} push={push} />
        </>
      )}
    </Card>
  );
}
