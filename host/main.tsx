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
import { i18n, languageReady } from '../src/i18n/i18n';
import { loginPath } from './guards';
import { hostNavigation } from './navigation';
import { closeToastsOnPageChange } from './pageToasts';
import { routes } from './routes';

// Configured before the router exists: its first guard check already talks to the API.
configure({ navigate: hostNavigation.navigate, loginPath });
const router = createBrowserRouter(routes);
hostNavigation.attach((to) => void router.navigate(to));
closeToastsOnPageChange(router);

// The layouts place the page's one toast stack (<tc-toaster>); widgets find it instead of adding their own.
defineToaster();

const container = document.getElementById('root');
if (!container) throw new Error('host/index.html has no #root element');
// A Spanish page waits for its texts (one small chunk) rather than flashing English first.
void languageReady.then(() => {
  document.documentElement.lang = i18n.language;
  // A transition lets React render the first page in slices, so the frame painted from the HTML stays responsive (less blocking time).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </StrictMode>,
    );
  });
});
