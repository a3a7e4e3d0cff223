/**
 * The theme tokens: the only custom properties a page sets to theme the widgets (with `::part()`).
 * Their defaults are registered with the page (`CSS.registerProperty`, inheriting) rather than
 * declared on `:host`: a declaration on the element would hide a value the page set on any
 * ancestor (`:root`, a wrapper), while a registered initial value yields to it.
 */
export const themeTokens = {
  '--tc-font': { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif", usedFor: 'All text' },
  '--tc-font-size': { value: '1rem', usedFor: 'Base text size of the widget' },
  '--tc-color-text': { value: '#1b1f24', usedFor: 'Body text' },
  '--tc-color-muted': { value: '#4b5563', usedFor: 'Hints, secondary text' },
  '--tc-color-bg': { value: '#ffffff', usedFor: 'Cards and inputs' },
  '--tc-color-surface': { value: '#f5f7fa', usedFor: 'Alerts, notices, disabled inputs' },
  '--tc-color-border': { value: '#c9d1db', usedFor: 'Card borders' },
  // Form controls need 3:1 against the background (WCAG 1.4.11); the light border is for cards only.
  '--tc-color-control-border': { value: '#6b7280', usedFor: 'Input borders (3:1 against the background)' },
  '--tc-color-primary': { value: '#0b5cad', usedFor: 'Buttons, links, focus ring' },
  '--tc-color-primary-text': { value: '#ffffff', usedFor: 'Text on primary buttons' },
  '--tc-color-error': { value: '#b42318', usedFor: 'Errors' },
  '--tc-color-success': { value: '#18794e', usedFor: 'Confirmations' },
  '--tc-radius': { value: '6px', usedFor: 'Corners' },
  '--tc-space': { value: '8px', usedFor: 'The spacing unit' },
} as const;

/** The defaults as a `:host` rule, for engines without `CSS.registerProperty` (there only a rule on the element itself themes it). */
export const themeDefaultsCss = `:host { ${Object.entries(themeTokens)
  .map(([name, token]) => `${name}: ${token.value};`)
  .join(' ')} }`;

let registered: boolean | undefined;

/** Registers the tokens with the page once; false where the engine cannot (then use `themeDefaultsCss`). */
export const registerThemeTokens = (): boolean => {
  if (registered !== undefined) return registered;
  registered = typeof CSS !== 'undefined' && typeof CSS.registerProperty === 'function';
  if (!registered) return false;
  for (const [name, token] of Object.entries(themeTokens)) {
    try {
      CSS.registerProperty({ name, syntax: '*', inherits: true, initialValue: token.value });
    } catch {
      // Registered already, by another copy of the widgets on the page: its defaults are these.
    }
  }
  return true;
};
