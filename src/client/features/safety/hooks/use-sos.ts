import { useState } from 'react';
import type { SosTab } from '../components/sos-dialog';

/** Open state of the SOS panel, so a crisis message can open it on the safety plan. */
export function useSos() {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<SosTab>('help');
  return {
    open,
    tab,
    setOpen,
    setTab,
    show: (next: SosTab = 'help') => {
      setTab(next);
      setOpen(true);
    },
  };
}
