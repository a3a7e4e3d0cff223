/** The serial a QR code's link or a shared address carries in the page's query (`?serial=`). */
export const serialFromPage = (): string => {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.search).get('serial') ?? '';
};
