/**
 * Icons that ship with the widgets (24 × 24, filled, even-odd), so a page without a sprite still
 * gets the few that widgets use. A page sprite symbol with the same id wins over these.
 */
export const builtinIconViewBox = '0 0 24 24';

export const builtinIcons: Readonly<Record<string, string>> = {
  check: 'M9 15.6 4.7 11.3 3.3 12.7 9 18.4 20.7 6.7 19.3 5.3z',
  close: 'M5.6 4.2 12 10.6l6.4-6.4 1.4 1.4-6.4 6.4 6.4 6.4-1.4 1.4-6.4-6.4-6.4 6.4-1.4-1.4 6.4-6.4-6.4-6.4z',
  download: 'M11 3h2v9.2l3.3-3.3 1.4 1.4L12 16l-5.7-5.7 1.4-1.4 3.3 3.3zM4 18h16v2H4z',
  upload: 'M11 16V6.8L7.7 10.1 6.3 8.7 12 3l5.7 5.7-1.4 1.4L13 6.8V16zM4 18h16v2H4z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1 8h2v7h-2zm0-3h2v2h-2z',
  play: 'M8 5v14l11-7z',
  lock: 'M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zm2 0h6V7a3 3 0 0 0-6 0z',
  'chevron-right': 'M9.3 5.3 15.9 12l-6.6 6.7-1.4-1.4 5.2-5.3-5.2-5.3z',
};
