import { render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { configure } from '../../src/api/config';
import { i18n } from '../../src/i18n/i18n';
import { storageKeys } from '../../src/session/keys';
import { hostNavigation, routerMove } from '../navigation';
import { closeToastsOnPageChange } from '../pageToasts';
import { routes } from '../routes';
import { authFixture } from '../../src/testing/fixtures/auth';

/** The host tests' signed-in learner, recorded from the real API. */
export const demoUser = authFixture('userInfo.learner');

/** A token cookie as the login widget leaves it. */
export const signInWithToken = (token = 'token-1'): void => {
  Cookies.set(storageKeys.tokenCookie, token, { path: '/' });
};

/** The real route tree in a memory router, wired to the core exactly as main.tsx does. */
export function renderHost(initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  configure({ navigate: hostNavigation.navigate, loginPath: '/login' });
  hostNavigation.attach(routerMove(router));
  closeToastsOnPageChange(router);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  const fullPath = () => `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;
  return { router, fullPath, ...view };
}
