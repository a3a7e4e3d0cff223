import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { waitForPath } from './support/browser';
import { createLearner } from './support/course';
import { openConsole } from './support/demoAccounts';
import { field, logIn } from './support/journeys';
import { expectFilterRowInLine } from './support/layout';
import { portalPerFile } from './support/setup';

const e2e = portalPerFile();

describe('notifications to a group in the admin console, in Chromium (issue 13)', () => {
  it('demo.admin writes to the installers in México; one of them reads it and opens its page, gets it by e-mail in Spanish, and a learner in the US does not', { timeout: 300_000 }, async () => {
    const mexican = await createLearner(e2e.portal, 'grupomx', 'MX');
    const american = await createLearner(e2e.portal, 'groupus', 'US');
    const stamp = Date.now().toString(36);
    const title = `New inverter firmware ${stamp}`;
    const spanishTitle = `Nuevo firmware del inversor ${stamp}`;

    const staff = await e2e.newPage();
    await openConsole(e2e.portal, staff.page, 'Notifications to a group', '/admin/notifications');
    const section = staff.page.locator('tc-admin-notifications');
    await expectFilterRowInLine(section.getByRole('search'));
    const who = section.getByRole('group', { name: 'Who receives it' });
    await who.getByRole('checkbox', { name: 'Installers' }).check();
    await who.getByRole('checkbox', { name: /\(MX\)$/ }).check();
    const reach = who.getByText(/^Reaches \d+ learners?;/);
    await reach.waitFor();
    const count = Number(/Reaches (\d+)/.exec((await reach.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThanOrEqual(1);

    await field(section, 'Title (English)').fill(title);
    await field(section, 'Text (English)').fill('Update the inverter before your next installation.');
    await field(section, 'Title (Spanish)').fill(spanishTitle);
    await field(section, 'Text (Spanish)').fill('Actualice el inversor antes de su próxima instalación.');
    await field(section, 'Page to open').fill('/certificate');
    await section.getByRole('button', { name: 'Send' }).click();
    const confirm = section.getByRole('group', { name: `Send “${title}” to ${count} ${count === 1 ? 'learner' : 'learners'} now? It cannot be taken back.` });
    await confirm.getByRole('button', { name: 'Send' }).click();
    await section.getByRole('status').filter({ hasText: `“${title}” was sent to ${count}` }).waitFor();
    await section.getByRole('list').getByRole('heading', { name: title }).waitFor();
    expect(await axeViolations(staff.page)).toEqual([]);

    const reader = await e2e.newPage();
    await logIn(reader.page, mexican.account, mexican.password);
    await reader.page.goto('/notifications');
    await waitForPath(reader.page, '/notifications');
    const inbox = reader.page.locator('tc-notifications');
    await inbox.getByRole('link', { name: title }).click();
    await waitForPath(reader.page, '/certificate');

    const mail = await e2e.portal.mail.waitForMail((received) => received.to.includes(mexican.email) && received.subject.includes(stamp));
    expect(mail.subject).toBe(spanishTitle);
    expect(mail.text).toContain('Actualice el inversor antes de su próxima instalación.');
    expect(mail.text).toMatch(/\/certificate/);

    const outsider = await e2e.newPage();
    await logIn(outsider.page, american.account, american.password);
    await outsider.page.goto('/notifications');
    await waitForPath(outsider.page, '/notifications');
    // A new learner outside the group has nothing at all: the list's empty state, not a title.
    await outsider.page.locator('tc-notifications').getByText('There are no notifications here.').waitFor();
    expect(e2e.portal.mail.mails.some((received) => received.to.includes(american.email) && received.subject.includes(stamp))).toBe(false);
    for (const visitor of [staff, reader, outsider]) expect(visitor.pageErrors).toEqual([]);
  });

  it('demo.admin writes to the installers in the US in Spanish only; a learner who reads English gets it marked lang="es", its Mark as read named by the marked title', { timeout: 300_000 }, async () => {
    const learner = await createLearner(e2e.portal, 'langus', 'US');
    const stamp = Date.now().toString(36);
    const spanishTitle = `Cierre por inventario ${stamp}`;
    const spanishBody = 'El almacén cierra el lunes por inventario.';

    const staff = await e2e.newPage();
    await openConsole(e2e.portal, staff.page, 'Notifications to a group', '/admin/notifications');
    const section = staff.page.locator('tc-admin-notifications');
    const who = section.getByRole('group', { name: 'Who receives it' });
    await who.getByRole('checkbox', { name: 'Installers' }).check();
    await who.getByRole('checkbox', { name: /\(US\)$/ }).check();
    await who.getByText(/^Reaches \d+ learners?;/).waitFor();
    await section.getByRole('combobox', { name: 'Written in' }).selectOption('es');
    await field(section, 'Title (Spanish)').fill(spanishTitle);
    await field(section, 'Text (Spanish)').fill(spanishBody);
    await section.getByRole('button', { name: 'Send' }).click();
    await section.getByRole('group', { name: new RegExp(`^Send “${spanishTitle}”`) }).getByRole('button', { name: 'Send' }).click();
    await section.getByRole('status').filter({ hasText: `“${spanishTitle}” was sent` }).waitFor();

    const reader = await e2e.newPage();
    await logIn(reader.page, learner.account, learner.password);
    await reader.page.goto('/notifications');
    await waitForPath(reader.page, '/notifications');
    const inbox = reader.page.locator('tc-notifications');
    const item = inbox.getByRole('listitem').filter({ hasText: spanishTitle });
    await item.waitFor();
    expect(await item.getByRole('heading').locator('[lang]').evaluate((node) => [node.getAttribute('lang'), node.textContent])).toEqual(['es', spanishTitle]);
    expect(await item.getByText(spanishBody).getAttribute('lang')).toBe('es');
    // Chromium's own accessible name: the button's English words, then the Spanish title (from the lang-marked element), no aria-label.
    const markRead = item.getByRole('button', { name: `Mark as read ${spanishTitle}`, exact: true });
    expect(await markRead.getAttribute('aria-label')).toBeNull();
    expect(await axeViolations(reader.page)).toEqual([]);
    await markRead.click();
    await item.getByRole('button', { name: /^Mark as read/ }).waitFor({ state: 'detached' });
    for (const visitor of [staff, reader]) expect(visitor.pageErrors).toEqual([]);
  });
});
