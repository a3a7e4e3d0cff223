import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sanitizeNoticeHtml } from '../../modules/notice';
import { AppStateRepository } from '../appStateRepository';
import type { Language } from '../../../src/contract/languages';
import type { Database } from '../schema';
import { inTransaction } from '../transaction';

const seedKey = 'seed.noticesAndWebinars';
const hour = 60 * 60_000;
const day = 24 * hour;

// A notice has one text, in the language it is written in, and goes to every user (docs/notifications.md).
const notices: { title: string; body: string; language: Language; daysAgo: number }[] = [
  {
    title: 'New lesson videos in the Installation Certification course',
    body: '<h3>Updated videos</h3><p>The commissioning lessons have <strong>new videos</strong> that show the latest app screens.</p><ul><li>Commissioning checklist</li><li>Firmware updates</li></ul>',
    language: 'en',
    daysAgo: 12,
  },
  {
    title: 'Support hours during the holidays',
    body: '<p>Our support team answers <em>8 AM - 8 PM CST, Sun-Sat</em> as usual. Submit a ticket any time from the <a href="/contact-us">contact page</a>.</p>',
    language: 'en',
    daysAgo: 2,
  },
  {
    title: 'Documentos de capacitación en español',
    body: '<p>La mayoría de los documentos ya están disponibles en <strong>español</strong>, entre ellos la garantía limitada. Encuéntrelos en la <a href="/document/index">página de documentos</a>.</p>',
    language: 'es',
    // The newest, so it is among the latest notifications on a Spanish-speaking user's home.
    daysAgo: 1,
  },
];

/** A past one with its recording, one tomorrow and one next month, relative to the seed time. */
const webinars = (now: Date) => [
  {
    slug: 'commissioning-qa',
    title: { en: 'Commissioning questions and answers', es: 'Preguntas y respuestas sobre la puesta en marcha' },
    description: { en: 'Our field engineers answer the questions installers asked most this quarter.', es: 'Nuestros ingenieros de campo responden las preguntas más frecuentes de los instaladores este trimestre.' },
    starts_at: new Date(now.getTime() - 7 * day),
    duration_minutes: 60,
    join_url: 'https://meet.example.com/tc-commissioning-qa',
    recording_url: 'https://videos.example.com/tc-commissioning-qa',
  },
  {
    slug: 'battery-sizing',
    title: { en: 'Sizing a home battery system', es: 'Dimensionar un sistema de baterías doméstico' },
    description: { en: 'How to size storage for backup and self-consumption, with worked examples.', es: 'Cómo dimensionar el almacenamiento para respaldo y autoconsumo, con ejemplos.' },
    starts_at: new Date(Math.ceil((now.getTime() + 20 * hour) / hour) * hour),
    duration_minutes: 45,
    join_url: 'https://meet.example.com/tc-battery-sizing',
    recording_url: null,
  },
  {
    slug: 'fleet-tool-tour',
    title: { en: 'A tour of the fleet-management tool', es: 'Recorrido por la herramienta de gestión de flotas' },
    description: { en: 'Monitor every system you installed, spot alerts early and plan service visits.', es: 'Supervise cada sistema que instaló, detecte alertas a tiempo y planifique visitas de servicio.' },
    starts_at: new Date(Math.ceil((now.getTime() + 30 * day) / hour) * hour),
    duration_minutes: 90,
    join_url: 'https://meet.example.com/tc-fleet-tool-tour',
    recording_url: null,
  },
];

/**
 * Demo notices, two in English and one in Spanish (each one a notification for every user, as publishing
 * makes it; the demo learner has read the oldest one) and three webinars, once per database.
 */
export async function seedNoticesAndWebinars(db: Kysely<Database>, now: () => Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    const at = now();
    if (!(await new AppStateRepository(tx).claim(seedKey, at.toISOString(), at))) return;
    const users = await tx.selectFrom('users').select(['id', 'account']).execute();
    for (const notice of notices) {
      const publishedAt = new Date(at.getTime() - notice.daysAgo * day);
      const id = randomUUID();
      await tx.insertInto('notices').values({ id, title: notice.title, body_html: sanitizeNoticeHtml(notice.body), author_id: null, published_at: publishedAt, language: notice.language }).execute();
      for (const user of users) {
        const read = user.account === 'demo.learner' && notice.daysAgo > 7;
        await tx
          .insertInto('notifications')
          .values({ id: randomUUID(), user_id: user.id, kind: 'newNotice', params: JSON.stringify({ noticeId: id, noticeTitle: notice.title, noticeLanguage: notice.language }), created_at: publishedAt, read_at: read ? publishedAt : null })
          .execute();
      }
    }
    for (const webinar of webinars(at)) {
      await tx
        .insertInto('webinars')
        .values({ id: randomUUID(), ...webinar, title: JSON.stringify(webinar.title), description: JSON.stringify(webinar.description) })
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute();
    }
  });
}
