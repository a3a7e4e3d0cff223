import type { Page } from 'playwright-core';

/** A learner page of the host, visited first thing in a fresh browser (empty cache). */
export type HostRoute = { name: string; path: string | ((discovered: Discovered) => string); access: 'anonymous' | 'learner' };

/** Addresses found by visiting pages (a course id is the database's, never guessed). */
export type Discovered = { courseDetail?: string };

export const hostRoutes: HostRoute[] = [
  { name: 'login', path: '/login/index', access: 'anonymous' },
  { name: 'account help', path: '/account/help', access: 'anonymous' },
  { name: 'home', path: '/home', access: 'learner' },
  { name: 'course list', path: '/course/index', access: 'learner' },
  {
    name: 'course detail',
    path: ({ courseDetail }) => {
      if (!courseDetail) throw new Error('no course link was found on /course/index');
      return courseDetail;
    },
    access: 'learner',
  },
  { name: 'library', path: '/library/index', access: 'learner' },
  { name: 'profile', path: '/user', access: 'learner' },
  { name: 'section page', path: '/faq', access: 'learner' },
  { name: 'not found', path: '/no-such-page', access: 'learner' },
];

/** The first course's detail address: opens it from the course list the way a learner does. */
export async function discoverCourseDetail(page: Page): Promise<string> {
  await page.locator('.tc-course-card__title a').first().click();
  await page.waitForURL((url) => url.searchParams.has('courseId'), { timeout: 30_000 });
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
