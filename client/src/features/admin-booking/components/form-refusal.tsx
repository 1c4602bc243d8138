import { useState } from 'react';
import { inScreenWords } from '../../../../../shared/messages';
import { Refusal } from '../../../lib/form-action';

/**
 * The server's refusal that belongs to no one field ("Datoen har allerede en første og en anden
 * option"), shown at the top of the form that was sent until it is sent again.
 */
export function useFormRefusal() {
  const [refusal, setRefusal] = useState<string>();
  return {
    shown: refusal && (
      <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
        {inScreenWords(refusal)}
      </p>
    ),
    /** Runs a request; a refusal stays shown, success calls `onDone`. */
    async send(request: Promise<Refusal | undefined>, onDone: () => void) {
      setRefusal(undefined);
      const outcome = await request;
      if (outcome instanceof Refusal) setRefusal(outcome.message);
      else onDone();
      return outcome;
    },
  };
}
