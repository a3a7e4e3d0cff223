import type { Decorator, Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { createElement } from 'react';
import { configure, resetConfig } from '../src/api/config';
import { toLanguage } from '../src/contract/languages';
import '../src/elements/trainingCenter';
import { setLanguage } from '../src/i18n/i18n';
import { toastStore } from '../src/ui/toastStore';

/**
 * Every story starts clean: default config, no toasts, and a navigate that only logs, so a
 * session-expired story cannot move the preview frame away to /login.
 */
const withCleanCore: Decorator = (Story) => {
  resetConfig();
  configure({ navigate: (path) => console.info(`[storybook] navigate to ${path}`) });
  toastStore.closeAll();
  return Story();
};

/** The toolbar language, also set on <html lang> so screen readers pick the right voice. */
const withLanguage: Decorator = (Story, context) => {
  const lang = toLanguage(context.globals.lang);
  document.documentElement.lang = lang;
  // Keyed on the language so elements re-mount and render their new texts at once. The toast stack sits
  // inside <main>, as the host's layouts place it, so a widget's toasts stay within a landmark.
  return createElement('main', { key: lang, lang }, createElement(Story), createElement('tc-toaster'));
};

const preview: Preview = {
  // A docs page per widget, built from its stories and their comments.
  tags: ['autodocs'],
  globalTypes: {
    lang: {
      description: 'Language of the widgets',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: 'en' },
  // Runs before each render, also after a toolbar change, so texts are ready before the story draws.
  loaders: [async ({ globals }) => setLanguage(toLanguage(globals.lang))],
  decorators: [withLanguage, withCleanCore],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Phone widths (320 and 414 px) in the toolbar; stories named "Phone" open at the small one.
    viewport: { options: MINIMAL_VIEWPORTS },
    // An axe violation fails the story's test, not only a line in the panel (CI runs every story: e2e/storybook.test.ts).
    a11y: { test: 'error' },
  },
};

export default preview;
