// First: the locale data loads in a worker while the other modules run (warmIntl.ts).
import './warmIntl';
// The core elements every page needs (<tc-config>, <tc-icon>, <tc-toaster>, window.TrainingCenter) load
// with the shell; each page imports the element module of the widget it renders (host/pages). All of them
// come from this one module graph, so the page still has one React runtime and one session core.
import '../src/elements/trainingCenter';
import '../src/ui/loading.css';
import './styles.css';
import './frame.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { configure } from '../src/api/config';
import { defineToaster } from '../src/elements/tc-toaster';
import { yieldToMain } from '../src/elements/yieldToMain';
import { i18n, languageReady } from '../src/i18n/i18n';
import { loginPath } from './guards';
import { keepLanguageCookie } from './languageCookie';
import { hostNavigation, routerMove } from './navigation';
import { closeToastsOnPageChange } from './pageToasts';
import { routes } from './routes';

// Configured before the router exists: its first guard check already talks to the API.
configure({ navigate: hostNavigation.navigate, loginPath });

// The layouts place the page's one toast stack (<tc-toaster>); widgets find it instead of adding their own.
defineToaster();

const container = document.getElementById('root');
if (!container) throw new Error('host/index.html has no #root element');

/**
 * Three tasks instead of one: the modules run, then the router is built (its routes ranked, the first
 * guard check sends the session call), then the first page renders. Each step alone blocks the page
 * far less than the three together did (a trace at 4x CPU: one 430 ms task).
 */
async function start(root: HTMLElement): Promise<void> {
  await yieldToMain();
  const router = createBrowserRouter(routes);
  hostNavigation.attach(routerMove(router));
  closeToastsOnPageChange(router);
  // A Spanish page waits for its texts (one small chunk) rather than flashing English first.
  await Promise.all([languageReady, yieldToMain()]);
  document.documentElement.lang = i18n.language;
  keepLanguageCookie(i18n);
  // A transition under React; Preact (the production build's React, vite.preact.ts) renders it at once.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void start(container);
