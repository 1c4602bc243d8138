import { useId } from 'react';
import { CONTRACT_MESSAGES, MAX_CONTRACT_BYTES, type Offer } from '../../../../shared/schemas/offer';
import { formatFileSize } from '../../lib/offer-terms';
import { FieldError } from '../form/fields';

const NO_ANSWER = 'Kontrakten kunne ikke sendes. Tjek din forbindelse, og prøv igen.';

/** The server's refusal of a contract, shaped as tRPC's client errors are, so forms and toasts treat it alike (lib/api-error.ts). */
class ContractRefusal extends Error {
  readonly data: { httpStatus: number };
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ContractRefusal';
    this.data = { httpStatus: status };
  }
}

/** What is wrong with a chosen file before it goes up a phone's connection: the server's own words. */
export function contractProblem(file: File): string | undefined {
  if (file.size > MAX_CONTRACT_BYTES) return CONTRACT_MESSAGES.tooLarge;
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return CONTRACT_MESSAGES.notPdf;
  return undefined;
}

/** PUT /api/offers/{id}/contract (docs/applications.md#the-contract): answers the offer with its contract. */
export async function uploadContract(offerId: number, file: File): Promise<Offer> {
  const problem = contractProblem(file);
  if (problem) throw new ContractRefusal(problem === CONTRACT_MESSAGES.tooLarge ? 413 : 415, problem);
  const body = new FormData();
  body.append('file', file);
  const response = await fetch(`/api/offers/${offerId}/contract`, { method: 'PUT', body, credentials: 'same-origin' }).catch(() => {
    throw new Error(NO_ANSWER);
  });
  const answer = (await response.json().catch(() => ({}))) as Offer | { message?: string };
  if (!response.ok) throw new ContractRefusal(response.status, ('message' in answer && answer.message) || NO_ANSWER);
  return answer as Offer;
}

/** "kontrakt.pdf (120 kB)", a download from the booking group's address. */
export function ContractLink({ offer }: { offer: Pick<Offer, 'id' | 'contract'> }) {
  if (!offer.contract) return null;
  return (
    <a href={`/api/offers/${offer.id}/contract`} download className="inline-block min-h-6 py-0.5 font-medium underline underline-offset-2 [overflow-wrap:anywhere]">
      {offer.contract.fileName} ({formatFileSize(offer.contract.size)})
    </a>
  );
}

type ContractPickerProps = {
  label: string;
  /** The chosen file, or undefined when none is. */
  onPick: (file: File | undefined) => void;
  error?: string;
  hint?: string;
};

/** A file input for one PDF, labelled, with the server's limits as its hint and a refusal under it. */
export function ContractPicker({ label, onPick, error, hint = 'En PDF på højst 10 MB. Akten kan hente den på tilbuddets side.' }: ContractPickerProps) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error && errorId].filter(Boolean).join(' ')}
        onChange={(event) => onPick(event.target.files?.[0])}
        className="block w-full min-w-0 text-sm text-stone-800 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border file:border-stone-300 file:bg-white file:px-4 file:font-semibold file:text-stone-900 hover:file:bg-stone-100"
      />
      <p id={hintId} className="text-sm text-stone-600">
        {hint}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** "Læg kontrakt ved" as a button that opens the file chooser; the chosen PDF goes to `onPick` at once. */
export function ContractUploadButton({ label, onPick, disabled }: { label: string; onPick: (file: File) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <span>
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-900 hover:bg-stone-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-strong peer-disabled:cursor-wait peer-disabled:opacity-60"
      >
        {label}
      </label>
    </span>
  );
}
