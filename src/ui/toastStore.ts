import { toastDurationMs } from '../contract/limits';

export type ToastKind = 'success' | 'error' | 'info';
export type Toast = { id: number; kind: ToastKind; message: string };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const emit = () => listeners.forEach((listener) => listener());

/** Framework-free toast queue, so the API client can raise toasts; `<Toaster>` renders it. */
export const toastStore = {
  list: (): readonly Toast[] => toasts,
  show(kind: ToastKind, message: string, durationMs: number = toastDurationMs): number {
    const id = nextId++;
    toasts = [...toasts, { id, kind, message }];
    timers.set(id, setTimeout(() => toastStore.close(id), durationMs));
    emit();
    return id;
  },
  close(id: number): void {
    clearTimeout(timers.get(id));
    timers.delete(id);
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  },
  closeAll(): void {
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
    toasts = [];
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
