import { usePostedForm } from './posted-form';
import { useServerWords } from './server-words';

/** The server's refusal of the whole form (components/form/posted-refusal.tsx), in the page's language where it is known. */
export function PostedMessage({ className = '' }: { className?: string }) {
  const message = usePostedForm()?.message;
  const words = useServerWords();
  if (!message) return null;
  return (
    <p role="alert" className={`rounded-lg bg-red-950 p-3 text-red-100 ${className}`.trim()}>
      {words(message)}
    </p>
  );
}
