import { usePostedForm } from './posted-form';

/**
 * The server's refusal of a form posted before the page's scripts ran, when it belongs to no one
 * field ("Tilbuddet er allerede besvaret"), as the dark public pages show it; `wording` puts it in the
 * page's language (lib/refusal-text.ts), the server's Danish words where none is given.
 */
export function PostedRefusal({ className = '', wording = (message: string) => message }: { className?: string; wording?: (message: string) => string }) {
  const message = usePostedForm()?.message;
  if (!message) return null;
  return (
    <p role="alert" className={`rounded-lg bg-red-950 p-3 text-red-100 ${className}`.trim()}>
      {wording(message)}
    </p>
  );
}
