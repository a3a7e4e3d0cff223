import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { listGroupNotifications, groupNotificationChoices, previewGroup, sendGroupNotification } from '../../src/api/groupNotificationAdmin';
import { newIdempotencyKey } from '../../src/api/idempotent';
import type { AdminGroupNotification, AdminGroupNotificationListResult, GroupNotificationOptions, GroupReach } from '../../src/contract/groupNotification';
import { languages, toLanguage, type Language } from '../../src/contract/languages';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { AdminListPanel, AdminSection } from '../../src/ui/AdminSection';
import { ListSearch } from '../../src/ui/ListSearch';
import { oneOf, searchText, type ListQueryFields } from '../../src/ui/listAddress';
import { useListQuery } from '../../src/ui/useListQuery';
import { Checkbox } from '../../src/ui/Checkbox';
import { ConfirmRow } from '../../src/ui/ConfirmRow';
import { formatDate } from '../../src/ui/formatDate';
import { FormFooter } from '../../src/ui/FormFooter';
import { ResourceView } from '../../src/ui/ResourceView';
import { SelectField } from '../../src/ui/SelectField';
import { TextAreaField } from '../../src/ui/TextAreaField';
import { TextField } from '../../src/ui/TextField';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { useResource } from '../../src/ui/useResource';
import { accountAudiences } from '../../src/validation/accountForms';
import { groupNotificationForm, groupNotificationLimits, messageFields, textForLanguage, type NotificationGroup } from '../../src/validation/groupNotificationForms';

export type AdminNotificationsProps = WidgetProps & {
  /** Sent notifications per page (the server caps it). */
  pageSize?: number;
  /** The search, order and page as an address's query (`?q=recall&order=asc&page=2`), set by a page that keeps them in its address. */
  query?: string;
};

/** The list's query parameters (`?q=&order=&page=`): anything else in an address falls back to these. */
export const groupNotificationListFields = {
  q: searchText,
  order: { fallback: 'desc', valid: oneOf(['asc', 'desc']) },
} satisfies ListQueryFields;

/**
 * The console's notifications to a group (issue 13): write a message in English or Spanish (and its translation), choose
 * who receives it, see how many it reaches, send it once. The server picks the learners, sends and
 * audits; the list shows every send as the server stored it.
 */
export function AdminNotifications({ emit, pageSize = 10, query: address }: AdminNotificationsProps) {
  const { t, i18n } = useTranslation('adminContent');
  // The search, order and page: the page's address when it keeps them there, else this widget's own.
  const list = useListQuery(groupNotificationListFields, address, emit);
  const [notice, setNotice] = useState<string | null>(null);
  const size = pageSize > 0 ? pageSize : 10;
  // The server names the country versions in the reader's language: ask again when it changes, keeping the old names meanwhile.
  const choices = useResource<GroupNotificationOptions>(groupNotificationChoices, `options/${i18n.language}`, { keepLastData: true });
  // Another search, page or a reload after a send keeps the last items (busy): the control just used keeps the focus.
  const { resource, reload, busy } = useResource<AdminGroupNotificationListResult>(() => listGroupNotifications({ q: list.filters.q, order: list.filters.order as 'asc' | 'desc', page: list.page, pageSize: size }), `${list.key}:${size}`, {
    keepWhileLoading: true,
  });

  return (
    <AdminSection heading={t('groupNotifications.heading')} notice={notice}>
      <section className="tc-admin-section__panel" aria-label={t('groupNotifications.new')}>
        <ResourceView resource={choices.resource} reload={choices.reload}>
          {(options) => (
            <Composer
              options={options}
              onSent={(sent) => {
                setNotice(t('groupNotifications.sent', { title: sent[messageFields[sent.language].title], count: sent.recipients }));
                list.setPage(1);
                reload();
              }}
            />
          )}
        </ResourceView>
      </section>
      <AdminListPanel
        heading={t('groupNotifications.listHeading')}
        resource={resource}
        reload={reload}
        busy={busy}
        loadError={t('groupNotifications.loadError')}
        emptyMessage={list.filtered ? t('search.noMatch') : t('groupNotifications.empty')}
        page={list.page}
        pageSize={size}
        onPage={list.setPage}
        search={
          <ListSearch
            label={t('groupNotifications.searchLabel')}
            searchLabel={t('search.title')}
            q={list.filters.q}
            selects={[{ name: 'order', label: t('search.order'), value: list.filters.order, options: [{ value: 'desc', label: t('search.newest') }, { value: 'asc', label: t('search.oldest') }] }]}
            onSearch={list.search}
          />
        }
      >
        {(item) => <SentItem key={item.groupNotificationId} item={item} />}
      </AdminListPanel>
    </AdminSection>
  );
}

const textFields = ['titleEn', 'bodyEn', 'titleEs', 'bodyEs', 'link'] as const;
const formFields = ['language', ...textFields, 'companyId'] as const;
type Texts = Record<(typeof textFields)[number], string>;
const emptyTexts: Texts = { titleEn: '', bodyEn: '', titleEs: '', bodyEs: '', link: '' };
const everyone: NotificationGroup = { audiences: [], versionCodes: [], companyId: '', companyAdminsOnly: false };

const toggled = <T,>(list: readonly T[], value: T, on: boolean): T[] => (on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value));

/** The message and its group; Send asks first, naming how many people it reaches. */
function Composer({ options, onSent }: { options: GroupNotificationOptions; onSent: (sent: AdminGroupNotification) => void }) {
  const { t, i18n } = useTranslation('adminContent');
  const headingId = useId();
  // Staff most likely write in the language they work in; the select above the texts says so and changes it.
  const [language, setLanguage] = useState<Language>(() => toLanguage(i18n.language));
  const [texts, setTexts] = useState<Texts>(emptyTexts);
  const [group, setGroup] = useState<NotificationGroup>(everyone);
  // One key per draft: a retry of the same draft is the same send; any change makes it a new one.
  const [key, setKey] = useState(newIdempotencyKey);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(formFields);
  const reach = useResource<GroupReach>(() => previewGroup(group), JSON.stringify(group));
  const changed = () => {
    setKey(newIdempotencyKey());
    setConfirming(false);
  };
  const setText = (name: keyof Texts) => (value: string) => {
    setTexts((current) => ({ ...current, [name]: value }));
    changed();
  };
  const setGroupPart = (part: Partial<NotificationGroup>) => {
    setGroup((current) => ({ ...current, ...part }));
    changed();
  };

  const form = () => ({ ...texts, language, ...group });
  const written = messageFields[language];
  const translation = messageFields[language === 'en' ? 'es' : 'en'];
  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = groupNotificationForm.safeParse(form());
    if (!parsed.success) {
      errors.showInvalid(parsed.error);
      return;
    }
    errors.clear();
    setConfirming(true);
  };
  const send = async () => {
    setBusy(true);
    try {
      const sent = await sendGroupNotification(form(), key);
      setTexts(emptyTexts);
      setGroup(everyone);
      setKey(newIdempotencyKey());
      setConfirming(false);
      onSent(sent);
      errors.focus(written.title);
    } catch (error) {
      setConfirming(false);
      errors.showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const limits = groupNotificationLimits;
  const reached = reach.resource.status === 'ready' ? reach.resource.data : null;
  return (
    <form className="tc-form" noValidate onSubmit={ask} aria-labelledby={headingId} part="form">
      <h3 id={headingId}>{t('groupNotifications.new')}</h3>
      <fieldset part="group">
        <legend>{t('groupNotifications.who')}</legend>
        <p className="tc-hint">{t('groupNotifications.whoHint')}</p>
        <div role="group" aria-label={t('groupNotifications.audiences')}>
          {accountAudiences.map((audience) => (
            <Checkbox
              key={audience}
              name="audiences"
              label={t(`groupNotifications.audience.${audience}`)}
              checked={group.audiences.includes(audience)}
              onChange={(on) => setGroupPart({ audiences: toggled(group.audiences, audience, on) })}
            />
          ))}
        </div>
        <div role="group" aria-label={t('groupNotifications.countries')}>
          {options.versions.map((version) => (
            <Checkbox
              key={version.versionCode}
              name="versionCodes"
              label={`${version.name} (${version.versionCode})`}
              checked={group.versionCodes.includes(version.versionCode)}
              onChange={(on) => setGroupPart({ versionCodes: toggled(group.versionCodes, version.versionCode, on) })}
            />
          ))}
        </div>
        <SelectField
          label={t('groupNotifications.company')}
          {...errors.field('companyId')}
          value={group.companyId}
          onChange={(companyId) => setGroupPart({ companyId })}
          placeholder={t('groupNotifications.everyCompany')}
          options={options.companies.map((company) => ({ value: company.companyId, label: company.name }))}
        />
        <Checkbox name="companyAdminsOnly" label={t('groupNotifications.companyAdminsOnly')} checked={group.companyAdminsOnly} onChange={(on) => setGroupPart({ companyAdminsOnly: on })} />
        <p className="tc-hint" aria-live="polite" part="reach">
          {reach.resource.status === 'loading'
            ? t('groupNotifications.counting')
            : reach.resource.status === 'error'
              ? t('groupNotifications.countError')
              : reached && reached.recipients === 0
                ? t('groupNotifications.reachNobody')
                : t('groupNotifications.reach', { count: reached?.recipients ?? 0, byEmail: reached?.byEmail ?? 0 })}
        </p>
      </fieldset>
      <SelectField
        label={t('groupNotifications.writtenIn')}
        {...errors.field('language')}
        value={language}
        onChange={(value) => {
          setLanguage(toLanguage(value));
          changed();
        }}
        options={languages.map((value) => ({ value, label: t(`groupNotifications.language.${value}`) }))}
        required
      />
      {/* The language it is written in first and required; the other one is its optional translation. */}
      <TextField label={t(`groupNotifications.${written.title}`)} {...errors.field(written.title)} value={texts[written.title]} onChange={setText(written.title)} maxLength={limits.title} required />
      <TextAreaField label={t(`groupNotifications.${written.body}`)} {...errors.field(written.body)} value={texts[written.body]} onChange={setText(written.body)} rows={4} required />
      <TextField
        label={t(`groupNotifications.${translation.title}`)}
        {...errors.field(translation.title)}
        hint={t(`groupNotifications.translationHint.${language === 'en' ? 'es' : 'en'}`)}
        value={texts[translation.title]}
        onChange={setText(translation.title)}
        maxLength={limits.title}
      />
      <TextAreaField label={t(`groupNotifications.${translation.body}`)} {...errors.field(translation.body)} value={texts[translation.body]} onChange={setText(translation.body)} rows={4} />
      <TextField label={t('groupNotifications.link')} {...errors.field('link')} hint={t('groupNotifications.linkHint')} value={texts.link} onChange={setText('link')} maxLength={limits.link} />
      {confirming ? (
        <ConfirmRow
          question={
            reached
              ? t('groupNotifications.confirm', { title: texts[written.title].trim(), count: reached.recipients })
              : t('groupNotifications.confirmUncounted', { title: texts[written.title].trim() })
          }
          quote={{ text: texts[written.title].trim(), lang: language }}
          confirmLabel={t('groupNotifications.send')}
          cancelLabel={t('groupNotifications.keepEditing')}
          busy={busy}
          onConfirm={() => void send()}
          onCancel={() => setConfirming(false)}
          confirmPart="confirm-send"
        />
      ) : (
        <FormFooter alert={errors.alert} submitLabel={t('groupNotifications.send')} busy={busy} submitPart="send" />
      )}
    </form>
  );
}

/** One send: the message in the reader's language, whom it was for, who sent it and when, how many it reached. */
function SentItem({ item }: { item: AdminGroupNotification }) {
  const { t, i18n } = useTranslation('adminContent');
  const reader = toLanguage(i18n.language);
  const { title, body, language } = textForLanguage(item, reader);
  // Text in another language than the console's keeps its own lang.
  const lang = language === reader ? undefined : language;
  const { group } = item;
  const parts = [
    group.audiences.map((audience) => t(`groupNotifications.audience.${audience}`)).join(', '),
    group.versionCodes.join(', '),
    group.companyId ? (group.companyName ?? t('groupNotifications.companyGone')) : '',
    group.companyAdminsOnly ? t('groupNotifications.companyAdminsOnly') : '',
  ].filter((part) => part !== '');
  return (
    <li className="tc-admin-section__item" part="item">
      <h4 lang={lang}>{title}</h4>
      <p className="tc-admin-section__body" lang={lang}>
        {body}
      </p>
      <p className="tc-hint">
        {t('groupNotifications.for', { group: parts.length > 0 ? parts.join(' · ') : t('groupNotifications.everyLearner') })}
        {item.link ? ` · ${t('groupNotifications.opens', { link: item.link })}` : ''}
      </p>
      <p className="tc-hint" part="reached">
        {t('groupNotifications.sentBy', { account: item.sentBy, date: formatDate(item.sentAt, i18n.language) })}
        {' · '}
        {t('groupNotifications.reached', { count: item.recipients, byEmail: item.byEmail })}
      </p>
    </li>
  );
}
