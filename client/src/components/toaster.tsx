import { dismissToast, type ToastSeverity, useToasts } from '../lib/toasts';

const severityClass: Record<ToastSeverity, string> = {
  info: 'border-sky-600',
  success: 'border-emerald-600',
  warning: 'border-amber-500',
  error: 'border-red-600',
};

export function Toaster() {
  const toasts = useToasts();
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          // Errors interrupt the screen reader; everything else waits its turn.
          role={toast.severity === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 theme-light rounded-md border-l-4 bg-white p-4 text-stone-900 shadow-lg ${severityClass[toast.severity]}`}
        >
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{toast.title}</p>
            {toast.message && <p className="mt-1 text-sm text-stone-700">{toast.message}</p>}
          </div>
          <button
            type="button"
            aria-label="Luk"
            onClick={() => dismissToast(toast.id)}
            className="-m-1 rounded p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-accent-strong"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
              <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
}
