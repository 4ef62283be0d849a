import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeditationDetail } from '@shared/schemas/meditations';
import { SignInInvite } from '@/components/sign-in-invite';
import { useMeditationRun } from '../hooks/use-meditation-run';
import { PlayerControls, PlayerOptions } from './player-controls';
import { PlayerProgress, PlayerScript, PlayerStage } from './player-display';

/**
 * The guided-meditation player: the step due now, the progress and its controls, each step
 * spoken in the UI language at its time unless text-only mode is on (useMeditationRun). A
 * finished run, or one stopped after a minute, is recorded for signed-in users.
 */
export function MeditationPlayer({
  meditation,
  signedIn,
}: {
  meditation: MeditationDetail;
  signedIn: boolean;
}) {
  const { t } = useTranslation('meditation');
  const ids = useId();
  const run = useMeditationRun({ meditation, signedIn });

  return (
    <section aria-labelledby={`${ids}-now`} className="flex flex-col gap-6">
      <PlayerStage run={run} meditation={meditation} titleId={`${ids}-now`} />
      <PlayerProgress run={run} meditation={meditation} ids={ids} />
      <PlayerControls run={run} />

      <p role="status" aria-live="polite" className="text-primary min-h-6 text-center text-sm font-medium">
        {run.announcement}
      </p>
      <p aria-live="polite" className="sr-only">
        {run.voice.stepAnnouncement}
      </p>
      {run.recordedMinutes !== null && (
        <p className="text-muted-foreground text-center text-sm">
          {t('player.recorded', { count: run.recordedMinutes })}
        </p>
      )}

      <PlayerOptions run={run} ids={ids} />
      {!signedIn && (
        <SignInInvite
          text={t('player.signIn')}
          signInLabel={t('player.signInLink')}
          registerLabel={t('player.register')}
        />
      )}
      <PlayerScript run={run} meditation={meditation} />
    </section>
  );
}
