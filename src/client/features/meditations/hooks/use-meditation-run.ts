import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeditationDetail } from '@shared/schemas/meditations';
import { currentLang } from '@/lib/i18n';
import { playBell, unlockAudio } from '@/lib/practice/bell';
import { stepIndexAt } from '@/lib/practice/elapsed-clock';
import { useElapsedClock } from '@/lib/practice/use-elapsed-clock';
import { stopSpeaking } from '../lib/speech';
import { useRunRecord } from './use-run-record';
import { useStepVoice } from './use-step-voice';
import { useWakeLock } from './use-wake-lock';

/** Leaving the page silences the voice, and mid-run it counts like stopping the run. */
function useRecordOnLeave(
  clock: ReturnType<typeof useElapsedClock>,
  recordOnce: (seconds: number, completed: boolean) => void,
) {
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
}

/**
 * One run of a guided meditation: its clock (from timestamps, so a background tab or a locked
 * phone catches up on return and the missed steps are skipped), the step due now and its voice,
 * the bell at the start and the end, what the status line says, and the run's record.
 */
export function useMeditationRun({
  meditation,
  signedIn,
}: {
  meditation: MeditationDetail;
  signedIn: boolean;
}) {
  const { t } = useTranslation('meditation');
  const [bellOn, setBellOn] = useState(true);
  const [announcement, setAnnouncement] = useState('');
  const { recordOnce, newRun, recordedMinutes } = useRunRecord({ slug: meditation.slug, signedIn });

  const onFinish = useCallback(() => {
    if (bellOn) playBell();
    setAnnouncement(t('player.finished'));
    recordOnce(meditation.durationSeconds, true);
  }, [bellOn, t, recordOnce, meditation.durationSeconds]);

  const clock = useElapsedClock(meditation.durationSeconds * 1000, { onFinish });
  useWakeLock(clock.status === 'running');
  const elapsedSeconds = clock.elapsedMs / 1000;
  const stepIndex = clock.status === 'idle' ? -1 : stepIndexAt(meditation.script, elapsedSeconds);
  const voice = useStepVoice({
    script: meditation.script,
    lang: currentLang(),
    running: clock.status === 'running',
    stepIndex,
  });

  useRecordOnLeave(clock, recordOnce);

  const begin = (said: string, run: () => void) => {
    unlockAudio();
    newRun();
    voice.rewind();
    if (bellOn) playBell();
    setAnnouncement(t(said));
    run();
  };
  const controls = {
    start: () => begin('player.started', clock.start),
    pause: () => {
      clock.pause();
      stopSpeaking();
      setAnnouncement(t('player.paused'));
    },
    resume: () => {
      unlockAudio();
      clock.start();
      setAnnouncement(t('player.resumed'));
      voice.resume();
    },
    restart: () => {
      stopSpeaking();
      recordOnce(clock.readElapsedMs() / 1000, false);
      begin('player.restarted', clock.restart);
    },
    stop: () => {
      stopSpeaking();
      recordOnce(clock.readElapsedMs() / 1000, false);
      voice.rewind();
      setAnnouncement(t('player.stopped'));
      clock.reset();
    },
  };

  return {
    clock,
    elapsedSeconds,
    stepIndex,
    voice,
    bellOn,
    setBellOn,
    announcement,
    recordedMinutes,
    controls,
  };
}

export type MeditationRun = ReturnType<typeof useMeditationRun>;
