import * as Dialog from '@radix-ui/react-dialog';
import { LifeBuoy, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { crisisLines } from '@shared/crisis-lines';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SignInInvite } from '@/components/sign-in-invite';
import { currentLang } from '@/lib/i18n';
import { useSafetyGuide } from '../api/safety';
import { GroundingExercise } from '@/components/safety/grounding-exercise';
import { EmergencyCall, HelplineList } from '@/components/safety/helpline-list';
import { SafetyPlanForm } from './safety-plan-form';

export type SosTab = 'help' | 'plan';

/** Every support line but 112 (shown apart, first), from the app's one list (src/shared/crisis-lines.ts). */
function useSupportLines() {
  const lang = currentLang();
  return crisisLines
    .filter((line) => !line.emergency)
    .map((line) => ({
      id: line.id,
      name: line.name[lang],
      number: line.number,
      href: line.tel,
      hours: line.hours[lang],
      description: line.who[lang],
      ...(line.whatsapp ? { whatsapp: line.whatsapp } : {}),
    }));
}

function HelpNow() {
  const { t } = useTranslation('safety');
  const guide = useSafetyGuide(currentLang());
  const lines = useSupportLines();
  return (
    <div className="flex flex-col gap-6">
      <EmergencyCall />
      <section className="flex flex-col gap-3" aria-labelledby="sos-lines-title">
        <div>
          <h3 id="sos-lines-title" className="font-sans text-lg font-semibold">
            {t('lines.title')}
          </h3>
          <p className="text-muted-foreground text-sm">{t('lines.text')}</p>
        </div>
        <HelplineList lines={lines} />
      </section>
      <section className="flex flex-col gap-3" aria-label={t('grounding.title')}>
        {guide.data ? (
          <GroundingExercise exercise={guide.data.grounding[0]!} />
        ) : (
          <p className="text-muted-foreground text-sm">{guide.isError ? '' : t('grounding.loading')}</p>
        )}
      </section>
    </div>
  );
}

/**
 * The SOS panel: 112, the Italian support lines with tap-to-call links and hours, a short
 * grounding exercise, and the personal safety plan. The numbers come with the page itself, so
 * they show even when the network does not answer.
 */
export function SosDialog({
  open,
  onOpenChange,
  tab,
  onTabChange,
  signedIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: SosTab;
  onTabChange: (tab: SosTab) => void;
  signedIn: boolean;
}) {
  const { t } = useTranslation('safety');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="bg-foreground/30 fixed inset-0 z-50 backdrop-blur-sm" />
        <Dialog.Content className="border-border bg-background text-foreground shadow-soft fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-3xl border sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[88dvh] sm:w-[min(94vw,42rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl">
          <div className="flex items-start justify-between gap-3 border-b border-border p-5">
            <div className="flex flex-col gap-1">
              <Dialog.Title className="flex items-center gap-2 font-serif text-2xl">
                <LifeBuoy aria-hidden="true" className="text-danger size-6" />
                {t('sos.title')}
              </Dialog.Title>
              <Dialog.Description className="text-muted-foreground text-sm">{t('sos.intro')}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('sos.close')}>
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto p-5">
            <Tabs value={tab} onValueChange={(v) => onTabChange(v as SosTab)}>
              <TabsList>
                <TabsTrigger value="help">{t('tabs.help')}</TabsTrigger>
                <TabsTrigger value="plan">{t('tabs.plan')}</TabsTrigger>
              </TabsList>
              <TabsContent value="help">
                <HelpNow />
              </TabsContent>
              <TabsContent value="plan">
                {signedIn ? (
                  <SafetyPlanForm />
                ) : (
                  <SignInInvite
                    text={t('plan.signIn')}
                    signInLabel={t('plan.signInAction')}
                    registerLabel={t('plan.register')}
                  />
                )}
              </TabsContent>
            </Tabs>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
