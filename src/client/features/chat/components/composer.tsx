import { SendHorizontal, Square } from 'lucide-react';
import { type FocusEvent, type FormEvent, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatMessageMaxLength } from '@shared/constants/chat';
import type { FormCheck } from '@/app/lazy-resolver';
import { Button } from '@/components/ui/button';
import { lazyPart } from '@/lib/lazy-part';

/**
 * The route's own rule for a message (shared/schemas/chat), loaded at the first send, with the
 * check itself (lazyZodCheck). One field needs no form library: the composer is on the first
 * screen of /chat, and react-hook-form would add 13 KB gzipped to it.
 */
let composerCheck: Promise<(values: unknown) => Promise<FormCheck<{ message: string }>>> | undefined;
const checkComposer = async (values: { message: string }) => {
  composerCheck ??= import('@/app/lazy-resolver').then(({ lazyZodCheck }) =>
    lazyZodCheck(() => import('@/app/form-schemas').then((m) => m.composerSchema)),
  );
  return (await composerCheck)(values);
};

/**
 * The field's error, in words (the `errors` catalogue loads with the check). Written here rather
 * than taken from the forms' shared module, which the first screen of /chat would load whole.
 */
function ComposerError({ id, code }: { id: string; code?: string }) {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <p id={id} className="text-danger text-sm font-medium">
      {t(`errors:${code}`, { defaultValue: t('errors:validation.failed') })}
    </p>
  );
}

/** The notice at the daily limit: loaded once the allowance runs low or is used, not with the page. */
const limitNotice = lazyPart(() =>
  import('@/components/daily-limit/daily-limit-notice').then((m) => m.DailyLimitNotice),
);

/** At the daily limit, the notice; its code is fetched as soon as the next request may be the last. */
function LimitNotice({
  id,
  limit,
  remaining,
}: {
  id: string;
  limit: { resetsAt: string | null } | null;
  remaining: number | null;
}) {
  const blocked = limit !== null;
  useEffect(() => {
    if (blocked || (remaining !== null && remaining <= 1)) limitNotice.preload();
  }, [blocked, remaining]);
  if (!limit) return null;
  return (
    <Suspense fallback={null}>
      <limitNotice.Part id={id} resetsAt={limit.resetsAt} />
    </Suspense>
  );
}

/** Send, or stop the reply while it streams; at the limit Send waits, described by the notice. */
function SendOrStop({ busy, onStop, blockedBy }: { busy: boolean; onStop: () => void; blockedBy: string | null }) {
  const { t } = useTranslation('chat');
  if (busy) {
    return (
      <Button type="button" variant="outline" size="icon" onClick={onStop} aria-label={t('composer.stop')}>
        <Square aria-hidden="true" />
      </Button>
    );
  }
  return (
    <Button
      type="submit"
      size="icon"
      aria-label={t('composer.send')}
      aria-disabled={blockedBy ? true : undefined}
      aria-describedby={blockedBy ?? undefined}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
    >
      <SendHorizontal aria-hidden="true" />
    </Button>
  );
}

/** The composer's own ref and the page's on the one field. */
const bothRefs =
  (own: RefObject<HTMLTextAreaElement | null>, page?: RefObject<HTMLTextAreaElement | null>) =>
  (el: HTMLTextAreaElement | null) => {
    own.current = el;
    if (page) page.current = el;
  };

/** On phones the keyboard takes half the screen: keep the field in view. */
function keepInView(e: FocusEvent<HTMLTextAreaElement>) {
  const el = e.currentTarget;
  setTimeout(() => el.scrollIntoView({ block: 'nearest' }), 300);
}

/** The composer's text and its check: as a form library would, at a send, then at each change while an error shows. */
function useComposerText({
  restore,
  busy,
  onSend,
}: {
  restore?: { text: string } | null;
  busy: boolean;
  onSend: (message: string) => void;
}) {
  const ref = useRef<HTMLTextAreaElement | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (restore) setMessage(restore.text);
  }, [restore]);

  const submit = async () => {
    const checked = await checkComposer({ message });
    if (checked.errors) {
      setError(checked.errors.message);
      ref.current?.focus();
      return;
    }
    setError(undefined);
    if (busy) return;
    onSend(checked.values.message.trim());
    setMessage('');
  };
  const onChange = (value: string) => {
    setMessage(value);
    if (error) void checkComposer({ message: value }).then((checked) => setError(checked.errors?.message));
  };
  return { ref, message, error, submit, onChange };
}

/**
 * Where the person writes. Enter sends, Shift+Enter adds a line; while a reply streams, the
 * button stops it. It stays at the bottom of the screen (and above the on-screen keyboard).
 * At the daily limit the notice sits on top of it and the field and button are disabled but
 * still focusable, so a keyboard or screen-reader user hears why (aria-describedby).
 */
export function Composer({
  busy,
  onSend,
  onStop,
  remaining,
  limit,
  restore,
  fieldRef,
  onWrite,
}: {
  busy: boolean;
  onSend: (message: string) => void;
  onStop: () => void;
  remaining: number | null;
  /** Today's allowance is used: when it comes back (null when not known). */
  limit: { resetsAt: string | null } | null;
  /** Words to put back in the field (a message the server refused). */
  restore?: { text: string } | null;
  /** The text field, for the page to move focus to (after a quick reply chosen from the keyboard). */
  fieldRef?: RefObject<HTMLTextAreaElement | null>;
  /** The person is about to write (the field has the focus): what shows a message may load. */
  onWrite?: () => void;
}) {
  const { t } = useTranslation('chat');
  const id = useId();
  const limitId = `${id}-limit`;
  const blocked = limit !== null;
  const { ref, message, error, submit, onChange } = useComposerText({ restore, busy, onSend });
  // At the limit a press of Send or Enter does nothing (no check, no error): the notice says why.
  const trySubmit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!blocked) void submit();
  };

  return (
    <form
      onSubmit={trySubmit}
      className="border-border bg-background/95 sticky bottom-0 z-20 -mx-1 flex flex-col gap-2 border-t px-1 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur"
      noValidate
    >
      <LimitNotice id={limitId} limit={limit} remaining={remaining} />
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('composer.label')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={`${id}-input`}
          ref={bothRefs(ref, fieldRef)}
          name="message"
          value={message}
          onChange={(e) => onChange(e.target.value)}
          // At the limit the field is smaller and invites nothing: the notice above has the word.
          rows={blocked ? 1 : 2}
          maxLength={chatMessageMaxLength}
          placeholder={blocked ? undefined : t('composer.placeholder')}
          readOnly={blocked}
          aria-disabled={blocked || undefined}
          aria-invalid={!!error}
          aria-describedby={[blocked && limitId, error && `${id}-error`, `${id}-hint`].filter(Boolean).join(' ')}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              trySubmit();
              e.preventDefault();
            }
          }}
          onFocus={(e) => {
            onWrite?.();
            keepInView(e);
          }}
          className="border-border bg-surface text-foreground placeholder:text-muted-foreground/80 focus-visible:border-primary aria-[invalid=true]:border-danger aria-disabled:bg-surface-muted aria-disabled:cursor-not-allowed max-h-48 min-h-12 flex-1 resize-y rounded-2xl border px-4 py-3 text-base"
        />
        <SendOrStop busy={busy} onStop={onStop} blockedBy={blocked ? limitId : null} />
      </div>
      <ComposerError id={`${id}-error`} code={error} />
      <p id={`${id}-hint`} className="text-muted-foreground flex flex-wrap justify-between gap-x-4 text-xs">
        <span className="hidden sm:inline">{t('composer.hint')}</span>
        {remaining !== null && !blocked && <span>{t('composer.remaining', { count: remaining })}</span>}
      </p>
    </form>
  );
}
