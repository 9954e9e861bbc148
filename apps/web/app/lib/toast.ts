// Toasts (001 §4, §9): success 2 s, error 4 s, loading until dismissed; at most 20 shown.
import { TOAST_ERROR_MS, TOAST_LIMIT, TOAST_SUCCESS_MS } from '@solestock/domain';

export type ToastKind = 'success' | 'error' | 'loading';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToasts = (): Toast[] => toasts;

export function dismissToast(id: number): void {
  if (!toasts.some((t) => t.id === id)) return;
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function show(kind: ToastKind, message: string): number {
  const id = nextId++;
  // The oldest give way beyond the limit.
  toasts = [...toasts, { id, kind, message }].slice(-TOAST_LIMIT);
  emit();
  const lifetime = kind === 'success' ? TOAST_SUCCESS_MS : kind === 'error' ? TOAST_ERROR_MS : 0;
  if (lifetime > 0) setTimeout(() => dismissToast(id), lifetime);
  return id;
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  loading: (message: string) => show('loading', message),
  dismiss: dismissToast,
};
