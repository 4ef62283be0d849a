import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import type { StaffRoleName } from '@shared/schemas/admin';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AccountTab } from './account-tab';
import { AuditTab } from './audit-tab';
import { LaunchTab } from './launch-tab';
import { OverviewTab } from './overview-tab';
import { ServiceTab } from './service-tab';
import { UsersTab } from './users-tab';

const adminTabs = [
  'overview',
  'users',
  'launch',
  'content',
  'support',
  'audit',
  'service',
  'account',
] as const;
const editorTabs = ['content', 'account'] as const;
type Tab = (typeof adminTabs)[number];

/**
 * The admin console. Editors see content and their account only; the server refuses them the
 * rest anyway. The content and support panels come from their own features (passed in).
 */
export function AdminConsole({
  role,
  content,
  support,
}: {
  role: StaffRoleName;
  content: ReactNode;
  support: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const tabs: readonly Tab[] = role === 'admin' ? adminTabs : editorTabs;
  const asked = params.get('tab') as Tab | null;
  const current = asked && tabs.includes(asked) ? asked : tabs[0]!;
  const panels: Record<Tab, () => ReactNode> = {
    overview: () => <OverviewTab />,
    users: () => <UsersTab />,
    launch: () => <LaunchTab />,
    content: () => content,
    support: () => support,
    audit: () => <AuditTab />,
    service: () => <ServiceTab />,
    account: () => <AccountTab />,
  };
  return (
    <Tabs value={current} onValueChange={(v) => setParams({ tab: v }, { replace: true })}>
      <div className="overflow-x-auto pb-1">
        <TabsList aria-label={t('tabs.label')} className="w-max">
          {tabs.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {tabs.map((tab) => (
        <TabsContent key={tab} value={tab}>
          {tab === current ? panels[tab]() : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
