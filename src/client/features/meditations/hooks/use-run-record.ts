import { useCallback, useRef, useState } from 'react';
import { meditationMinimumSeconds } from '@shared/constants/practice';
import { randomId } from '@/lib/format';
import { useRecordMeditation } from '../api/meditations';

/**
 * Records a run of the meditation for a signed-in person, once: when it finishes, or when it is
 * stopped after at least a minute. `newRun()` starts counting a new one.
 */
export function useRunRecord({ slug, signedIn }: { slug: string; signedIn: boolean }) {
  const [recordedMinutes, setRecordedMinutes] = useState<number | null>(null);
  const { mutate: recordRun } = useRecordMeditation(slug);
  const runId = useRef(randomId());
  const runRecorded = useRef(false);

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

  const newRun = useCallback(() => {
    runId.current = randomId();
    runRecorded.current = false;
    setRecordedMinutes(null);
  }, []);

  return { recordOnce, newRun, recordedMinutes };
}
