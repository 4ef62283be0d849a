import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useId, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import { type SupportMessageInput, supportMessageInputSchema } from '@shared/schemas/support';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useSendSupportMessage } from '../api/send-support-message';
import { IdentityFields, TopicAndMessageFields } from './contact-fields';

function SentNotice({ sent, onAnother }: { sent: { name: string; email: string }; onAnother: () => void }) {
  const { t } = useTranslation('support');
  return (
    <div
      role="status"
      className="border-primary/40 bg-primary-soft/60 flex flex-col items-start gap-4 rounded-3xl border p-6"
    >
      <CheckCircle2 aria-hidden="true" className="text-primary size-8" />
      <h3 className="text-2xl">{t('form.sentTitle', { name: sent.name })}</h3>
      <p>{t('form.sentText', { email: sent.email })}</p>
      <p className="text-muted-foreground text-sm">{t('form.sentUrgent')}</p>
      <Button variant="outline" onClick={onAnother}>
        {t('form.another')}
      </Button>
    </div>
  );
}

/** The contact form: one zod schema with the server; a calm confirmation once it is sent. */
export function ContactForm() {
  const { t } = useTranslation('support');
  const ids = useId();
  const send = useSendSupportMessage();
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const form = useForm<SupportMessageInput>({
    resolver: zodResolver(supportMessageInputSchema),
    defaultValues: {
      name: '',
      email: '',
      topic: undefined as unknown as SupportMessageInput['topic'],
      message: '',
    },
  });
  const serverError =
    send.error instanceof ApiError ? send.error : send.error ? { code: 'network.error', params: {} } : null;

  const onSubmit = form.handleSubmit((values) => {
    send.mutate(values, {
      onSuccess: () => {
        setSent({ name: values.name.trim(), email: values.email.trim() });
        form.reset();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'validation.failed') {
          for (const d of err.details) {
            const field = d.path.replace(/^body\./, '') as FieldPath<SupportMessageInput>;
            form.setError(field, { message: d.message });
          }
        }
      },
    });
  });

  if (sent) return <SentNotice sent={sent} onAnother={() => setSent(null)} />;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <IdentityFields form={form} ids={ids} />
      <TopicAndMessageFields form={form} ids={ids} />
      <p className="text-muted-foreground text-sm">
        {t('form.privacy')}{' '}
        <Link to={pathOf('terms')} className="text-primary underline underline-offset-4">
          {t('form.privacyLink')}
        </Link>
      </p>
      {serverError && serverError.code !== 'validation.failed' && (
        <p role="alert" className="bg-danger-soft rounded-2xl p-4 text-sm">
          {t(`errors:${serverError.code}`, {
            defaultValue: t('errors:internal.error'),
            ...serverError.params,
          })}
        </p>
      )}
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('form.sending') : t('form.send')}
        </Button>
      </div>
    </form>
  );
}
