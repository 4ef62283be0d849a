import { Pause, Play, RotateCcw, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { MeditationRun } from '../hooks/use-meditation-run';

/** Start (or pause, resume), restart and stop. */
export function PlayerControls({ run }: { run: MeditationRun }) {
  const { t } = useTranslation('meditation');
  const { status } = run.clock;
  const { start, pause, resume, restart, stop } = run.controls;
  return (
    <div
      role="group"
      aria-label={t('player.controls')}
      className="flex flex-wrap items-center justify-center gap-3"
    >
      {status === 'running' ? (
        <Button type="button" size="lg" onClick={pause} className="min-w-36">
          <Pause aria-hidden="true" />
          {t('player.pause')}
        </Button>
      ) : status === 'paused' ? (
        <Button type="button" size="lg" onClick={resume} className="min-w-36">
          <Play aria-hidden="true" />
          {t('player.resume')}
        </Button>
      ) : (
        <Button
          type="button"
          size="lg"
          onClick={status === 'finished' ? restart : start}
          className="min-w-36"
        >
          <Play aria-hidden="true" />
          {t('player.start')}
        </Button>
      )}
      <Button type="button" size="lg" variant="outline" onClick={restart} disabled={status === 'idle'}>
        <RotateCcw aria-hidden="true" />
        {t('player.restart')}
      </Button>
      <Button
        type="button"
        size="lg"
        variant="ghost"
        onClick={stop}
        disabled={status !== 'running' && status !== 'paused'}
      >
        <Square aria-hidden="true" />
        {t('player.stop')}
      </Button>
    </div>
  );
}

/** Text only (no voice) and the bell. */
export function PlayerOptions({ run, ids }: { run: MeditationRun; ids: string }) {
  const { t } = useTranslation('meditation');
  const { canSpeak, textOnly, setTextOnly } = run.voice;
  return (
    <fieldset className="border-border bg-surface flex flex-col gap-3 rounded-2xl border p-5">
      <legend className="px-1 text-sm font-semibold">{t('player.options')}</legend>
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5 accent-[var(--primary)]"
          checked={textOnly}
          disabled={!canSpeak}
          onChange={(e) => setTextOnly(e.target.checked)}
          aria-describedby={`${ids}-text-only`}
        />
        <span>
          <span className="font-medium">{t('player.textOnly')}</span>
          <span id={`${ids}-text-only`} className="text-muted-foreground block text-sm">
            {canSpeak ? t('player.textOnlyHint') : t('player.noVoice')}
          </span>
        </span>
      </label>
      <label className="flex cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-[var(--primary)]"
          checked={run.bellOn}
          onChange={(e) => run.setBellOn(e.target.checked)}
        />
        <span className="font-medium">{t('player.bell')}</span>
      </label>
    </fieldset>
  );
}
