import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { currentLang } from '@/lib/i18n';
import { useAudit } from './api';

const empty = { actor: '', action: '', from: '', to: '' };
const show = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/** The audit log, newest first, filtered by actor, action and dates. */
export function AuditTab() {
  const { t } = useTranslation('admin');
  const lang = currentLang();
  const [draft, setDraft] = useState(empty);
  const [filter, setFilter] = useState(empty);
  const { data } = useAudit(filter);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilter(draft);
  };
  const field = (key: keyof typeof empty, type = 'text') => (
    <TextField
      label={t(`audit.${key}`)}
      type={type}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
    />
  );
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        {field('actor')}
        {field('action')}
        {field('from', 'date')}
        {field('to', 'date')}
        <Button type="submit">{t('audit.filter')}</Button>
      </form>
      {!data ? (
        <Spinner />
      ) : (
        <Card className="overflow-x-auto p-2">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('audit.caption')}</caption>
            <thead>
              <tr className="text-muted-foreground">
                <th className="p-2">{t('audit.when')}</th>
                <th className="p-2">{t('audit.actor')}</th>
                <th className="p-2">{t('audit.action')}</th>
                <th className="p-2">{t('audit.target')}</th>
                <th className="p-2">{t('audit.change')}</th>
                <th className="p-2">{t('audit.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((e) => (
                <tr key={e.id} className="border-border border-t align-top">
                  <td className="p-2 whitespace-nowrap">{formatDate(e.createdAt, lang, true)}</td>
                  <td className="p-2">{e.actorName}</td>
                  <td className="p-2 font-mono">{e.action}</td>
                  <td className="p-2 break-all">{[e.targetType, e.targetId].filter(Boolean).join(' ')}</td>
                  <td className="p-2 font-mono text-xs break-all">
                    {[show(e.before), show(e.after)].filter(Boolean).join(' → ')}
                  </td>
                  <td className="p-2">{e.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.entries.length === 0 && <p className="text-muted-foreground p-2">{t('audit.none')}</p>}
        </Card>
      )}
    </div>
  );
}
