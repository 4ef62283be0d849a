import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/components/page-intro';
import { SosButton } from '@/components/safety/sos-button';
import { Spinner } from '@/components/ui/spinner';
import { lazyPart } from '@/lib/lazy-part';
import { useSession } from '@/lib/session/use-session';
import { SignedOutChat } from '@/features/chat/components/signed-out-chat';
import { useSos } from '@/features/safety/hooks/use-sos';

// The help panel (a Radix dialog) loads when it is first opened, not with the page.
const SosDialog = lazy(() =>
  import('@/features/safety/components/sos-dialog').then((m) => ({ default: m.SosDialog })),
);

// Only signed-in people talk with the companion: visitors never download the workspace.
const ChatWorkspace = lazyPart(() =>
  import('@/features/chat/components/chat-workspace').then((m) => m.ChatWorkspace),
);

/** A member's shell becomes the workspace: the app renders over it once the workspace's code is here. */
export const memberParts = ChatWorkspace.ready;

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
  // Once opened, the panel stays mounted, so it closes (and gives the focus back) as a dialog does.
  const [sosLoaded, setSosLoaded] = useState(false);
  if (sos.open && !sosLoaded) setSosLoaded(true);

  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <PageIntro page="chat" />
        {/* A member has the SOS button in the workspace's toolbar, which stays on screen while the
            conversation scrolls. This one shows in a member's shell (help is one tap away from the
            first paint); once the app has rendered, a copy out of reach keeps its place, so the text
            beside it does not reflow: a tap finds the toolbar's, never a button turned invisible
            under the finger. The copy still opens the panel for a tap made on the shell's button
            before the app could handle it, which the app replays on the same place
            (lib/early-click.ts). */}
        {signedIn ? (
          <SosButton
            aria-hidden="true"
            inert
            tabIndex={-1}
            className="invisible mt-1"
            onClick={() => sos.show('help')}
          />
        ) : (
          <SosButton className="mt-1" onClick={() => sos.show('help')} />
        )}
      </div>
      {status === 'loading' ? (
        <Spinner />
      ) : signedIn ? (
        <Suspense fallback={<Spinner />}>
          <ChatWorkspace.Part onOpenSos={sos.show} />
        </Suspense>
      ) : (
        <SignedOutChat />
      )}
      {sosLoaded && (
        <Suspense fallback={null}>
          <SosDialog
            open={sos.open}
            onOpenChange={sos.setOpen}
            tab={sos.tab}
            onTabChange={sos.setTab}
            signedIn={signedIn}
          />
        </Suspense>
      )}
    </>
  );
}
