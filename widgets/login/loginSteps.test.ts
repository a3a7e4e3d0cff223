import { describe, expect, it } from 'vitest';
import { loginStepAddress } from './loginSteps';

const page = (search: string) => ({ pathname: '/login/index', search });

describe('loginStepAddress', () => {
  it('puts the step in the query and keeps the redirect', () => {
    expect(loginStepAddress(page('?redirect=%2Fuser'), 'forgot', { email: '', account: '' })).toBe('/login/index?redirect=%2Fuser&view=forgot');
    expect(loginStepAddress(page('?redirect=%2Fuser&view=forgot'), 'reset', { email: 'a@b.co', account: 'ana' })).toBe(
      '/login/index?redirect=%2Fuser&view=reset&email=a%40b.co&account=ana',
    );
  });

  it('drops the e-mail and account off the reset step, and the view on the log-in step', () => {
    expect(loginStepAddress(page('?view=reset&email=a%40b.co&account=ana'), 'forgot', { email: 'a@b.co', account: 'ana' })).toBe('/login/index?view=forgot');
    expect(loginStepAddress(page('?view=reset&email=a%40b.co'), 'login', { email: 'a@b.co', account: '' })).toBe('/login/index');
  });
});
