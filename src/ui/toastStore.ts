import { toastDurationMs } from '../contract/limits';

export type ToastKind = 'success' | 'error' | 'info';
/** `action` names what raised the toast (an API call: `POST /loginSub`), so retrying it closes the toast. */
export type Toast = { id: number; kind: ToastKind; message: string; action?: string };
export type ToastOptions = { durationMs?: number; action?: string };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const emit = () => listeners.forEach((listener) => listener());

const closeWhere = (matches: (toast: Toast) => boolean): void => {
  const closing = toasts.filter(matches);
  if (closing.length === 0) return;
  closing.forEach((toast) => {
    clearTimeout(timers.get(toast.id));
    timers.delete(toast.id);
  });
  toasts = toasts.filter((toast) => !matches(toast));
  emit();
};

/**
 * Framework-free toast queue, so the API client can raise toasts; `<Toaster>` renders it. A toast
 * belongs to the moment that raised it: it closes after 3 s (spec 4), when its action runs again,
 * and when the page changes (the host closes those raised before a navigation).
 */
export const toastStore = {
  list: (): readonly Toast[] => toasts,
  show(kind: ToastKind, message: string, { durationMs = toastDurationMs, action }: ToastOptions = {}): number {
    const id = nextId++;
    toasts = [...toasts, action ? { id, kind, message, action } : { id, kind, message }];
    timers.set(id, setTimeout(() => toastStore.close(id), durationMs));
    emit();
    return id;
  },
  close(id: number): void {
    closeWhere((toast) => toast.id === id);
  },
  /** The action is retried or has succeeded: what it said before no longer holds. */
  closeAction(action: string): void {
    closeWhere((toast) => toast.action === action);
  },
  /** The id the newest toast so far carries (0 before any): a mark for `closeUpTo`. */
  lastId: (): number => nextId - 1,
  /** Closes the toasts raised up to the mark, keeping any raised since (e.g. while the next page loaded). */
  closeUpTo(mark: number): void {
    closeWhere((toast) => toast.id <= mark);
  },
  closeAll(): void {
    closeWhere(() => true);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
