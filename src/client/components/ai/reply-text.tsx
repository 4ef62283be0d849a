import { cn } from '@/lib/utils';

type Block = { kind: 'text'; lines: string[] } | { kind: 'ul' | 'ol'; items: string[] };

/** Splits a reply into paragraphs and the "- " or "1. " lists the engines write. Plain text only. */
export function replyBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const para of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let current = null as Block | null;
    for (const raw of para.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      const bullet = /^[-•*]\s+(.*)$/.exec(line);
      const numbered = /^\d{1,2}[.)]\s+(.*)$/.exec(line);
      const kind = bullet ? 'ul' : numbered ? 'ol' : 'text';
      const content = bullet?.[1] ?? numbered?.[1] ?? line;
      if (current?.kind === kind) {
        if (current.kind === 'text') current.lines.push(content);
        else current.items.push(content);
      } else {
        current = kind === 'text' ? { kind, lines: [content] } : { kind, items: [content] };
        blocks.push(current);
      }
    }
  }
  return blocks;
}

/** A reply from the AI, readable: paragraphs, and real lists where it wrote one. */
export function ReplyText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-3 break-words', className)}>
      {replyBlocks(text).map((block, i) =>
        block.kind === 'text' ? (
          <p key={i} className="whitespace-pre-line">
            {block.lines.join('\n')}
          </p>
        ) : block.kind === 'ul' ? (
          <ul key={i} className="marker:text-primary flex list-disc flex-col gap-1.5 pl-5">
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          <ol key={i} className="marker:text-primary flex list-decimal flex-col gap-1.5 pl-5">
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ol>
        ),
      )}
    </div>
  );
}
