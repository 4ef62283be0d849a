import { BookOpen, Dumbbell, Headphones } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import type { AiSuggestion } from '@shared/schemas/chat';
import { pathOf } from '@shared/routes';

/** Where a suggested library item opens (SPEC: no route parameters, so a query string). */
export function suggestionHref(s: AiSuggestion): string {
  const slug = encodeURIComponent(s.slug);
  if (s.kind === 'exercise') return `${pathOf('exercises')}?e=${slug}`;
  if (s.kind === 'meditation') return `${pathOf('meditation')}?m=${slug}`;
  return `${pathOf('resources')}?r=${slug}`;
}

const icons = { exercise: Dumbbell, meditation: Headphones, resource: BookOpen } as const;

/** The exercise, meditation or resource the reply suggests, as links. */
export function SuggestionLinks({ suggestions }: { suggestions: AiSuggestion[] }) {
  const { t } = useTranslation('chat');
  if (suggestions.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-muted-foreground text-sm font-medium">{t('suggestions.title')}</p>
      <ul className="flex flex-wrap gap-2">
        {suggestions.map((s) => {
          const Icon = icons[s.kind];
          return (
            <li key={`${s.kind}:${s.slug}`}>
              <Link
                to={suggestionHref(s)}
                className="border-border bg-surface hover:border-primary/60 inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm"
              >
                <Icon aria-hidden="true" className="text-primary size-4" />
                <span className="text-muted-foreground">{t(`suggestions.${s.kind}`)}:</span>
                <span className="font-medium">{s.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
