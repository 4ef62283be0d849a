import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { pathOf } from '@shared/routes';
import {
  type DeleteAccountInput,
  type DeleteAccountRequest,
  deleteAccountSchema,
  deleteConfirmWords,
} from '@shared/schemas/privacy';
import { Button } from '@/components/ui/button';
import { FormAlert, PasswordField, TextField } from '@/components/form/form-fields';
import { applyServerErrors } from '@/lib/form-errors';
import { currentLang } from '@/lib/i18n';
import { toast } from '@/lib/toast-store';
import { forgetDeletedAccount, useDeleteAccount } from '../api/delete-account';

const emptyForm: DeleteAccountInput = { password: '', confirm: '' };

/** The dialog's state: open or not, the form, the server's refusal, and what success does. */
function useDeleteAccountFlow() {
  const { t } = useTranslation('privacy');
  const [open, setOpen] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const word = deleteConfirmWords[currentLang()];
  const form = useForm<DeleteAccountInput, unknown, DeleteAccountRequest>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: emptyForm,
  });
  const { errors, isSubmitting } = form.formState;
  const pending = isSubmitting || remove.isPending;

  const onOpenChange = (next: boolean) => {
    if (pending) return;
    setOpen(next);
    if (!next) {
      form.reset(emptyForm);
      setAlert(null);
      remove.reset();
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await remove.mutateAsync(values);
    } catch (err) {
      const message = applyServerErrors(err, {
        setError: form.setError,
        fields: ['password', 'confirm'],
        fieldCodes: { 'privacy.wrong_password': 'password' },
      });
      setAlert(message);
      return;
    }
    // Leave first: forgetting the person unmounts this page.
    void navigate(pathOf('home'), { replace: true });
    forgetDeletedAccount(queryClient);
    toast({ title: t('deleted.title'), description: t('deleted.text'), variant: 'success' });
  });

  return { open, onOpenChange, form, errors, alert, pending, onSubmit, word };
}

type DeleteAccountFlow = ReturnType<typeof useDeleteAccountFlow>;

function DeleteAccountForm({ flow }: { flow: DeleteAccountFlow }) {
  const { t } = useTranslation('privacy');
  return (
    <form onSubmit={flow.onSubmit} noValidate className="mt-5 flex flex-col gap-5">
      <PasswordField
        label={t('dialog.password')}
        hint={t('dialog.passwordHint')}
        autoComplete="current-password"
        error={flow.errors.password?.message}
        {...flow.form.register('password')}
      />
      <TextField
        label={t('dialog.confirm', { word: flow.word })}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        error={flow.errors.confirm?.message}
        {...flow.form.register('confirm')}
      />
      <FormAlert>{flow.alert}</FormAlert>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button type="button" variant="outline" disabled={flow.pending}>
            {t('dialog.cancel')}
          </Button>
        </Dialog.Close>
        <Button type="submit" variant="danger" disabled={flow.pending}>
          {flow.pending ? t('dialog.submitting') : t('dialog.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Delete account": a button that opens a dialog asking for the password and the word ELIMINA
 * (DELETE in English), with a plain warning that it cannot be undone. Refusals show next to the
 * fields; on success the browser forgets the person as at logout and goes home with a toast.
 */
export function DeleteAccountDialog() {
  const { t } = useTranslation('privacy');
  const flow = useDeleteAccountFlow();

  return (
    <Dialog.Root open={flow.open} onOpenChange={flow.onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant="outline" className="border-danger/40 text-danger hover:bg-danger-soft self-start">
          <Trash2 aria-hidden="true" />
          {t('delete.button')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="bg-foreground/30 fixed inset-0 z-50 backdrop-blur-sm" />
        <Dialog.Content
          className="border-border bg-surface text-foreground shadow-soft fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col overflow-y-auto rounded-t-3xl border p-5 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[88dvh] sm:w-[min(94vw,30rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-6"
          onInteractOutside={(e) => {
            if (flow.pending) e.preventDefault();
          }}
        >
          <div className="flex flex-col gap-3">
            <Dialog.Title className="pr-10 font-serif text-2xl">{t('dialog.title')}</Dialog.Title>
            <Dialog.Description className="border-danger/30 bg-danger-soft flex items-start gap-3 rounded-2xl border px-4 py-3 font-medium">
              <TriangleAlert aria-hidden="true" className="text-danger mt-0.5 size-5 shrink-0" />
              <span>{t('dialog.warning')}</span>
            </Dialog.Description>
          </div>
          <DeleteAccountForm flow={flow} />
          <Dialog.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              className="absolute top-3 right-3"
              aria-label={t('dialog.close')}
              disabled={flow.pending}
            >
              <X aria-hidden="true" />
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
