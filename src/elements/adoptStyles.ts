import { registerThemeTokens, themeDefaultsCss } from './themeTokens';

const sheets = new Map<string, CSSStyleSheet>();

/** Puts a widget's CSS into its shadow root; one constructed sheet per CSS text, shared by instances. */
export const adoptStyles = (root: ShadowRoot, ownCss: readonly string[]): void => {
  const cssTexts = registerThemeTokens() ? ownCss : [themeDefaultsCss, ...ownCss];
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype) {
    const adopted = cssTexts.map((css) => {
      let sheet = sheets.get(css);
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        sheets.set(css, sheet);
      }
      return sheet;
    });
    root.adoptedStyleSheets = [...adopted];
    return;
  }
  // Older engines: a <style> element per root.
  for (const css of cssTexts) {
    const style = document.createElement('style');
    style.textContent = css;
    root.prepend(style);
  }
};
