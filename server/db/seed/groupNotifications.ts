import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppStateRepository } from '../appStateRepository';
import type { Database, RecipientGroup } from '../schema';
import { inTransaction } from '../transaction';

const seedKey = 'seed.groupNotifications';
const daysAgo = 3;

const message = {
  title: { en: 'Invite your technicians', es: 'Invite a sus técnicos' },
  body: {
    en: 'Invite the technicians of your company so they can take the Installation Certification course. You see their progress on your company page.',
    es: 'Invite a los técnicos de su empresa para que hagan el curso de certificación de instalación. Verá su progreso en la página de su empresa.',
  },
  link: '/company',
};

/**
 * One earlier notification to a group, as the console sends it: demo.admin wrote to the partner
 * companies' administrators three days before the seed, so the console's list and their inbox show it.
 */
export async function seedGroupNotifications(db: Kysely<Database>, now: () => Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    const at = now();
    if (!(await new AppStateRepository(tx).claim(seedKey, at.toISOString(), at))) return;
    const sentAt = new Date(at.getTime() - daysAgo * 24 * 60 * 60_000);
    const author = await tx.selectFrom('users').select(['id', 'account']).where('account', '=', 'demo.admin').executeTakeFirst();
    const recipients = await tx
      .selectFrom('users')
      .select(['id', 'notify_by_email'])
      .where('role', '=', 'learner')
      .where('deactivated_at', 'is', null)
      .where('company_admin', '=', true)
      .execute();
    if (!author || recipients.length === 0) return;
    const id = randomUUID();
    const group: RecipientGroup = { audiences: [], versionCodes: [], companyId: '', companyName: null, companyAdminsOnly: true };
    await tx
      .insertInto('group_notifications')
      .values({
        id,
        title: JSON.stringify(message.title),
        body: JSON.stringify(message.body),
        link: message.link,
        recipient_group: JSON.stringify(group),
        sent_by_id: author.id,
        sent_by_account: author.account,
        sent_at: sentAt,
        recipients: recipients.length,
        by_email: recipients.filter((recipient) => recipient.notify_by_email).length,
      })
      .execute();
    const params = JSON.stringify({ groupNotificationId: id, messageTitle: message.title, messageBody: message.body, link: message.link });
    await tx
      .insertInto('notifications')
      .values(recipients.map((recipient) => ({ id: randomUUID(), user_id: recipient.id, kind: 'groupMessage', params, created_at: sentAt })))
      .execute();
  });
}
