import { Pause, Play, RotateCcw, Square } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MeditationDetail, meditationMinimumSeconds } from '@shared/schemas/meditations';
import { Button } from '@/components/ui/button';
import { formatClock, randomId } from '@/features/exercises/components/practice-ui/format';
import { SignInInvite } from '@/features/exercises/components/practice-ui/sign-in-invite';
import { currentLang } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useRecordMeditation } from '../api/meditations';
import { useElapsedClock } from '../hooks/use-elapsed-clock';
import { useWakeLock } from '../hooks/use-wake-lock';
import { playBell, unlockAudio } from '../lib/bell';
import { stepIndexAt } from '../lib/elapsed-clock';
import { speak, speechAvailable, stopSpeaking } from '../lib/speech';

/**
 * The guided-meditation player. Time comes from timestamps (see useElapsedClock), so a
 * background tab or a locked phone catches up on return: the step due now is shown and spoken
 * once, the missed ones are skipped. Each step is spoken in the UI language at its time, unless
 * the text-only mode is on; a soft bell marks the start and the end. A finished run, or one
 * stopped after a minute, is recorded for signed-in users.
 */
export function MeditationPlayer({
  meditation,
  signedIn,
}: {
  meditation: MeditationDetail;
  signedIn: boolean;
}) {
  const { t } = useTranslation('meditation');
  const lang = currentLang();
  const ids = useId();
  const canSpeak = speechAvailable();
  const [textOnly, setTextOnly] = useState(!canSpeak);
  const [bellOn, setBellOn] = useState(true);
  const [announcement, setAnnouncement] = useState('');
  /** Text-only mode reads each new step to screen readers (the voice does it otherwise). */
  const [stepAnnouncement, setStepAnnouncement] = useState('');
  const [recordedMinutes, setRecordedMinutes] = useState<number | null>(null);
  const { mutate: recordRun } = useRecordMeditation(meditation.slug);
  const runId = useRef(randomId());
  const runRecorded = useRef(false);
  const spokenIndex = useRef(-1);
  const speechUnfinished = useRef(false);
  const durationMs = meditation.durationSeconds * 1000;
  const script = meditation.script;

  /** Sends this run once: finished, or stopped after at least a minute. */
  const recordOnce = useCallback(
    (seconds: number, completed: boolean) => {
      if (!signedIn || runRecorded.current) return;
      if (!completed && seconds < meditationMinimumSeconds) return;
      runRecorded.current = true;
      recordRun(
        { sessionId: runId.current, seconds: Math.floor(seconds), completed },
        { onSuccess: (result) => result.recorded && setRecordedMinutes(result.minutes) },
      );
    },
    [signedIn, recordRun],
  );

  const onFinish = useCallback(() => {
    if (bellOn) playBell();
    setAnnouncement(t('player.finished'));
    recordOnce(meditation.durationSeconds, true);
  }, [bellOn, t, recordOnce, meditation.durationSeconds]);

  const clock = useElapsedClock(durationMs, { onFinish });
  useWakeLock(clock.status === 'running');
  const elapsedSeconds = clock.elapsedMs / 1000;
  const stepIndex = clock.status === 'idle' ? -1 : stepIndexAt(script, elapsedSeconds);
  const step = stepIndex >= 0 ? script[stepIndex] : undefined;

  const say = useCallback(
    (index: number) => {
      const text = script[index]?.text;
      if (!text) return;
      if (textOnly) {
        setStepAnnouncement(text);
        return;
      }
      speechUnfinished.current = true;
      speak(text, lang, { onEnd: () => (speechUnfinished.current = false) });
    },
    [script, textOnly, lang],
  );

  // Speak (or announce) each step once, when it becomes due while running.
  useEffect(() => {
    if (clock.status !== 'running' || stepIndex < 0 || stepIndex === spokenIndex.current) return;
    spokenIndex.current = stepIndex;
    say(stepIndex);
  }, [clock.status, stepIndex, say]);

  useEffect(() => {
    if (textOnly) stopSpeaking();
  }, [textOnly]);

  // Voices load asynchronously in some browsers: ask early so the right one is ready at Start.
  useEffect(() => {
    if (canSpeak) window.speechSynthesis.getVoices();
  }, [canSpeak]);

  // Leaving the page mid-run counts like stopping it.
  const leave = useRef(() => {});
  useEffect(() => {
    leave.current = () => {
      if (clock.status === 'running' || clock.status === 'paused')
        recordOnce(clock.readElapsedMs() / 1000, false);
    };
  });
  useEffect(
    () => () => {
      stopSpeaking();
      leave.current();
    },
    [],
  );

  const newRun = () => {
    runId.current = randomId();
    runRecorded.current = false;
    spokenIndex.current = -1;
    setRecordedMinutes(null);
  };

  const start = () => {
    unlockAudio();
    newRun();
    if (bellOn) playBell();
    setAnnouncement(t('player.started'));
    clock.start();
  };
  const pause = () => {
    clock.pause();
    stopSpeaking();
    setAnnouncement(t('player.paused'));
  };
  const resume = () => {
    unlockAudio();
    clock.start();
    setAnnouncement(t('player.resumed'));
    if (speechUnfinished.current && !textOnly && spokenIndex.current >= 0) say(spokenIndex.current);
  };
  const restart = () => {
    stopSpeaking();
    unlockAudio();
    recordOnce(clock.readElapsedMs() / 1000, false);
    newRun();
    if (bellOn) playBell();
    setAnnouncement(t('player.restarted'));
    clock.restart();
  };
  const stop = () => {
    stopSpeaking();
    recordOnce(clock.readElapsedMs() / 1000, false);
    spokenIndex.current = -1;
    setAnnouncement(t('player.stopped'));
    clock.reset();
  };

  const total = formatClock(meditation.durationSeconds);
  const elapsed = formatClock(elapsedSeconds);
  const remaining = formatClock(Math.ceil(clock.remainingMs / 1000));
  const fraction = clock.elapsedMs / durationMs;

  return (
    <section aria-labelledby={`${ids}-now`} className="flex flex-col gap-6">
      <div className="from-lavender-soft via-surface to-primary-soft shadow-soft relative overflow-hidden rounded-[2rem] bg-gradient-to-br px-6 py-10 sm:px-12 sm:py-14">
        <div
          aria-hidden="true"
          className="bg-primary/10 absolute -top-20 -right-16 size-64 rounded-full blur-3xl"
        />
        <h2 id={`${ids}-now`} className="sr-only">
          {t('player.currentStep')}
        </h2>
        <p
          className={cn(
            'relative mx-auto min-h-[9rem] max-w-2xl text-center font-serif text-2xl leading-relaxed text-balance sm:text-3xl',
            !step && 'text-muted-foreground',
          )}
          data-testid="meditation-step"
        >
          {clock.status === 'finished' ? t('player.finished') : (step?.text ?? t('player.ready'))}
        </p>
      </div>

      <div className="flex flex-col gap-2">
        <div
          role="progressbar"
          aria-label={meditation.title}
          aria-valuemin={0}
          aria-valuemax={meditation.durationSeconds}
          aria-valuenow={Math.floor(elapsedSeconds)}
          aria-valuetext={t('player.progress', { elapsed, total })}
          className="bg-primary-soft h-2 overflow-hidden rounded-full"
        >
          <div
            className="bg-primary h-full rounded-full transition-[width] duration-300 ease-linear"
            style={{ width: `${fraction * 100}%` }}
          />
        </div>
        <div className="flex items-baseline justify-between gap-4">
          <div className="flex flex-col">
            <span className="text-muted-foreground text-sm" id={`${ids}-elapsed`}>
              {t('player.elapsed')}
            </span>
            <span
              role="timer"
              aria-labelledby={`${ids}-elapsed`}
              className="font-serif text-3xl font-semibold tabular-nums"
            >
              {elapsed}
            </span>
          </div>
          <div className="flex flex-col items-end">
            <span className="text-muted-foreground text-sm" id={`${ids}-remaining`}>
              {t('player.remaining')}
            </span>
            <span
              role="timer"
              aria-labelledby={`${ids}-remaining`}
              className="font-serif text-3xl font-semibold tabular-nums"
            >
              {remaining}
            </span>
          </div>
        </div>
      </div>

      <div
        role="group"
        aria-label={t('player.controls')}
        className="flex flex-wrap items-center justify-center gap-3"
      >
        {clock.status === 'running' ? (
          <Button type="button" size="lg" onClick={pause} className="min-w-36">
            <Pause aria-hidden="true" />
            {t('player.pause')}
          </Button>
        ) : clock.status === 'paused' ? (
          <Button type="button" size="lg" onClick={resume} className="min-w-36">
            <Play aria-hidden="true" />
            {t('player.resume')}
          </Button>
        ) : (
          <Button
            type="button"
            size="lg"
            onClick={clock.status === 'finished' ? restart : start}
            className="min-w-36"
          >
            <Play aria-hidden="true" />
            {t('player.start')}
          </Button>
        )}
        <Button
          type="button"
          size="lg"
          variant="outline"
          onClick={restart}
          disabled={clock.status === 'idle'}
        >
          <RotateCcw aria-hidden="true" />
          {t('player.restart')}
        </Button>
        <Button
          type="button"
          size="lg"
          variant="ghost"
          onClick={stop}
          disabled={clock.status !== 'running' && clock.status !== 'paused'}
        >
          <Square aria-hidden="true" />
          {t('player.stop')}
        </Button>
      </div>

      <p role="status" aria-live="polite" className="text-primary min-h-6 text-center text-sm font-medium">
        {announcement}
      </p>
      <p aria-live="polite" className="sr-only">
        {stepAnnouncement}
      </p>
      {recordedMinutes !== null && (
        <p className="text-muted-foreground text-center text-sm">
          {t('player.recorded', { count: recordedMinutes })}
        </p>
      )}

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
            checked={bellOn}
            onChange={(e) => setBellOn(e.target.checked)}
          />
          <span className="font-medium">{t('player.bell')}</span>
        </label>
      </fieldset>

      {!signedIn && (
        <SignInInvite
          text={t('player.signIn')}
          signInLabel={t('player.signInLink')}
          registerLabel={t('player.register')}
        />
      )}

      <details className="group border-border bg-surface rounded-2xl border p-5">
        <summary className="cursor-pointer font-semibold">{t('player.script')}</summary>
        <ol className="mt-4 flex flex-col gap-3">
          {script.map((s, i) => (
            <li
              key={s.at}
              aria-current={i === stepIndex ? 'step' : undefined}
              className={cn('flex gap-4 rounded-xl p-3', i === stepIndex && 'bg-primary-soft')}
            >
              <span className="text-muted-foreground w-14 shrink-0 text-sm tabular-nums">
                <span className="sr-only">{t('player.stepAt', { time: formatClock(s.at) })}</span>
                <span aria-hidden="true">{formatClock(s.at)}</span>
              </span>
              <span>{s.text}</span>
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
