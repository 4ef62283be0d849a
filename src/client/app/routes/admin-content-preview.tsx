import type { ItemPreview } from '@/features/admin-content';
import { GoalAndSteps } from '@/features/exercises/components/exercise-body';
import { ExerciseCard } from '@/features/exercises/components/exercise-card';
import { MeditationCard } from '@/features/meditations/components/meditation-list-view';
import { PlayerScript } from '@/features/meditations/components/player-display';
import { QuoteCardFrame, QuoteFigure } from '@/features/quotes/components/daily-quote-card';
import { PromptItems } from '@/features/reflections/components/prompt-list';
import { TodayReflection } from '@/features/reflections/components/today-reflection';
import { ResourceCard } from '@/features/resources/components/resource-card';
import { ResourceText } from '@/features/resources/components/resource-detail';

const noop = () => {};

/**
 * The content editor's preview (features/admin-content), drawn by the public pages' own
 * components from the form's values: the daily quote card, the exercise card and its steps, the
 * meditation card and its script, the library card and its text, today's reflection, a prompt of
 * the list. A change to one of them shows here too. Nothing is fetched; loaded with the editor.
 */
export default function AdminContentPreview({ preview }: { preview: ItemPreview }) {
  switch (preview.kind) {
    case 'quotes':
      return (
        <QuoteCardFrame>
          <QuoteFigure quote={preview.quote} />
        </QuoteCardFrame>
      );
    case 'reflection-prompts':
      return (
        <PromptItems prompts={[preview.prompt]} categoryLabel={() => preview.categoryLabel} onChoose={noop} />
      );
    case 'reflections':
      return (
        <TodayReflection
          reflection={preview.reflection}
          categoryLabel={preview.categoryLabel}
          isLoading={false}
          isError={false}
          onRetry={noop}
          onAnother={noop}
          anotherPending={false}
          onWrite={noop}
        />
      );
    case 'exercises':
      return (
        <>
          <ul className="grid max-w-md">
            <ExerciseCard exercise={preview.card} />
          </ul>
          <GoalAndSteps exercise={preview.body} />
        </>
      );
    case 'meditations':
      return (
        <>
          <ul className="grid max-w-md">
            <MeditationCard meditation={preview.card} />
          </ul>
          <PlayerScript run={{ stepIndex: -1 }} meditation={preview} />
        </>
      );
    case 'resources':
      return (
        <>
          <div className="max-w-md">
            <ResourceCard item={preview.card} />
          </div>
          <ResourceText slug={preview.card.slug} item={preview.body} signedIn={false} />
        </>
      );
  }
}
