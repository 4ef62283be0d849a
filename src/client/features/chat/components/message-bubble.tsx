import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@shared/schemas/chat';
import { CrisisHelp } from '@/components/safety/crisis-help';
import { cn } from '@/lib/utils';
import { DistortionNotes } from './distortion-notes';
import { ReplyText } from '@/components/ai/reply-text';
import { SuggestionLinks } from '@/components/ai/suggestion-links';

export function isMisunderstoodReply(message: ChatMessage): boolean {
  return !!message.crisis && message.content === message.crisis.misunderstood;
}

/** One message of the conversation: the person's, Serenamente's (with its help), or a crisis marker. */
export function MessageBubble({
  message,
  onOpenPlan,
  onMisunderstood,
  misunderstoodPending,
}: {
  message: ChatMessage;
  onOpenPlan: () => void;
  /** Only on the latest crisis reply: "you misunderstood me". */
  onMisunderstood?: () => void;
  misunderstoodPending?: boolean;
}) {
  const { t } = useTranslation('chatMore');

  if (message.role === 'user' || message.role === 'event') {
    const event = message.role === 'event';
    return (
      <li className="flex justify-end">
        <div
          className={cn(
            'flex max-w-[85%] flex-col gap-2 rounded-3xl rounded-br-lg px-4 py-3 sm:max-w-[75%]',
            event ? 'border-border bg-surface-muted border border-dashed' : 'bg-primary text-primary-foreground',
          )}
        >
          <span className="sr-only">{t('you')}:</span>
          {message.content && <p className="break-words whitespace-pre-line">{message.content}</p>}
          {event && (
            <p className="text-muted-foreground flex items-start gap-2 text-sm">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('crisisEvent')}
            </p>
          )}
        </div>
      </li>
    );
  }

  const crisis = message.crisis;
  const followUp = isMisunderstoodReply(message);
  return (
    <li id={`message-${message.id}`} className="flex scroll-mt-36 justify-start">
      <div
        className={cn(
          'border-border bg-surface shadow-soft flex max-w-[92%] flex-col gap-3 rounded-3xl rounded-bl-lg border px-4 py-3 sm:max-w-[80%]',
          crisis && !followUp && 'border-danger/40',
        )}
      >
        <span className="sr-only">{t('assistant')}:</span>
        <ReplyText text={message.content} />
        <DistortionNotes distortions={message.distortions} />
        <SuggestionLinks suggestions={message.suggestions} />
        {crisis && !followUp && (
          <CrisisHelp
            support={crisis}
            onOpenPlan={onOpenPlan}
            onMisunderstood={onMisunderstood}
            misunderstoodPending={misunderstoodPending}
          />
        )}
      </div>
    </li>
  );
}
