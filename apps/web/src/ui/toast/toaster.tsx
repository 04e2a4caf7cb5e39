import { useEffect } from 'react';
import { type Toast, useToastStore } from './toast-store';
import './toaster.css';

const SYMBOL: Record<Toast['kind'], string> = { success: '✓', error: '!', info: 'i', warning: '!' };

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((s) => s.dismiss);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs, dismiss]);
  return (
    // Not a live region itself: the store hands each notice to the batched announcer (ui/announcer).
    <div className={`pl-toast pl-toast--${toast.kind}`}>
      <span className="pl-toast__icon" aria-hidden="true">
        {SYMBOL[toast.kind]}
      </span>
      <span className="pl-toast__text">{toast.text}</span>
      <button type="button" className="pl-toast__close" aria-label="Dismiss" onClick={() => dismiss(toast.id)}>
        ×
      </button>
    </div>
  );
}

export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  return (
    <div className="pl-toaster">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </div>
  );
}
