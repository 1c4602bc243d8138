import { useEffect, useState, useSyncExternalStore } from 'react';
import type { CheckInOutcome } from '../../../../shared/schemas/door';
import { indexedDbDoorStore } from './door-store';
import { type DoorSnapshot, DoorSync } from './door-sync';
import { restDoorTransport } from './door-transport';
import type { QueuedCheckIn } from './door-view';

/** Several phones on one door agree within seconds: each asks for the state this often. */
const POLL_MS = 3000;

const NOT_STARTED: DoorSnapshot = { queue: [], online: true };

/**
 * The phone's door for one night: started when the page is in the browser (the server renders the
 * frame only), asking for the state every 3 s while the page is shown, and sending the queue at once
 * when the browser says the network is back.
 */
export function useDoorSync(eventId: number, door: string, onOutcomes: (outcomes: CheckInOutcome[], sent: QueuedCheckIn[]) => void) {
  const [sync, setSync] = useState<DoorSync>();
  const doorRef = useLatest(door);
  const outcomesRef = useLatest(onOutcomes);

  useEffect(() => {
    const started = new DoorSync({
      eventId,
      door: () => doorRef.current,
      transport: restDoorTransport(),
      store: indexedDbDoorStore,
      onOutcomes: (outcomes, sent) => outcomesRef.current(outcomes, sent),
    });
    setSync(started);
    if (!navigator.onLine) started.networkGone();
    void started.start();
    const poll = setInterval(() => {
      if (document.visibilityState === 'visible') void started.refresh();
    }, POLL_MS);
    const back = () => started.networkBack();
    const gone = () => started.networkGone();
    window.addEventListener('online', back);
    window.addEventListener('offline', gone);
    return () => {
      clearInterval(poll);
      window.removeEventListener('online', back);
      window.removeEventListener('offline', gone);
      started.stop();
    };
  }, [eventId, doorRef, outcomesRef]);

  const snapshot = useSyncExternalStore(
    sync?.subscribe ?? noSubscription,
    sync?.snapshot ?? notStarted,
    notStarted,
  );
  return { sync, snapshot };
}

const noSubscription = () => () => undefined;
const notStarted = () => NOT_STARTED;

/** A ref that always holds the latest value, for callbacks made once. */
function useLatest<T>(value: T) {
  const [ref] = useState(() => ({ current: value }));
  ref.current = value;
  return ref;
}
