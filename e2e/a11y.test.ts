import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { waitForPath } from './support/browser';
import { logIn } from './support/journeys';
import { portalPerFile } from './support/setup';

const e2e = portalPerFile();

describe('accessibility (axe-core in Chromium, shadow roots included)', () => {
  it('(6a) /login/index has no violations', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login/index');
    await page.locator('tc-login').getByRole('button', { name: 'Log in', exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('(6b) /account/help has no violations', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/account/help');
    await page.locator('tc-account-help').getByRole('heading', { name: 'Help with logging in' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('(6c) /user has no violations once the profile has loaded', async () => {
    const user = await e2e.portal.createUser('axe');
    const { page } = await e2e.newPage();
    await logIn(page, user.account, user.password);
    await page.goto('/user');
    await page.locator('tc-profile').getByText(user.email).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('(6d) /home has no violations', async () => {
    const user = await e2e.portal.createUser('axehome');
    const { page } = await e2e.newPage();
    await logIn(page, user.account, user.password);
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('(6e) /course/index has no violations once the courses have loaded', async () => {
    const user = await e2e.portal.createUser('axecourses');
    const { page } = await e2e.newPage();
    await logIn(page, user.account, user.password);
    await page.goto('/course/index');
    await page.locator('tc-course-player').getByRole('link', { name: 'Installation Certification', exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('(6f) a course detail page has no violations once the lessons have loaded', async () => {
    const user = await e2e.portal.createUser('axedetail');
    const { page } = await e2e.newPage();
    await logIn(page, user.account, user.password);
    await page.goto('/course/index');
    const player = page.locator('tc-course-player');
    await player.getByRole('link', { name: 'Installation Certification', exact: true }).click();
    await waitForPath(page, (path) => path.startsWith('/course/detail?courseId='));
    await player.getByRole('heading', { name: 'Final comprehensive test' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
