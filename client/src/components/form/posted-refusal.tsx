import { usePostedForm } from './posted-form';

/**
 * The server's refusal of a form posted before the page's scripts ran, when it belongs to no one
 * field ("Tilbuddet er allerede besvaret"), as the dark public pages show it.
 */
export function PostedRefusal({ className = '' }: { className?: string }) {
  const message = usePostedForm()?.message;
  if (!message) return null;
  return (
    <p role="alert" className={`rounded-lg bg-red-950 p-3 text-red-100 ${className}`.trim()}>
      {message}
    </p>
  );
}
