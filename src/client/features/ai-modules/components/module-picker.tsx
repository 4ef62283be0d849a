import { HeartHandshake, type LucideIcon, MessageCircleQuestion, Moon, NotebookPen, Waves } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { type AiModuleId, aiModuleIds } from '@shared/schemas/ai-modules';

export const moduleIcons: Record<AiModuleId, LucideIcon> = {
  relationships: HeartHandshake,
  writing: NotebookPen,
  muscle_relaxation: Waves,
  sleep: Moon,
  custom: MessageCircleQuestion,
};

/** The five guided flows, each with what it is for. */
export function ModulePicker({ hrefFor }: { hrefFor: (module: AiModuleId) => string }) {
  const { t } = useTranslation('aiModules');
  return (
    <section aria-labelledby="modules-picker-title" className="flex flex-col gap-4">
      <h2 id="modules-picker-title" className="text-2xl">
        {t('picker.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {aiModuleIds.map((id) => {
          const Icon = moduleIcons[id];
          return (
            <li key={id}>
              <article className="border-border bg-surface shadow-soft focus-within:border-primary hover:border-primary/60 relative flex h-full flex-col gap-3 rounded-3xl border p-5 transition-colors">
                <span className="bg-primary-soft text-primary grid size-10 place-items-center rounded-full">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="text-xl leading-snug">
                  <Link
                    to={hrefFor(id)}
                    className="focus-visible:after:outline-ring rounded-md after:absolute after:inset-0 after:rounded-3xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2"
                  >
                    {t(`modules.${id}.title`)}
                  </Link>
                </h3>
                <p className="text-muted-foreground">{t(`modules.${id}.description`)}</p>
                <span aria-hidden="true" className="text-primary mt-auto pt-1 text-sm font-semibold">
                  {t('picker.start')} →
                </span>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
