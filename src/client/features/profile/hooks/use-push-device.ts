import { useEffect, useState } from 'react';
import type { ReminderSettings } from '@shared/schemas/profile';
import { useAddPushDevice, useRemovePushDevice } from '../api/reminders';
import { isSubscribed, pushState, type PushState, subscribeToPush, unsubscribeFromPush } from '../lib/push';

export type DeviceNote = 'subscribed' | 'unsubscribed' | 'unsupported' | 'denied' | 'failed' | null;

/**
 * This browser and the daily reminder: its push permission, and subscribing it (permission,
 * then `pushManager.subscribe` with the server's key, then the server keeps the subscription).
 * Call `subscribe` from a click: browsers ask for permission only then.
 */
export function usePushDevice(settings: ReminderSettings | null | undefined) {
  const add = useAddPushDevice();
  const remove = useRemovePushDevice();
  const [state, setState] = useState<PushState>(() => pushState());
  const [subscribed, setSubscribed] = useState(false);
  const [note, setNote] = useState<DeviceNote>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void isSubscribed().then((yes) => live && setSubscribed(yes));
    return () => {
      live = false;
    };
  }, []);

  const subscribe = async (): Promise<boolean> => {
    if (!settings) return false;
    setBusy(true);
    try {
      const outcome = await subscribeToPush(settings.vapidPublicKey);
      setState(pushState());
      if (!outcome.ok) {
        setNote(outcome.reason);
        return false;
      }
      await add.mutateAsync(outcome.subscription as never);
      setSubscribed(true);
      setNote('subscribed');
      return true;
    } catch {
      setNote('failed');
      return false;
    } finally {
      setBusy(false);
    }
  };
  /** This browser stops receiving the reminder; the others keep it. */
  const unsubscribe = async () => {
    setBusy(true);
    try {
      const endpoint = await unsubscribeFromPush();
      if (endpoint) await remove.mutateAsync(endpoint);
      setSubscribed(false);
      setNote('unsubscribed');
    } catch {
      setNote('failed');
    } finally {
      setBusy(false);
    }
  };
  return { state, subscribed, note, busy, subscribe, unsubscribe };
}
