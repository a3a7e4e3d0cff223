import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { materialAdminPaths, type AdminMaterialListResult, type AdminTerms } from '../../src/contract/materialAdmin';
import { materialPaths, type MaterialFile } from '../../src/contract/materials';
import { noticePaths, type NoticeDetail } from '../../src/contract/notice';
import { groupNotificationAdminPaths } from '../../src/contract/groupNotification';
import { webinarAdminPaths, type AdminWebinar } from '../../src/contract/webinar';
import type { AdminContentFixtureName } from '../../src/testing/fixtures/adminContent/manifest';
import { materialPng } from '../db/seed/materials';
import { multipartBody, type MaterialsTestContext } from './materialsTestKit';

/** Where the recorded admin content fixtures live (see its README.md). */
export const adminContentFixtureDir = join(import.meta.dirname, '../../src/testing/fixtures/adminContent');

export const readAdminContentFixture = (name: AdminContentFixtureName): unknown => {
  const file = join(adminContentFixtureDir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
};

export const writeAdminContentFixture = (name: AdminContentFixtureName, value: unknown): void => {
  writeFileSync(join(adminContentFixtureDir, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
};

const result = <T>(response: { body: { code: number; result: T } }): T => {
  if (response.body.code !== 200) throw new Error(`refused: ${JSON.stringify(response.body)}`);
  return response.body.result;
};

/** Drives the console's content sections through the real API as an administrator (and a learner), keeping each answer by name. */
export const recordAdminContentAnswers = async (kit: MaterialsTestContext): Promise<Map<AdminContentFixtureName, unknown>> => {
  const recording = new Map<AdminContentFixtureName, unknown>();
  const ctx = kit.ctx;
  const admin = (await ctx.signedInUser({ role: 'admin' })).token;
  const learner = (await ctx.signedInUser()).token;

  // A learner agrees and downloads once, so the counts show something.
  result(await ctx.api('POST', materialPaths.agree, { token: learner, body: { version: 1 } }));
  const [first] = (await kit.list({ q: 'Battery-Data-Sheet' }, { token: learner })).list;
  await kit.raw('POST', materialPaths.download, { token: learner, body: { fileIds: [first?.fileId] } });

  recording.set('terms', result(await ctx.api<AdminTerms>('GET', materialAdminPaths.terms, { token: admin })));
  const png = materialPng({ slug: 'admin-fixture', kind: 'png', language: 'en', fileName: 'x.png', description: '', heading: '' });
  const { payload, contentType } = await multipartBody({ description: 'Roof banner for the showroom', language: 'en' }, { name: 'Roof-Banner.png', bytes: png });
  const uploaded = (await kit.raw('POST', materialPaths.upload, { token: admin, payload, headers: { 'content-type': contentType } })).json<{ result: MaterialFile }>().result;
  recording.set('materials.uploaded', uploaded);
  recording.set('materials.list', result(await ctx.api<AdminMaterialListResult>('GET', materialAdminPaths.list, { token: admin, query: { pageSize: '5' } })));
  recording.set('materials.list.empty', result(await ctx.api('GET', materialAdminPaths.list, { token: admin, query: { q: 'no such file anywhere' } })));
  recording.set('materials.forbidden', (await ctx.api('GET', materialAdminPaths.list, { token: learner })).body);
  recording.set('materials.forbidden.es', (await ctx.api('GET', materialAdminPaths.list, { token: learner, headers: { lang: 'es' } })).body);

  const edit = { fileId: uploaded.fileId, fileName: 'Roof-Banner-2027.png', description: 'Roof banner for the showroom, 2027', language: 'es' };
  recording.set('materials.updated', result(await ctx.api('POST', materialAdminPaths.update, { token: admin, body: edit })));
  recording.set('materials.update.invalid', (await ctx.api('POST', materialAdminPaths.update, { token: admin, body: { ...edit, fileName: 'a/b.png', description: ' ' } })).body);
  recording.set('materials.deleted', result(await ctx.api('POST', materialAdminPaths.remove, { token: admin, body: { fileId: uploaded.fileId } })));
  recording.set('materials.delete.gone', (await ctx.api('POST', materialAdminPaths.remove, { token: admin, body: { fileId: uploaded.fileId } })).body);

  const texts = {
    en: { title: 'Terms of use of the digital materials, 2027', body: 'Use the materials only to sell and install our products.\nDo not change the logos.' },
    es: { title: 'Términos de uso de los materiales digitales, 2027', body: 'Use los materiales solo para vender e instalar nuestros productos.\nNo modifique los logotipos.' },
  };
  recording.set('terms.published', result(await ctx.api('POST', materialAdminPaths.publishTerms, { token: admin, body: { basedOn: 1, ...texts } })));
  recording.set('terms.conflict', (await ctx.api('POST', materialAdminPaths.publishTerms, { token: admin, body: { basedOn: 1, ...texts } })).body);
  recording.set('terms.conflict.es', (await ctx.api('POST', materialAdminPaths.publishTerms, { token: admin, body: { basedOn: 1, ...texts }, headers: { lang: 'es' } })).body);

  // Notices: none yet, two published, one corrected, one taken down (and again).
  const page = { page: '1', pageSize: '10' };
  recording.set('notices.list.empty', result(await ctx.api('GET', noticePaths.adminList, { token: admin, query: page })));
  const warehouse = result(await ctx.api<NoticeDetail>('POST', noticePaths.create, { token: admin, body: { title: 'Warehouse closed on Friday', bodyHtml: '<p>The warehouse is closed on <strong>Friday</strong>.</p>' } }));
  ctx.clock.advance(60_000);
  const created = result(await ctx.api<NoticeDetail>('POST', noticePaths.create, { token: admin, body: { title: 'New battery firmware', bodyHtml: '<p>Version 2.1 is out.</p><ul><li>Faster charging</li></ul>' } }));
  recording.set('notices.created', created);
  recording.set('notices.create.invalid', (await ctx.api('POST', noticePaths.create, { token: admin, body: { title: 'Only a script', bodyHtml: '<script>alert(1)</script>' } })).body);
  ctx.clock.advance(60_000);
  recording.set('notices.updated', result(await ctx.api('POST', noticePaths.update, { token: admin, body: { noticeId: created.noticeId, title: 'New battery firmware 2.1', bodyHtml: '<p>Version 2.1 is out.</p>' } })));
  recording.set('notices.unpublished', result(await ctx.api('POST', noticePaths.unpublish, { token: admin, body: { noticeId: warehouse.noticeId } })));
  recording.set('notices.unpublish.gone', (await ctx.api('POST', noticePaths.unpublish, { token: admin, body: { noticeId: warehouse.noticeId } })).body);
  recording.set('notices.list', result(await ctx.api('GET', noticePaths.adminList, { token: admin, query: page })));

  // Webinars: none yet, one past with its recording, one upcoming corrected, one cancelled (and again).
  recording.set('webinars.list.empty', result(await ctx.api('GET', webinarAdminPaths.list, { token: admin, query: page })));
  const day = 24 * 60 * 60_000;
  const at = (days: number) => new Date(Math.floor((ctx.clock.now().getTime() + days * day) / 3_600_000) * 3_600_000).toISOString();
  const webinar = (titleEn: string, titleEs: string, days: number) => ({
    titleEn,
    titleEs,
    descriptionEn: `${titleEn}: questions and answers with the product team.`,
    descriptionEs: `${titleEs}: preguntas y respuestas con el equipo de producto.`,
    startsAt: at(days),
    durationMinutes: 60,
    joinUrl: 'https://meet.example.com/training-center',
    recordingUrl: '',
  });
  result(await ctx.api('POST', webinarAdminPaths.create, { token: admin, body: { ...webinar('Battery sizing', 'Dimensionado de baterías', -10), recordingUrl: 'https://video.example.com/battery-sizing' } }));
  const upcoming = result(await ctx.api<AdminWebinar>('POST', webinarAdminPaths.create, { token: admin, body: webinar('Commissioning Q&A', 'Preguntas sobre la puesta en marcha', 7) }));
  recording.set('webinars.created', upcoming);
  const dropped = result(await ctx.api<AdminWebinar>('POST', webinarAdminPaths.create, { token: admin, body: webinar('Fleet tool tour', 'Recorrido por la herramienta de flota', 14) }));
  recording.set('webinars.create.invalid.es', (await ctx.api('POST', webinarAdminPaths.create, { token: admin, body: { ...webinar('x', 'x', 3), durationMinutes: 0, joinUrl: 'javascript:alert(1)' }, headers: { lang: 'es' } })).body);
  ctx.clock.advance(60_000);
  const corrected = { ...webinar('Commissioning Q&A, part 2', 'Preguntas sobre la puesta en marcha, 2.ª parte', 7), webinarId: upcoming.webinarId, durationMinutes: 90 };
  recording.set('webinars.updated', result(await ctx.api('POST', webinarAdminPaths.update, { token: admin, body: corrected })));
  recording.set('webinars.cancelled', result(await ctx.api('POST', webinarAdminPaths.cancel, { token: admin, body: { webinarId: dropped.webinarId } })));
  recording.set('webinars.cancel.gone', (await ctx.api('POST', webinarAdminPaths.cancel, { token: admin, body: { webinarId: dropped.webinarId } })).body);
  recording.set('webinars.cancel.gone.es', (await ctx.api('POST', webinarAdminPaths.cancel, { token: admin, body: { webinarId: dropped.webinarId }, headers: { lang: 'es' } })).body);
  recording.set('webinars.list', result(await ctx.api('GET', webinarAdminPaths.list, { token: admin, query: page })));

  // Notifications to a group: a partner company with an admin who reads Spanish and e-mail, none sent yet, two sends, two refusals.
  const companyId = randomUUID();
  await ctx.db
    .insertInto('companies')
    .values({ id: companyId, name: 'Bright Roofs Solar', company_number: 'BRS-1', version_code: 'US', website: 'brightroofs.example', phone: '', roles: JSON.stringify(['installer']), created_at: ctx.clock.now() })
    .execute();
  const companyAdmin = await ctx.newUser({ name: 'Rosa Campos' });
  await ctx.db.updateTable('users').set({ company_id: companyId, company_admin: true, lang: 'es', notify_by_email: true }).where('id', '=', companyAdmin.user.id).execute();
  const sendAs = (body: unknown, lang = 'en') => ctx.api('POST', groupNotificationAdminPaths.send, { token: admin, body, headers: { 'idempotency-key': randomUUID(), lang } });
  recording.set('notifications.options', result(await ctx.api('GET', groupNotificationAdminPaths.options, { token: admin })));
  recording.set('notifications.options.es', result(await ctx.api('GET', groupNotificationAdminPaths.options, { token: admin, headers: { lang: 'es' } })));
  recording.set('notifications.reach', result(await ctx.api('POST', groupNotificationAdminPaths.preview, { token: admin, body: { audiences: ['installer'], versionCodes: ['US'] } })));
  recording.set('notifications.reach.nobody', result(await ctx.api('POST', groupNotificationAdminPaths.preview, { token: admin, body: { audiences: ['designer'], companyId } })));
  recording.set('notifications.list.empty', result(await ctx.api('GET', groupNotificationAdminPaths.list, { token: admin, query: page })));
  result(await sendAs({ titleEn: 'Webinar recordings are online', bodyEn: 'Watch the recordings of past webinars on the home page.', link: '/home' }));
  ctx.clock.advance(60_000);
  recording.set(
    'notifications.sent',
    result(
      await sendAs({
        titleEn: 'Invite your technicians',
        bodyEn: 'Invite your technicians so they can take the Installation Certification course.',
        titleEs: 'Invite a sus técnicos',
        bodyEs: 'Invite a sus técnicos para que hagan el curso de certificación de instalación.',
        link: '/company',
        companyId,
        companyAdminsOnly: true,
      }),
    ),
  );
  recording.set('notifications.send.empty.es', (await sendAs({ titleEn: 'Designers', bodyEn: 'Nobody', audiences: ['designer'], companyId }, 'es')).body);
  recording.set('notifications.send.invalid.es', (await sendAs({ titleEn: 'Off site', bodyEn: 'Link', link: 'https://evil.example', titleEs: 'Solo título' }, 'es')).body);
  recording.set('notifications.list', result(await ctx.api('GET', groupNotificationAdminPaths.list, { token: admin, query: page })));

  // A notice written in Spanish, recorded last so the answers above stay as they were.
  ctx.clock.advance(60_000);
  result(await ctx.api('POST', noticePaths.create, { token: admin, body: { title: 'Almacén cerrado el lunes', bodyHtml: '<p>El almacén cierra el <strong>lunes</strong>.</p>', language: 'es' } }));
  recording.set('notices.list.languages', result(await ctx.api('GET', noticePaths.adminList, { token: admin, query: page })));
  // A message written in Spanish, untranslated, to the company's administrators.
  ctx.clock.advance(60_000);
  recording.set('notifications.sent.spanish', result(await sendAs({ language: 'es', titleEs: 'Cierre por inventario', bodyEs: 'El almacén cierra el lunes.', companyId, companyAdminsOnly: true }, 'es')));
  recording.set('notifications.list.languages', result(await ctx.api('GET', groupNotificationAdminPaths.list, { token: admin, query: page })));

  // Eight days later the corrected webinar has taken place (recorded last so the answers above stay as they were).
  ctx.clock.advance(8 * day);
  const later = (await ctx.signedInUser({ role: 'admin' })).token;
  recording.set('webinars.list.ended', result(await ctx.api('GET', webinarAdminPaths.list, { token: later, query: page })));
  recording.set('webinars.cancel.ended', (await ctx.api('POST', webinarAdminPaths.cancel, { token: later, body: { webinarId: upcoming.webinarId } })).body);
  recording.set('webinars.cancel.ended.es', (await ctx.api('POST', webinarAdminPaths.cancel, { token: later, body: { webinarId: upcoming.webinarId }, headers: { lang: 'es' } })).body);
  const moved = new Date(Date.parse(corrected.startsAt) + 14 * day).toISOString();
  recording.set('webinars.update.ended', (await ctx.api('POST', webinarAdminPaths.update, { token: later, body: { ...corrected, startsAt: moved } })).body);
  recording.set('webinars.updated.ended', result(await ctx.api('POST', webinarAdminPaths.update, { token: later, body: { ...corrected, recordingUrl: 'https://video.example.com/commissioning' } })));
  // A correction of a notice the server does not know (as when it no longer exists): 40004 naming the notice.
  const goneNotice = { noticeId: randomUUID(), title: 'Warehouse closed', bodyHtml: '<p>Closed.</p>' };
  recording.set('notices.update.gone', (await ctx.api('POST', noticePaths.update, { token: later, body: goneNotice })).body);
  recording.set('notices.update.gone.es', (await ctx.api('POST', noticePaths.update, { token: later, body: goneNotice, headers: { lang: 'es' } })).body);
  return recording;
};
