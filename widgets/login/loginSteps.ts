export const loginSteps = ['login', 'forgot', 'reset'] as const;
export type LoginStep = (typeof loginSteps)[number];

/**
 * The page address of a step: the page's own path and query (the `redirect` stays) with `view`,
 * and for the reset step the `email` the code went to and the `account` when known, so a reload
 * (a phone tab reopened after reading the mail) comes back to the same step.
 */
export function loginStepAddress(page: Pick<Location, 'pathname' | 'search'>, step: LoginStep, { email, account }: { email: string; account: string }): string {
  const query = new URLSearchParams(page.search);
  query.delete('email');
  query.delete('account');
  if (step === 'login') query.delete('view');
  else query.set('view', step);
  if (step === 'reset') {
    query.set('email', email);
    if (account) query.set('account', account);
  }
  const search = query.toString();
  return `${page.pathname}${search ? `?${search}` : ''}`;
}
