import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { currentLang } from '@/lib/i18n';
import type { AdminUserDetail } from '@shared/schemas/admin';
import { useUser, useUserAction } from './api';
import { useErrorText } from './use-error-text';

type Action = 'premium' | 'sessions/end' | 'disable' | 'enable' | 'role' | 'export' | 'delete';

/** One account: plan, dates and activity counts (never content), and the audited actions. */
export function UserDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const { data: user } = useUser(id);
  const act = useUserAction(id);
  const [action, setAction] = useState<Action>('premium');
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('30');
  const [confirmUsername, setConfirmUsername] = useState('');
  const [done, setDone] = useState<string | null>(null);

  if (!user) return <Spinner />;
  const actions: Action[] = [
    'premium',
    'sessions/end',
    user.disabledAt ? 'enable' : 'disable',
    'role',
    'export',
    'delete',
  ];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const body: Record<string, unknown> = { reason };
    if (action === 'premium') body.days = Number(days);
    if (action === 'role') body.role = user.role === 'editor' ? 'member' : 'editor';
    if (action === 'delete') body.confirmUsername = confirmUsername;
    act.mutate(
      { action, body },
      {
        onSuccess: () => {
          setDone(t(`users.done.${action}`));
          setReason('');
          if (action === 'delete') onBack();
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <Button variant="link" className="self-start p-0" onClick={onBack}>
        {t('users.back')}
      </Button>
      <UserFacts user={user} />
      <Card className="flex flex-col gap-4 p-5">
        <h3 className="text-xl">{t('users.actionsTitle')}</h3>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <ActionPicker actions={actions} action={action} onChange={setAction} role={user.role} />
          {action === 'premium' && (
            <TextField
              label={t('users.days')}
              type="number"
              min={1}
              max={3650}
              value={days}
              onChange={(e) => setDays(e.target.value)}
            />
          )}
          {action === 'delete' && (
            <TextField
              label={t('users.confirmUsername', { username: user.username })}
              value={confirmUsername}
              onChange={(e) => setConfirmUsername(e.target.value)}
            />
          )}
          <TextField
            label={t('users.reason')}
            hint={t('users.reasonHint')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Outcome error={errorText(act.error, t('failed'))} done={done} />
          <Button type="submit" variant={action === 'delete' ? 'danger' : 'primary'} disabled={act.isPending}>
            {t('users.apply')}
          </Button>
        </form>
      </Card>
    </div>
  );
}

/** Plan, dates and activity counts: how many, never what was written. */
function UserFacts({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const lang = currentLang();
  const date = (d: string | null) => (d ? formatDate(d, lang) : '—');
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h3 className="text-2xl">{user.username}</h3>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
        {(
          [
            ['email', user.email],
            ['role', t(`roles.${user.role}`)],
            ['plan', t(`plans.${user.plan}`)],
            ['premiumUntil', date(user.premiumUntil)],
            ['created', date(user.createdAt)],
            ['lastLogin', date(user.lastLoginAt)],
            ['disabled', date(user.disabledAt)],
            ['sessions', user.sessions],
            ...Object.entries(user.counts).map(([k, v]) => [`counts.${k}`, v]),
          ] as [string, string | number][]
        ).map(([k, v]) => (
          <div key={k} className="border-border flex justify-between gap-3 border-b py-1">
            <dt className="text-muted-foreground">{t(`users.fields.${k}`)}</dt>
            <dd className="break-all">{v}</dd>
          </div>
        ))}
      </dl>
      <p className="text-muted-foreground text-sm">{t('users.privacyNote')}</p>
    </Card>
  );
}

function ActionPicker({
  actions,
  action,
  onChange,
  role,
}: {
  actions: Action[];
  action: Action;
  onChange: (a: Action) => void;
  role: AdminUserDetail['role'];
}) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="mb-2 font-medium">{t('users.action')}</legend>
      {actions.map((a) => (
        <label key={a} className="border-border flex items-center gap-2 rounded-full border px-3 py-2">
          <input type="radio" name="action" checked={action === a} onChange={() => onChange(a)} />
          {a === 'role'
            ? t(role === 'editor' ? 'users.actions.roleMember' : 'users.actions.roleEditor')
            : t(`users.actions.${a}`)}
        </label>
      ))}
    </fieldset>
  );
}

function Outcome({ error, done }: { error: string | null; done: string | null }) {
  if (error) {
    return (
      <p role="alert" className="text-danger font-medium">
        {error}
      </p>
    );
  }
  return done ? (
    <p role="status" className="text-primary font-medium">
      {done}
    </p>
  ) : null;
}
