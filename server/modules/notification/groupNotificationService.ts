import { randomUUID } from 'node:crypto';
import type {
  AdminGroupNotification,
  AdminGroupNotificationListResult,
  GroupNotificationListQuery,
  GroupNotificationOptions,
  GroupReach,
  SendGroupNotificationRequest,
} from '../../../src/contract/groupNotification';
import type { Language } from '../../../src/contract/languages';
import { messageFields, type NotificationGroup } from '../../../src/validation/groupNotificationForms';
import { inTransaction, type Db } from '../../db/transaction';
import type { MessageText } from '../../db/schema';
import { AuditLogRepository, type AuditEntry } from '../../lib/auditLogRepository';
import { BusinessError } from '../../lib/businessError';
import { onceForKey, requestFingerprint } from '../../lib/idempotency';
import { isUuid } from '../../lib/ids';
import { regionName } from '../country';
import { GroupNotificationRepository, type GroupNotificationRow } from './groupNotificationRepository';
import type { NotificationService } from './service';

export type GroupNotificationServiceDeps = { db: Db; now: () => Date; notifications: Pick<NotificationService, 'notifyRecipients'> };
export type GroupNotificationActor = AuditEntry['actor'];

const toAdminGroupNotification = (row: GroupNotificationRow): AdminGroupNotification => ({
  groupNotificationId: row.id,
  language: row.language,
  titleEn: row.title.en ?? '',
  bodyEn: row.body.en ?? '',
  titleEs: row.title.es ?? '',
  bodyEs: row.body.es ?? '',
  link: row.link,
  group: row.recipient_group,
  sentBy: row.sent_by_account,
  sentAt: row.sent_at.toISOString(),
  recipients: row.recipients,
  byEmail: row.by_email,
});

/** A language is kept only when written (both fields, the form's rule), so its readers get the original instead. */
const written = (en: string, es: string): MessageText => ({ ...(en === '' ? {} : { en }), ...(es === '' ? {} : { es }) });

/**
 * The console's notifications to a group (issue 13): who a group reaches, one send per request key
 * (each recipient's notification in one transaction, e-mails after it commits), and the sends so far.
 */
export class GroupNotificationService {
  constructor(private readonly deps: GroupNotificationServiceDeps) {}

  async options(lang: Language): Promise<GroupNotificationOptions> {
    const repository = new GroupNotificationRepository(this.deps.db);
    const [versions, companies] = [await repository.versions(), await repository.companies()];
    return {
      // Named in the reader's language as /country/list does, not the stored (English or local) name.
      versions: versions.map((row) => ({ versionCode: row.version_code, name: regionName(row.version_code, lang, row.name) })),
      companies: companies.map((row) => ({ companyId: row.id, name: row.name, versionCode: row.version_code })),
    };
  }

  async preview(group: NotificationGroup): Promise<GroupReach> {
    const repository = new GroupNotificationRepository(this.deps.db);
    await this.companyNameOf(repository, group);
    return repository.reach(group);
  }

  async list(query: GroupNotificationListQuery): Promise<AdminGroupNotificationListResult> {
    const repository = new GroupNotificationRepository(this.deps.db);
    return { list: (await repository.page(query)).map(toAdminGroupNotification), total: await repository.count(query) };
  }

  /** Sends once per `key`: a retry (or a second click) with the same key gets the first send back. */
  send(actor: GroupNotificationActor, request: SendGroupNotificationRequest, key: string): Promise<AdminGroupNotification> {
    return inTransaction(this.deps.db, (tx) => {
      const call = { userId: actor.id ?? actor.account, key, fingerprint: requestFingerprint('notification.send', request), now: this.deps.now() };
      return onceForKey(tx, call, () => this.sendIn(tx, actor, request));
    });
  }

  private async sendIn(tx: Db, actor: GroupNotificationActor, request: SendGroupNotificationRequest): Promise<AdminGroupNotification> {
    const now = this.deps.now();
    const repository = new GroupNotificationRepository(tx);
    const companyName = await this.companyNameOf(repository, request);
    const members = await repository.members(request);
    if (members.length === 0) throw new BusinessError('groupEmpty');
    const id = randomUUID();
    const title = written(request.titleEn, request.titleEs);
    const body = written(request.bodyEn, request.bodyEs);
    const params = { groupNotificationId: id, messageTitle: title, messageBody: body, messageLanguage: request.language, link: request.link };
    const reach = await this.deps.notifications.notifyRecipients(tx, 'groupMessage', params, members);
    const group = { audiences: request.audiences, versionCodes: request.versionCodes, companyId: request.companyId, companyName, companyAdminsOnly: request.companyAdminsOnly };
    const row = await repository.add({
      id,
      title: JSON.stringify(title),
      body: JSON.stringify(body),
      language: request.language,
      link: request.link,
      recipient_group: group,
      sent_by_id: actor.id,
      sent_by_account: actor.account,
      sent_at: now,
      recipients: reach.recipients,
      by_email: reach.byEmail,
    });
    await new AuditLogRepository(tx).record({
      actor,
      action: 'notification.send',
      target: { type: 'groupNotification', id },
      details: { title: request[messageFields[request.language].title], language: request.language, group, recipients: reach.recipients, byEmail: reach.byEmail },
      at: now,
    });
    return toAdminGroupNotification(row);
  }

  /** The named company's name; a company that does not exist is refused rather than reaching nobody silently. */
  private async companyNameOf(repository: GroupNotificationRepository, group: NotificationGroup): Promise<string | null> {
    if (group.companyId === '') return null;
    const name = isUuid(group.companyId) ? await repository.companyName(group.companyId) : null;
    if (name === null) throw new BusinessError('notFound', { messageKey: 'unknownCompany', fieldKey: 'companyId' });
    return name;
  }
}
