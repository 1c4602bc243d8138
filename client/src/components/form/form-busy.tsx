import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useMemo, useState } from 'react';

type FormBusy = { busy: boolean; setBusy: (id: string, busy: boolean) => void };

const FormBusyContext = createContext<FormBusy>({
  busy: false,
  setBusy: () => {},
});

/** Tracks the controls of one form that are still working (an upload), so it is not submitted half done. */
export function FormBusyProvider({ children }: { children: ReactNode }) {
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const setBusy = useCallback((id: string, busy: boolean) => {
    setBusyIds((current) => {
      if (current.has(id) === busy) return current;
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ busy: busyIds.size > 0, setBusy }), [busyIds, setBusy]);
  return <FormBusyContext.Provider value={value}>{children}</FormBusyContext.Provider>;
}

/** A control says it is working; the form's submit button waits for it. */
export function useMarkFormBusy(busy: boolean) {
  const id = useId();
  const { setBusy } = useContext(FormBusyContext);
  useEffect(() => {
    setBusy(id, busy);
    return () => setBusy(id, false);
  }, [id, busy, setBusy]);
}

export function useFormBusy(): boolean {
  return useContext(FormBusyContext).busy;
}
