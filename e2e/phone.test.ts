import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { unzipEntries } from '../server/test/materialsTestKit';
import { materialPaths } from '../src/contract/materials';
import { errorMessages } from '../src/contract/messages';
import { apiBasePath } from '../src/contract/paths';
import { axeViolations } from './support/axe';
import { waitForPath } from './support/browser';
import { coursePlayer, createLearner, demoCourse, lessonButton, questionGroup, startTest, watchLesson } from './support/course';
import { demoPassword } from './support/demoAccounts';
import { logIn, submitLogin } from './support/journeys';
import { expectFilterRowInLine } from './support/layout';
import { portalPerFile } from './support/setup';

const e2e = portalPerFile();
const phone = { width: 390, height: 844 };
const certification = demoCourse('installation-certification');
const lesson1 = certification.lessons[0]!;

/** A page with a row of filters: where it is, what shows the row (if anything), and that row in its widget. */
type FilterRow = { path: string; open?: (page: Page) => Promise<void>; row: (page: Page) => Locator };

/** Each console section with a row of filters. */
const adminFilterRows: FilterRow[] = [
  ...['audit', 'companies', 'courses', 'instructors', 'faq', 'materials', 'notices', 'webinars', 'notifications', 'users', 'certificates', 'documents'].map((section) => ({
    path: `/admin/${section}`,
    row: (page: Page) => page.locator(`tc-admin-${section}`).getByRole('search'),
  })),
  { path: '/admin/reports', row: (page) => page.locator('tc-admin-reports').locator('[part~="filter"]') },
  { path: '/admin/applications', row: (page) => page.locator('tc-admin-applications').locator('[part~="filter"]') },
  {
    path: '/admin/questionnaires',
    // The answers' filters show with a questionnaire's answers.
    open: (page) => page.locator('tc-questionnaire-admin').getByRole('button', { name: /^(Show answers|Ver respuestas): / }).first().click(),
    row: (page) => page.locator('tc-questionnaire-admin').locator('[part~="filters"]'),
  },
];

/** Each learner page with a row of filters or a search. */
const learnerFilterRows: FilterRow[] = [
  { path: '/document/index', row: (page) => page.locator('tc-documents').getByRole('search') },
  { path: '/documents', row: (page) => page.locator('tc-documents').getByRole('search') },
  { path: '/digital-materials-package', row: (page) => page.locator('tc-materials').locator('[part~="toolbar"]') },
  { path: '/faq', row: (page) => page.locator('tc-faq').getByRole('search') },
];

/** The header's language switch, behind the phone's Menu button. */
const chooseSpanish = async (page: Page) => {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  // The page's own Language filter is a combobox too: the header's is the one that switches.
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('es');
  await page.keyboard.press('Escape');
};

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** In English, then Spanish: each row in line and the page never wider than the phone. */
const expectRowsFit = async (page: Page, rows: FilterRow[]) => {
  for (const language of ['en', 'es']) {
    if (language === 'es') await chooseSpanish(page);
    for (const { path, open, row } of rows) {
      await page.goto(path);
      await open?.(page);
      await expectFilterRowInLine(row(page));
      expect(await pageWidth(page), `${path} (${language}) scrolls sideways`).toBeLessThanOrEqual(phone.width);
    }
  }
};

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element is not visible');
  return found;
};

/** Whether the element has the focus, inside its widget's shadow root. */
const isFocused = (control: Locator) => control.evaluate((element) => element === (element.getRootNode() as ShadowRoot).activeElement);

/** Presses Tab (or Shift+Tab) until the control has the focus, as a person with a keyboard moves through the page. */
async function tabTo(page: Page, control: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; !(await isFocused(control)); presses += 1) {
    if (presses > 30) throw new Error(`${key} never reached ${control.toString()}`);
    await page.keyboard.press(key);
  }
}

/** Scrolls the page with the mouse wheel and waits until it has come to rest where the wheel took it. */
async function wheelBy(page: Page, deltaY: number): Promise<void> {
  const target = await page.evaluate((delta) => Math.min(Math.max(0, window.scrollY + delta), document.documentElement.scrollHeight - window.innerHeight), deltaY);
  await page.mouse.wheel(0, deltaY);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(target, 0);
}

/** One row: every control of the header's bar sits on the same line, and the header is no taller than two of them. */
async function expectOneRowHeader(page: Page, controls: Locator[]): Promise<void> {
  const banner = await box(page.getByRole('banner'));
  const boxes = await Promise.all(controls.map(box));
  const tallest = Math.max(...boxes.map((control) => control.height));
  expect(banner.height).toBeLessThan(tallest * 2);
  for (const control of boxes) expect(control.y + control.height).toBeLessThanOrEqual(banner.y + banner.height);
}

describe('on a 390 px phone', () => {
  it('the header is one row in English and Spanish; the Menu button opens the sections', async () => {
    const user = await e2e.portal.createUser('phone');
    const { page, pageErrors } = await e2e.newPage();
    await page.setViewportSize(phone);
    await logIn(page, user.account, user.password);
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();

    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    const account = page.getByRole('button', { name: /^Account menu/ });
    await expectOneRowHeader(page, [page.getByRole('link', { name: 'Training Center' }), account, menu]);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);

    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('heading', { level: 1, name: /^Le damos la bienvenida, / }).waitFor();
    await page.keyboard.press('Escape');
    const menuEs = page.getByRole('button', { name: 'Menú', exact: true });
    expect(await menuEs.getAttribute('aria-expanded')).toBe('false');
    const accountEs = page.getByRole('button', { name: /^Menú de la cuenta/ });
    await expectOneRowHeader(page, [page.getByRole('link', { name: 'Training Center' }), accountEs, menuEs]);

    await menuEs.click();
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Cursos' }).click();
    await waitForPath(page, '/course/index');
    await expect.poll(() => menuEs.getAttribute('aria-expanded')).toBe('false');
    expect(pageErrors).toEqual([]);
  });

  it("the brand's whole name shows on an anonymous visitor's pages in Spanish, down to 320 px, the header tools in the same bar", async () => {
    const { page, pageErrors } = await e2e.newPage();
    await page.setViewportSize(phone);
    await page.goto('/login/index');
    // The sign-in page's header shows its language switch; the choice stays for the portal's.
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('banner').getByRole('combobox', { name: 'Idioma' }).waitFor();
    for (const width of [phone.width, 320]) {
      await page.setViewportSize({ width, height: phone.height });
      for (const path of ['/login/index', '/portal']) {
        await page.goto(path);
        const banner = page.getByRole('banner');
        const brand = banner.getByRole('link', { name: 'Training Center' });
        const tools = [banner.getByRole('link', { name: 'Iniciar sesión' }), banner.getByRole('button', { name: 'Menú', exact: true }), banner.getByRole('combobox', { name: 'Idioma' })];
        // The name's own box holds all its text, even text running out of a link squeezed too narrow.
        const shown: Locator[] = [brand.locator('.brand__name')];
        for (const tool of tools) if (await tool.isVisible()) shown.push(tool);
        // Left to right, each control ends before the next begins and the last inside the screen: nothing cut or overlapped.
        const boxes = await Promise.all(shown.map(box));
        boxes.sort((a, b) => a.x - b.x);
        for (const [index, control] of boxes.entries()) {
          const next = boxes[index + 1];
          expect(control.x + control.width, `${path} at ${width} px: control ${index} runs into the next`).toBeLessThanOrEqual(next ? next.x : width);
        }
        // The name is whole: its text is as wide as it needs (no ellipsis, nothing hidden).
        const cut = await brand.locator('.brand__name').evaluate((element) => element.scrollWidth > element.clientWidth + 0.5);
        expect(cut, `${path} at ${width} px cuts "Training Center"`).toBe(false);
        expect(await pageWidth(page), `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
      }
    }
    expect(pageErrors).toEqual([]);
  });

  it('the certificates page fits the phone: each certificate is a card with its Download button in sight, nothing scrolls sideways, axe-clean', { timeout: 120_000 }, async () => {
    await e2e.portal.admin(['reset-password', '--account', 'demo.certified', '--password', 'Start1pass']);
    const { page, pageErrors } = await e2e.newPage();
    await page.setViewportSize(phone);
    await logIn(page, 'demo.certified', 'Start1pass');
    await page.goto('/certificate');
    const widget = page.locator('tc-certificates');
    const download = widget.getByRole('button', { name: /^Download certificate / }).first();
    await download.waitFor();
    // A cell's visually hidden status line, placed absolutely, once widened the whole page to 734 px.
    expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);
    // The row is a card: its Download button lies within the phone's width, and the table has nothing to scroll.
    const button = await box(download);
    expect(button.x + button.width).toBeLessThanOrEqual(phone.width);
    const wrap = widget.locator('.tc-table-wrap');
    expect(await wrap.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    expect(await wrap.getAttribute('tabindex')).toBeNull();
    // Each value stands under its column's name, drawn by the card; the table still names the cell for a screen reader.
    const serial = widget.locator('.tc-certificates__serial').first();
    expect(await serial.evaluate((cell) => getComputedStyle(cell, '::before').content)).toContain('Serial number');
    await expect.poll(() => widget.getByRole('cell', { name: /^TC-/ }).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await chooseSpanish(page);
    await widget.getByRole('button', { name: /^Descargar el certificado / }).first().waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);
    expect(pageErrors).toEqual([]);
  });

  it("the company's team is a card a person on a phone reads whole; a table wider than the phone (the audit log) is a named region a keyboard scrolls, with a shadow where columns hide; axe-clean", { timeout: 120_000 }, async () => {
    const { page, pageErrors } = await e2e.newPage();
    await page.setViewportSize(phone);
    await logIn(page, 'demo.company', await demoPassword(e2e.portal, 'demo.company'));
    await page.goto('/company');
    const team = page.locator('tc-company-team');
    const hana = team.getByRole('rowheader', { name: /Hana Helios/ });
    await hana.waitFor();
    // Each person a card: nothing of it off to the side, the table nothing to scroll, no tab stop of its own.
    const wrap = team.locator('.tc-table-wrap');
    expect(await wrap.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    expect(await wrap.getAttribute('tabindex')).toBeNull();
    const courses = team.getByRole('row', { name: /Hana Helios/ }).locator('td[data-label]').nth(1);
    const shown = await box(courses);
    expect(shown.x + shown.width).toBeLessThanOrEqual(phone.width);
    expect(await courses.evaluate((cell) => getComputedStyle(cell, '::before').content)).toContain('Courses');
    expect(await axeViolations(page)).toEqual([]);

    const staff = await e2e.newPage();
    await staff.page.setViewportSize(phone);
    await logIn(staff.page, 'demo.admin', await demoPassword(e2e.portal, 'demo.admin'));
    await staff.page.goto('/admin/audit');
    const audit = staff.page.locator('tc-admin-audit').getByRole('region', { name: 'Audit log, newest first' });
    await audit.waitFor();
    await audit.focus();
    await staff.page.keyboard.press('ArrowRight');
    await expect.poll(() => audit.evaluate((region) => region.scrollLeft)).toBeGreaterThan(0);
    // A shadow on each side where columns lie out of sight: after one step right, both sides hide some.
    const frame = audit.locator('xpath=..');
    const shadows = () => frame.evaluate((element) => [getComputedStyle(element, '::before').opacity, getComputedStyle(element, '::after').opacity]);
    await expect.poll(shadows).toEqual(['1', '1']);
    await audit.evaluate((region) => region.scrollTo({ left: region.scrollWidth }));
    await expect.poll(shadows).toEqual(['1', '0']);
    expect(await axeViolations(staff.page)).toEqual([]);
    expect([...pageErrors, ...staff.pageErrors]).toEqual([]);
  });

  it('an error toast stays clear of the header, its logo and language switch', async () => {
    const user = await e2e.portal.createUser('phonetoast');
    const { page } = await e2e.newPage();
    await page.setViewportSize(phone);
    await page.goto('/login/index');
    // The HTML frame paints a header first; measure the one React renders, with its language switch.
    await page.getByRole('combobox', { name: 'Language' }).waitFor();
    await expectOneRowHeader(page, [page.getByRole('link', { name: 'Training Center' }), page.getByRole('combobox', { name: 'Language' })]);
    await submitLogin(page, user.account, 'Wrong1pass');
    const toast = page.locator('tc-toaster').getByRole('alert').filter({ hasText: errorMessages.en.wrongCredentials });
    await toast.waitFor();
    const [banner, shown] = await Promise.all([box(page.getByRole('banner')), box(toast)]);
    const overlaps = shown.y < banner.y + banner.height && banner.y < shown.y + shown.height;
    expect(overlaps, `toast ${JSON.stringify(shown)} over header ${JSON.stringify(banner)}`).toBe(false);
    expect(shown.y + shown.height).toBeLessThanOrEqual(phone.height);
  });

  it('a learner tabbing through a lesson test sees each focused answer whole, below the sticky status bar, even after scrolling it under the bar', { timeout: 240_000 }, async () => {
    const user = await createLearner(e2e.portal, 'phoneexam');
    const { page, pageErrors } = await e2e.newPage();
    await page.setViewportSize(phone);
    const player = coursePlayer(page);
    await logIn(page, user.account, user.password);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click();
    await waitForPath(page, '/course/index');
    await player.getByRole('link', { name: certification.title.en, exact: true }).click();
    await lessonButton(page, 'Start', 1, lesson1.title.en).click();
    expect((await watchLesson(page, lesson1.durationSeconds, 'Start')).state).toBe('open');
    await player.getByRole('button', { name: 'Start Assessment', exact: true }).click();
    await waitForPath(page, (path) => path.startsWith('/course/exam?'));
    const attempt = await startTest(page);
    const bar = player.locator('[part~="exam-status"]');
    await bar.waitFor();

    // The Tab stops among the answers: a radio group's first option (nothing chosen yet), every checkbox.
    const stops = attempt.questions.flatMap((question, index) => {
      const group = questionGroup(page, question, index);
      const options = question.kind === 'multiple' ? question.options : question.options.slice(0, 1);
      return options.map((option) => group.getByLabel(option.text, { exact: true }));
    });
    const focused = (control: Locator) => control.evaluate((element) => element === (element.getRootNode() as ShadowRoot).activeElement);
    const expectClearOfBar = async (control: Locator, name: string) => {
      const [barBox, shown] = await Promise.all([box(bar), box(control)]);
      expect(shown.y, `${name} at ${shown.y} is under the status bar ending at ${barBox.y + barBox.height}`).toBeGreaterThanOrEqual(barBox.y + barBox.height);
      expect(shown.y + shown.height, `${name} below the screen`).toBeLessThanOrEqual(phone.height);
    };
    const [first, ...rest] = stops;
    if (!first) throw new Error('the lesson test has no answers');
    for (let presses = 0; !(await focused(first)); presses += 1) {
      if (presses > 20) throw new Error('Tab never reached the first answer');
      await page.keyboard.press('Tab');
    }
    await expectClearOfBar(first, 'answer 1');
    await page.mouse.move(phone.width / 2, phone.height / 2);
    for (const [index, stop] of rest.entries()) {
      // The learner scrolls on (wheel or finger) until the next answer sits under the bar, then presses Tab.
      const [barBox, stopBox] = await Promise.all([box(bar), box(stop)]);
      await wheelBy(page, stopBox.y - barBox.height / 2);
      await page.keyboard.press('Tab');
      expect(await focused(stop)).toBe(true);
      await expectClearOfBar(stop, `answer ${index + 2}`);
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it("the materials page's search field shows its whole placeholder, in English and Spanish", { timeout: 120_000 }, async () => {
    const user = await createLearner(e2e.portal, 'phonematerials');
    const { page, pageErrors } = await e2e.newPage();
    await page.setViewportSize(phone);
    await logIn(page, user.account, user.password);
    await page.goto('/digital-materials-package');
    const materials = page.locator('tc-materials');
    // The placeholder's text as the field's value, drawn in the same box (the search's clear button's room included): does it scroll?
    const placeholderFits = (name: string) =>
      materials.getByRole('searchbox', { name, exact: true }).evaluate((input: HTMLInputElement) => {
        const typed = input.value;
        input.value = input.placeholder;
        const measured = { placeholder: input.placeholder, text: input.scrollWidth, room: input.clientWidth };
        input.value = typed;
        return measured;
      });
    const english = await placeholderFits('Search');
    expect(english.placeholder).toBe('File name or description');
    expect(english.text, JSON.stringify(english)).toBeLessThanOrEqual(english.room);

    await chooseSpanish(page);
    await materials.getByRole('searchbox', { name: 'Buscar', exact: true }).waitFor();
    const spanish = await placeholderFits('Buscar');
    expect(spanish.placeholder).toBe('Nombre de archivo o descripción');
    expect(spanish.text, JSON.stringify(spanish)).toBeLessThanOrEqual(spanish.room);
    expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);
    expect(await axeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('on a 360 px phone the materials table is cards with a bar above them: a keyboard sorts with Sort by and Order, selects all, clears one, downloads the rest; one of each control in use, axe-clean; wider, the table and its header are back', { timeout: 240_000 }, async () => {
    const smallPhone = { width: 360, height: 780 };
    const user = await createLearner(e2e.portal, 'phonecards');
    const { page, pageErrors } = await e2e.newPage();
    await page.setViewportSize(smallPhone);
    await logIn(page, user.account, user.password);
    await page.goto('/digital-materials-package');
    const materials = page.locator('tc-materials');
    await materials.getByRole('dialog').getByRole('button', { name: 'I agree' }).click();
    await materials.getByText(/^You agreed to version \d+ of the terms of use\.$/).waitFor();
    const cards = materials.locator('tbody tr');
    await cards.first().waitFor();
    // While another sort loads, the last list stays, marked busy: wait for the one asked for.
    const listed = () => materials.locator('.tc-materials__list:not([aria-busy])').waitFor();
    const fileNames = () => materials.locator('tbody tr td:nth-child(2)').allInnerTexts();

    // Cards: nothing to scroll sideways, each value under its column's name.
    const wrap = materials.locator('.tc-table-wrap');
    expect(await wrap.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(smallPhone.width);
    const sizeCell = cards.first().locator('td[data-label]').nth(4);
    expect(await sizeCell.evaluate((cell) => getComputedStyle(cell, '::before').content)).toContain('File size');
    const sizeBox = await box(sizeCell);
    expect(sizeBox.x + sizeBox.width).toBeLessThanOrEqual(smallPhone.width);

    // One of each control in use: the bar's; the header's sort buttons and select-all are not drawn, so neither read nor tabbed to.
    const bar = materials.getByRole('group', { name: 'Sort and select' });
    const sortBy = bar.getByRole('combobox', { name: 'Sort by' });
    const direction = bar.getByRole('combobox', { name: 'Order' });
    const selectAll = bar.getByRole('checkbox', { name: 'Select all rows' });
    await sortBy.waitFor();
    expect(await materials.getByRole('button', { name: /^(File name|Language|Create time|File size)/ }).count()).toBe(0);
    expect(await materials.getByRole('checkbox', { name: 'Select all rows' }).count()).toBe(1);
    expect(await sortBy.inputValue()).toBe('createTime');
    expect(await direction.inputValue()).toBe('descending');

    // From the search field, Tab to Sort by; the arrow keys choose Language, then File name; the focus stays on the select.
    await materials.getByRole('searchbox', { name: 'Search' }).focus();
    await tabTo(page, sortBy);
    await page.keyboard.press('ArrowUp');
    await materials.locator('th[aria-sort="ascending"]', { hasText: 'Language' }).waitFor({ state: 'attached' });
    await listed();
    expect(await isFocused(sortBy)).toBe(true);
    await page.keyboard.press('ArrowUp');
    await materials.locator('th[aria-sort="ascending"]', { hasText: 'File name' }).waitFor({ state: 'attached' });
    await listed();
    const ascending = await fileNames();
    expect(ascending.slice(0, 2)).toEqual(ascending.slice(0, 2).sort());
    await tabTo(page, direction);
    await page.keyboard.press('ArrowDown');
    await materials.locator('th[aria-sort="descending"]', { hasText: 'File name' }).waitFor({ state: 'attached' });
    await listed();
    const descending = await fileNames();
    expect(descending[0]).not.toBe(ascending[0]);
    expect(descending.slice(0, 2)).toEqual(descending.slice(0, 2).sort().reverse());

    // Select all with Space, then the first card's box cleared: the bar's box is mixed.
    await tabTo(page, selectAll);
    await page.keyboard.press('Space');
    expect(await selectAll.isChecked()).toBe(true);
    const boxes = cards.locator('td input[type="checkbox"]');
    expect(await boxes.evaluateAll((inputs) => inputs.every((input) => (input as HTMLInputElement).checked))).toBe(true);
    await materials.getByText(`${descending.length} items selected`).waitFor({ state: 'attached' });
    await page.keyboard.press('Tab');
    expect(await isFocused(materials.getByRole('checkbox', { name: `Select ${descending[0]}`, exact: true }))).toBe(true);
    await page.keyboard.press('Space');
    await materials.getByText(new RegExp(`^${descending.length - 1} items? selected$`)).waitFor({ state: 'attached' });
    await expect.poll(() => selectAll.evaluate((input: HTMLInputElement) => [input.checked, input.indeterminate])).toEqual([false, true]);
    expect(await axeViolations(page)).toEqual([]);

    // Back up to Download and press Enter: the ZIP holds every file selected, not the one cleared.
    const download = materials.getByRole('button', { name: 'Download', exact: true });
    await tabTo(page, download, 'Shift+Tab');
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === `${apiBasePath}${materialPaths.download}`, { timeout: 60_000 });
    const [saved] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.keyboard.press('Enter')]);
    await answer;
    const entries = await unzipEntries(await readFile(await saved.path()));
    expect([...entries.keys()].sort()).toEqual(descending.slice(1).sort());

    // Wider than 36rem: the table with its header's controls, no bar; the header sorts as the bar did.
    await page.setViewportSize({ width: 1280, height: 800 });
    await bar.waitFor({ state: 'hidden' });
    expect(await materials.getByRole('checkbox', { name: 'Select all rows' }).count()).toBe(1);
    expect(await materials.getByRole('checkbox', { name: 'Select all rows' }).evaluate((input: HTMLInputElement) => input.indeterminate)).toBe(true);
    await materials.getByRole('button', { name: /^File name/ }).click();
    await materials.locator('th[aria-sort="ascending"]', { hasText: 'File name' }).waitFor();
    await listed();
    expect(await fileNames()).toEqual(ascending);
    expect(await axeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it("the admin console's filter rows wrap on the phone: every control within the screen and whole, labels and controls in line, in English and Spanish", { timeout: 240_000 }, async () => {
    const { page, pageErrors } = await e2e.newPage();
    await page.setViewportSize(phone);
    await logIn(page, 'demo.admin', await demoPassword(e2e.portal, 'demo.admin'));
    await expectRowsFit(page, adminFilterRows);
    expect(pageErrors).toEqual([]);
  });

  it("the learner pages' filter rows wrap on the phone: every control within the screen and whole, labels and controls in line, in English and Spanish", { timeout: 180_000 }, async () => {
    const user = await createLearner(e2e.portal, 'phonerows');
    const { page, pageErrors } = await e2e.newPage();
    await page.setViewportSize(phone);
    await logIn(page, user.account, user.password);
    await expectRowsFit(page, learnerFilterRows);
    expect(pageErrors).toEqual([]);
  });

  it('the admin course editor fits the phone: an opened course, its lessons and every exam opened, never scrolls the page sideways, in English and Spanish', { timeout: 180_000 }, async () => {
    const { page, pageErrors } = await e2e.newPage();
    await page.setViewportSize(phone);
    await logIn(page, 'demo.admin', await demoPassword(e2e.portal, 'demo.admin'));
    for (const language of ['en', 'es'] as const) {
      if (language === 'es') await chooseSpanish(page);
      await page.goto('/admin/courses');
      const courses = page.locator('tc-admin-courses');
      const title = certification.title[language];
      await courses.getByRole('link', { name: `${language === 'en' ? 'Edit' : 'Editar'} ${title}`, exact: true }).click();
      await courses.getByRole('heading', { level: 2, name: `${language === 'en' ? 'Edit course' : 'Editar curso'}: ${title}`, exact: true }).waitFor();
      // The last panel, the final exams: the whole editor is drawn; then every lesson test and final exam opened, questions and all.
      // One is open at a time (the address names it): each is measured while it is open.
      await courses.locator('[part~="final-exams"]').waitFor();
      const toggles = courses.locator('[part~="exam-toggle"]');
      for (let index = 0; index < (await toggles.count()); index += 1) {
        if ((await toggles.nth(index).getAttribute('aria-expanded')) === 'false') await toggles.nth(index).click();
        await courses.locator('[part~="exam"]').nth(index).locator('[part~="question"]').first().waitFor();
        expect(await pageWidth(page), `the course editor (${language}) with exam ${index + 1} open scrolls sideways`).toBeLessThanOrEqual(phone.width);
      }
    }
    expect(pageErrors).toEqual([]);
  });
});
