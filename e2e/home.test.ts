import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { firstInsertionHeld, loadingShown, waitForPath, watchFirstInsertion, watchLoadingPlaceholders } from './support/browser';
import { answerAll, answerKey, coursePlayer, createLearner, demoCourse, startTest, submitTest, watchLesson } from './support/course';
import { axeViolations } from './support/axe';
import { demoPassword } from './support/demoAccounts';
import { logIn } from './support/journeys';
import { portalPerFile } from './support/setup';

const e2e = portalPerFile();

const certification = demoCourse('installation-certification');
const [lesson1, lesson2] = certification.lessons.map((lesson) => ({ title: lesson.title.en, durationSeconds: lesson.durationSeconds, key: answerKey(lesson.test.questions) }));

/** The home widget's blocks, by their headings as a person reads them. */
const home = (page: Page) => {
  const widget = page.locator('tc-home');
  const block = (heading: string) => widget.getByRole('region', { name: heading });
  return { widget, block };
};

/** The header's unread count ("Notifications, 2 unread" for a screen reader). */
const unreadBadge = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByTestId('unread-count');

describe('home, notifications and the portal landing in Chromium (issue 11)', () => {
  it('a fresh learner sees where to start, passes lesson 1 from the home link, and home then continues at lesson 2 with the notification counted in the header until marked read', { timeout: 240_000 }, async () => {
    if (!lesson1 || !lesson2) throw new Error('the demo course has fewer than two lessons');
    const user = await createLearner(e2e.portal, 'homefresh');
    const { page, pageErrors } = await e2e.newPage();
    await logIn(page, user.account, user.password);
    await waitForPath(page, '/home');
    const { widget, block } = home(page);

    await widget.getByRole('heading', { name: `Welcome, ${user.name}` }).waitFor();
    await block('Installer course progress').getByText('0% complete').waitFor();
    await block('Installer course progress').getByText(`0 of ${certification.lessons.length} lessons done`).waitFor();
    await block('Your next step').getByText(`Start the course with "${lesson1.title}".`).waitFor();
    await block('Latest notifications').getByText('There are no notifications here.').waitFor();
    await block('Upcoming webinars').getByRole('heading', { name: 'Sizing a home battery system' }).waitFor();
    expect(await unreadBadge(page).count()).toBe(0);

    // Continue training goes straight to the lesson.
    await block('Continue training').getByRole('link', { name: `Start "${lesson1.title}"` }).click();
    await waitForPath(page, (path) => path.startsWith('/course/video?') && path.includes('lessonId='));
    expect((await watchLesson(page, lesson1.durationSeconds, 'Start')).state).toBe('open');
    await coursePlayer(page).getByRole('button', { name: 'Start Assessment', exact: true }).click();
    await waitForPath(page, (path) => path.startsWith('/course/exam?'));
    const attempt = await startTest(page);
    await answerAll(page, attempt, lesson1.key, 'right');
    expect((await submitTest(page)).passed).toBe(true);
    await waitForPath(page, (path) => path.startsWith('/course/result?'));

    // Navigating refreshes the header's count: the lesson-passed notification is unread.
    await expect.poll(() => unreadBadge(page).innerText(), { timeout: 15_000 }).toContain('1');
    // On home the count comes with the latest notifications: one list asked for, none for the header.
    const lists: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/training-api/notification/list') lists.push(url.search);
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Home/ }).click();
    await waitForPath(page, '/home');
    await block('Latest notifications').getByRole('link', { name: `Lesson passed: ${lesson1.title}` }).waitFor();
    expect(lists).toEqual(['?page=1&pageSize=3']);
    expect(await unreadBadge(page).innerText()).toContain('1');
    // Opened anew, the header shows the count in its first render: the count came with the page.
    await watchFirstInsertion(page, 'nav[aria-label="Main"]', '[data-testid="unread-count"]');
    await page.reload();
    await expect.poll(() => unreadBadge(page).innerText(), { timeout: 15_000 }).toContain('1');
    expect(await firstInsertionHeld(page)).toBe(true);
    await block('Installer course progress').getByText(`1 of ${certification.lessons.length} lessons done`).waitFor();
    await block('Your next step').getByText(`Watch "${lesson2.title}" next.`).waitFor();
    await block('Continue training').getByRole('link', { name: `Start "${lesson2.title}"` }).waitFor();
    await block('Latest notifications').getByRole('link', { name: `Lesson passed: ${lesson1.title}` }).waitFor();

    // Marked read on the notifications page: the header's count goes without a reload.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Notifications/ }).click();
    await waitForPath(page, '/notifications');
    const list = page.locator('tc-notifications');
    await list.getByText('1 unread').waitFor();
    await list.getByRole('button', { name: `Mark as read Lesson passed: ${lesson1.title}` }).click();
    await list.getByText('0 unread').waitFor();
    await expect.poll(() => unreadBadge(page).count(), { timeout: 10_000 }).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it("a partner company's admin whose partnership ends in three weeks is reminded of it first on home, and its link opens the contact form", { timeout: 120_000 }, async () => {
    // The demo's second company (Costa Energía) was approved almost a full term ago; its admin's password was printed.
    const { page, pageErrors } = await e2e.newPage();
    await logIn(page, 'costa.admin', await demoPassword(e2e.portal, 'costa.admin'));
    await waitForPath(page, '/home');
    const { block } = home(page);
    const reminder = block('Your next step');
    await reminder.getByText(/^Your company's business partner certificate expires on \w+ \d{1,2}, \d{4}\. Contact us to renew your company's partnership\. Go$/).waitFor();
    await block('My certificates').getByText('Business Partner Certificate').first().waitFor();
    await reminder.getByRole('link', { name: 'Go' }).click();
    await waitForPath(page, '/contact-us');
    await page.locator('tc-contact-form').getByRole('button', { name: 'Send', exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('a Spanish-speaking partner admin (Costa Energía, Mexico) is told of the notice written in Spanish on home, and reads it in the notice list among the English ones', { timeout: 120_000 }, async () => {
    const { page, pageErrors } = await e2e.newPage();
    await logIn(page, 'costa.admin', await demoPassword(e2e.portal, 'costa.admin'));
    await waitForPath(page, '/home');
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('es');
    const { block } = home(page);
    await page.getByRole('heading', { level: 1, name: /^Le damos la bienvenida, / }).waitFor();
    // The notice's own words, in the reader's language: nothing marked as another language.
    const told = block('Últimas notificaciones').getByRole('link', { name: 'Nuevo aviso: Documentos de capacitación en español' });
    await told.waitFor();
    expect(await told.locator('xpath=ancestor-or-self::*[@lang]').count()).toBe(0);
    await told.click();
    await waitForPath(page, (path) => path.startsWith('/notice/detail?noticeId='));
    const notices = page.locator('tc-notices');
    await notices.getByRole('heading', { name: 'Documentos de capacitación en español' }).waitFor();
    await notices.getByText('La mayoría de los documentos ya están disponibles en').waitFor();
    expect(await notices.locator('[lang]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // The list: the Spanish one as the reader's own, the English ones marked and labelled so.
    await notices.getByRole('link', { name: 'Todos los avisos' }).click();
    await waitForPath(page, '/notice/index');
    await notices.getByRole('link', { name: 'Documentos de capacitación en español' }).waitFor();
    expect(await notices.getByText('Publicado solo en inglés').count()).toBe(2);
    expect(await notices.locator('h3[lang="en"]').allInnerTexts()).toEqual(['Support hours during the holidays', 'New lesson videos in the Installation Certification course']);
    expect(await axeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('a learner opening home again sees it at once: the page brings every first call (who they are, the header count, every block), in Spanish too', { timeout: 120_000 }, async () => {
    const user = await createLearner(e2e.portal, 'homeanswers');
    const { page, pageErrors } = await e2e.newPage();
    await logIn(page, user.account, user.password);
    await waitForPath(page, '/home');
    const { widget, block } = home(page);
    // The first home (after login) has made its calls: what follows is the new visit's.
    await block('Your next step').getByText(`Start the course with "${lesson1?.title ?? ''}".`).waitFor();
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/training-api/')) asked.push(pathname.slice('/training-api'.length));
    });

    // A new visit, as from a bookmark: the server made the session check and the summary with the page.
    await watchLoadingPlaceholders(page, '[part~="loading"]');
    await page.goto('/home');
    await widget.getByRole('heading', { name: `Welcome, ${user.name}` }).waitFor();
    await block('Your next step').getByText(`Start the course with "${lesson1?.title ?? ''}".`).waitFor();
    await block('Upcoming webinars').getByRole('heading', { name: 'Sizing a home battery system' }).waitFor();
    // Every first call of the page came with it: the header's unread count and all of home's blocks too,
    // each block shown in the widget's first render.
    expect(asked).toEqual([]);
    expect(await loadingShown(page)).toBe(false);

    // The next page is a move inside the app: its session check and its list go to the server.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Certificates' }).click();
    await waitForPath(page, '/certificate');
    await page.locator('tc-certificates').getByText('There are no certificates here.').waitFor();
    await expect.poll(() => asked.includes('/getUserInfo') && asked.includes('/certificate/list')).toBe(true);
    // Opened anew, the certificates page brings its list too.
    asked.length = 0;
    await page.reload();
    await page.locator('tc-certificates').getByText('There are no certificates here.').waitFor();
    expect(asked).toEqual([]);
    expect(await loadingShown(page)).toBe(false);
    // Without a certificate, the page says how to earn one and leads to the course list.
    await page.locator('tc-certificates').getByRole('link', { name: 'See the courses' }).click();
    await waitForPath(page, '/course/index');
    await page.locator('tc-course-player').getByText(certification.title.en).first().waitFor();
    // So does the notifications page: its list (which also gives the header its count) and the webinars.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Notifications/ }).click();
    await waitForPath(page, '/notifications');
    await page.locator('tc-webinars').getByRole('heading', { name: 'Sizing a home battery system' }).waitFor();
    asked.length = 0;
    await page.reload();
    await page.locator('tc-notifications').getByText('There are no notifications here.').waitFor();
    await page.locator('tc-webinars').getByRole('heading', { name: 'Sizing a home battery system' }).waitFor();
    expect(asked).toEqual([]);
    expect(await loadingShown(page)).toBe(false);

    // In Spanish the page brings its answers in Spanish: the learner's choice travels in a cookie.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.locator('tc-notifications').getByText('No hay notificaciones aquí.').waitFor();
    asked.length = 0;
    await page.goto('/home');
    await widget.getByRole('heading', { name: `Le damos la bienvenida, ${user.name}` }).waitFor();
    await block('Progreso del curso de instalador').waitFor();
    await block('Próximos seminarios web').waitFor();
    expect(asked).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('the example CMS page shows the portal landing in Spanish to an anonymous visitor, with the ways in', { timeout: 60_000 }, async () => {
    const { page, pageErrors } = await e2e.newPage();
    await page.goto('/examples/cms.html');
    const portal = page.locator('tc-portal');
    // Below the first screen (the help widget above it holds its own height): the visitor scrolls to it, and only then does it load.
    await portal.scrollIntoViewIfNeeded();
    await portal.getByRole('heading', { name: 'Cursos nuevos' }).waitFor();
    await portal.getByRole('heading', { name: certification.title.es ?? certification.title.en }).first().waitFor();
    await portal.getByRole('heading', { name: 'Próximo seminario web' }).waitFor();
    await portal.getByRole('heading', { name: 'Dimensionar un sistema de baterías doméstico' }).waitFor();
    await portal.getByText(/Hora del centro de EE\. UU\.: .*hora (estándar|de verano) central/).waitFor();
    expect(await portal.getByRole('link', { name: 'Contactar con soporte' }).getAttribute('href')).toBe('/account/contact');
    expect(await portal.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/examples/partner.html');
    expect(await portal.getByRole('link', { name: 'Obtener una cuenta' }).getAttribute('href')).toBe('/apply');
    expect(pageErrors).toEqual([]);
  });
});
