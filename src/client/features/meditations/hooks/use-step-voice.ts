import { useCallback, useEffect, useRef, useState } from 'react';
import type { MeditationDetail } from '@shared/schemas/meditations';
import type { Lang } from '@shared/i18n';
import { speak, speechAvailable, stopSpeaking } from '../lib/speech';

/**
 * Speaks each step of the script once, when it becomes due while running, in the UI language;
 * in text-only mode (or without a voice) it is announced to screen readers instead.
 */
export function useStepVoice({
  script,
  lang,
  running,
  stepIndex,
}: {
  script: MeditationDetail['script'];
  lang: Lang;
  running: boolean;
  stepIndex: number;
}) {
  const canSpeak = speechAvailable();
  const [textOnly, setTextOnly] = useState(!canSpeak);
  /** Text-only mode reads each new step to screen readers (the voice does it otherwise). */
  const [stepAnnouncement, setStepAnnouncement] = useState('');
  const spokenIndex = useRef(-1);
  const speechUnfinished = useRef(false);

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

  useEffect(() => {
    if (!running || stepIndex < 0 || stepIndex === spokenIndex.current) return;
    spokenIndex.current = stepIndex;
    say(stepIndex);
  }, [running, stepIndex, say]);

  useEffect(() => {
    if (textOnly) stopSpeaking();
  }, [textOnly]);

  // Voices load asynchronously in some browsers: ask early so the right one is ready at Start.
  useEffect(() => {
    if (canSpeak) window.speechSynthesis.getVoices();
  }, [canSpeak]);

  return {
    canSpeak,
    textOnly,
    setTextOnly,
    stepAnnouncement,
    /** Forgets what was spoken: the next run starts from its first step. */
    rewind: () => {
      spokenIndex.current = -1;
    },
    /** After a pause, says again the step the voice had not finished. */
    resume: () => {
      if (speechUnfinished.current && !textOnly && spokenIndex.current >= 0) say(spokenIndex.current);
    },
  };
}
