// Where toasts appear: a polite live region, so screen readers announce them too.
import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToasts } from '../../lib/toast';
import { useT } from '../../i18n/i18n';

const NONE: never[] = [];
const STYLES = {
  success: 'border-brand-600 bg-brand-50 text-brand-900',
  error: 'border-red-600 bg-red-50 text-red-800',
  loading: 'border-slate-400 bg-white text-slate-800',
} as const;

export function Toaster() {
  const t = useT();
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, () => NONE);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-3 z-50 flex flex-col items-center gap-2 px-3"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-md border-l-4 px-4 py-3 text-sm shadow-md ${STYLES[toast.kind]}`}
        >
          <span className="flex-1">{toast.message}</span>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            className="rounded px-1 text-lg leading-none opacity-70 hover:opacity-100 focus-visible:outline focus-visible:outline-2"
            aria-label={t('browse.dismissNotification')}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
