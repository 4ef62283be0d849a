import { Fragment } from 'react';
import { cn } from '@/lib/utils';

export type MarkdownBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

/**
 * Parses the library's light markdown: blank-line separated paragraphs, '## ' (and '### ')
 * headings, '- ' list items. Everything else is plain text: nothing becomes HTML.
 */
export function parseLightMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
    } else if (/^#{2,3}\s/.test(line)) {
      flush();
      blocks.push({
        kind: 'heading',
        level: line.startsWith('### ') ? 3 : 2,
        text: line.replace(/^#{2,3}\s+/, ''),
      });
    } else if (/^[-*]\s/.test(line)) {
      if (paragraph.length) {
        blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
        paragraph = [];
      }
      (list ??= []).push(line.replace(/^[-*]\s+/, ''));
    } else if (list) {
      // A wrapped list item continues the previous one.
      list[list.length - 1] += ` ${line}`;
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/**
 * Renders light markdown as React elements (never as HTML). `headingOffset` shifts heading
 * levels so the text fits under the page's own outline ('## ' is h2 by default).
 */
export function LightMarkdown({
  source,
  headingOffset = 0,
  className,
}: {
  source: string;
  headingOffset?: 0 | 1 | 2;
  className?: string;
}) {
  const blocks = parseLightMarkdown(source);
  return (
    <div className={cn('flex flex-col gap-4 leading-relaxed', className)}>
      {blocks.map((block, i) => {
        if (block.kind === 'heading') {
          const level = Math.min(6, block.level + headingOffset);
          const Tag = `h${level}` as 'h2' | 'h3' | 'h4' | 'h5';
          return (
            <Tag key={i} className={cn('mt-4 font-serif', level <= 2 ? 'text-2xl' : 'text-xl')}>
              {block.text}
            </Tag>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={i} className="marker:text-primary flex list-disc flex-col gap-2 pl-6">
              {block.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          <Fragment key={i}>
            <p>{block.text}</p>
          </Fragment>
        );
      })}
    </div>
  );
}
