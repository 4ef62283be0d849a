import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { currentLang } from '@/lib/i18n';
import { useUsers } from './api';
import { UserDetail } from './user-detail';

/** Accounts by username or email; one opens with its plan, dates, counts and actions. */
export function UsersTab() {
  const { t } = useTranslation('admin');
  const lang = currentLang();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const { data, error } = useUsers(q, page);

  if (open) return <UserDetail id={open} onBack={() => setOpen(null)} />;
  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="flex flex-col gap-4">
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-3">
        <TextField
          className="min-w-64 flex-1"
          label={t('users.search')}
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">{t('users.find')}</Button>
      </form>
      {error && <p role="alert">{t('failed')}</p>}
      {!data ? (
        <Spinner />
      ) : (
        <Card className="overflow-x-auto p-2">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('users.caption', { count: data.total })}</caption>
            <thead>
              <tr className="text-muted-foreground">
                <th className="p-2">{t('users.username')}</th>
                <th className="p-2">{t('users.email')}</th>
                <th className="p-2">{t('users.plan')}</th>
                <th className="p-2">{t('users.created')}</th>
                <th className="p-2">{t('users.state')}</th>
              </tr>
            </thead>
            <tbody>
              {data.users.map((u) => (
                <tr key={u.id} className="border-border border-t">
                  <td className="p-2">
                    <Button variant="link" className="h-auto p-0" onClick={() => setOpen(u.id)}>
                      {u.username}
                    </Button>
                  </td>
                  <td className="p-2 break-all">{u.email}</td>
                  <td className="p-2">{t(`plans.${u.plan}`)}</td>
                  <td className="p-2">{formatDate(u.createdAt, lang)}</td>
                  <td className="p-2">
                    {u.disabledAt
                      ? t('users.disabled')
                      : u.role !== 'member'
                        ? t(`roles.${u.role}`)
                        : t('users.active')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.users.length === 0 && <p className="text-muted-foreground p-2">{t('users.none')}</p>}
        </Card>
      )}
      <nav aria-label={t('users.pages')} className="flex items-center gap-3">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t('users.previous')}
        </Button>
        <span>{t('users.page', { page, pages })}</span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {t('users.next')}
        </Button>
      </nav>
    </div>
  );
}
