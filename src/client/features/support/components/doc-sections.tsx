import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { type PageId, pathOf } from '@shared/routes';

export interface DocBlock {
  p?: string;
  ul?: string[];
}
export interface DocSection {
  id: string;
  title: string;
  blocks: DocBlock[];
  links?: { page: PageId; label: string }[];
}

/**
 * A long help or legal text with its table of contents: a numbered list of in-page links
 * (sticky beside the text on wide screens) and one titled section per entry. The text is
 * rendered as React elements from the namespace's `sections` array.
 */
export function DocSections({
  ns,
  values,
  extras = {},
}: {
  ns: 'guide' | 'legal';
  values?: Record<string, string | number>;
  extras?: Record<string, ReactNode>;
}) {
  const { t } = useTranslation(ns);
  const sections = t('sections', { returnObjects: true, ...values }) as DocSection[];
  const list = Array.isArray(sections) ? sections : [];

  return (
    <div className="grid gap-10 lg:grid-cols-[15rem_1fr]">
      <nav aria-labelledby={`${ns}-toc-title`} id={`${ns}-toc`} className="lg:sticky lg:top-20 lg:self-start">
        <div className="border-border bg-surface shadow-soft rounded-3xl border p-5 lg:max-h-[calc(100dvh-4rem)] lg:overflow-y-auto">
          <h2 id={`${ns}-toc-title`} className="mb-3 text-lg">
            {t('tocTitle')}
          </h2>
          <ol className="marker:text-muted-foreground flex list-decimal flex-col gap-2 pl-6 text-sm leading-snug">
            {list.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-foreground hover:text-primary rounded-md underline-offset-4 hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </nav>
      <div className="flex min-w-0 flex-col gap-10">
        {list.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-24 lg:scroll-mt-20"
          >
            <h2 id={`${section.id}-title`} className="text-2xl">
              <span className="text-muted-foreground mr-2">{index + 1}.</span>
              {section.title}
            </h2>
            <div className="mt-4 flex max-w-3xl flex-col gap-4 leading-relaxed">
              {section.blocks.map((block, i) =>
                block.ul ? (
                  <ul key={i} className="marker:text-primary flex list-disc flex-col gap-2 pl-6">
                    {block.ul.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : (
                  <p key={i}>{block.p}</p>
                ),
              )}
              {extras[section.id]}
              <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
                {section.links?.map((link) => (
                  <Link
                    key={link.page + link.label}
                    to={pathOf(link.page)}
                    className="text-primary font-medium underline underline-offset-4"
                  >
                    {link.label}
                  </Link>
                ))}
                <a href={`#${ns}-toc`} className="text-muted-foreground text-sm underline underline-offset-4">
                  {t('backToTop')}
                </a>
              </div>
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
