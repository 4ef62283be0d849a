import type { GroundingExerciseView } from '@shared/schemas/safety';
import { cn } from '@/lib/utils';

/** A short grounding exercise: a few steps to come back to the here and now. */
export function GroundingExercise({
  exercise,
  headingLevel = 3,
  className,
}: {
  exercise: GroundingExerciseView;
  headingLevel?: 3 | 4;
  className?: string;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={cn('bg-lavender-soft flex flex-col gap-3 rounded-2xl p-4', className)}>
      <Heading className="font-sans text-base font-semibold">{exercise.title}</Heading>
      <p className="text-sm">{exercise.intro}</p>
      <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-sm">
        {exercise.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
