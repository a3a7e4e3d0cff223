/** Count of API calls under way that want a loading indicator (getUserInfo does not: spec 7). */
let pending = 0;
/** Indicators the page placed itself (the host's header); while one is shown, widget frames show none. */
let pageIndicators = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const loadingStore = {
  pending: (): number => pending,
  start(): void {
    pending += 1;
    emit();
  },
  stop(): void {
    pending = Math.max(0, pending - 1);
    emit();
  },
  /** True while the page shows its own indicator, so one indicator speaks per page. */
  pageShowsIndicator: (): boolean => pageIndicators > 0,
  /** The page mounted its own indicator; returns the release for when it unmounts. */
  claimPage(): () => void {
    pageIndicators += 1;
    emit();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      pageIndicators -= 1;
      emit();
    };
  },
  /** Back to idle; tests call it between cases. */
  reset(): void {
    pending = 0;
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
