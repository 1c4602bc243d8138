import { useId, useState } from 'react';
import type { CreatedApiToken as CreatedApiTokenDto } from '../../../../../shared/schemas/api-token';
import { controlClass } from '../../../components/form/fields';
import { Button } from '../../../components/ui/button';

/**
 * The token just made, shown this once: the server keeps only its hash, so once this is closed
 * nobody can show it again. Copying is said in a live region, for screen readers too.
 */
export function CreatedApiToken({ created, onDone }: { created: CreatedApiTokenDto; onDone: () => void }) {
  const [message, setMessage] = useState('');
  const inputId = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.token);
      setMessage('Nøglen er kopieret');
    } catch {
      setMessage('Nøglen kunne ikke kopieres; markér den, og kopiér den selv');
    }
  }

  return (
    <section aria-label="Ny API-nøgle" className="mb-6 max-w-2xl rounded-md border border-amber-300 bg-amber-50 p-4">
      <p className="mb-3 font-semibold text-stone-900">Kopiér nøglen “{created.name}” nu. Den vises ikke igen.</p>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-800">
        API-nøgle
      </label>
      <input id={inputId} readOnly value={created.token} onFocus={(event) => event.target.select()} className={`${controlClass} font-mono text-sm`} />
      <p className="mt-2 text-sm text-stone-700">
        Send den som <code className="font-mono">Authorization: Bearer {'<nøgle>'}</code>.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button onClick={() => void copy()}>Kopiér</Button>
        <Button variant="secondary" onClick={onDone}>
          Færdig
        </Button>
        <span role="status" className="text-sm text-stone-700">
          {message}
        </span>
      </div>
    </section>
  );
}
