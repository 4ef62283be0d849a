import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/page-intro';
import { SosButton } from '@/components/safety/sos-button';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session/use-session';
import { SignedOutChat } from '@/features/chat/components/signed-out-chat';
import { SosDialog } from '@/features/safety/components/sos-dialog';
import { useSos } from '@/features/safety/hooks/use-sos';

// Only signed-in people talk with the companion: visitors never download the workspace.
const ChatWorkspace = lazy(() =>
  import('@/features/chat/components/chat-workspace').then((m) => ({ default: m.ChatWorkspace })),
);

/**
 * /chat: the CBT companion. Visitors see what it offers, the AI disclaimer, the SOS panel and
 * the way to sign in; signed-in people talk with it (SPEC §1, §2, §6).
 */
export default function ChatPage() {
  // Load every namespace the page uses at once (one suspense, no flash of keys).
  useTranslation(['chat', 'safety']);
  const { user, status } = useSession();
  const sos = useSos();
  const signedIn = !!user;

  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <PageIntro page="chat" />
        {!signedIn && <SosButton className="mt-1" onClick={() => sos.show('help')} />}
      </div>
      {status === 'loading' ? (
        <Spinner />
      ) : signedIn ? (
        <Suspense fallback={<Spinner />}>
          <ChatWorkspace onOpenSos={sos.show} />
        </Suspense>
      ) : (
        <SignedOutChat />
      )}
      <SosDialog
        open={sos.open}
        onOpenChange={sos.setOpen}
        tab={sos.tab}
        onTabChange={sos.setTab}
        signedIn={signedIn}
      />
    </>
  );
}
