import type { NotificationKind, NotificationQuote } from '../../../src/contract/notification';
import type { Language } from '../../../src/contract/languages';
import { textForLanguage } from '../../../src/validation/groupNotificationForms';
import type { LocalizedText } from '../../db/courseSchema';
import type { MessageText } from '../../db/schema';
import { dateFormat, printedDate } from '../../lib/dates';

type Rendered = { title: string; body: string };

/** What a notification row keeps: the facts, so its text is written in whoever reads it's language. */
export type NotificationParams = {
  courseId?: string;
  lessonId?: string;
  lessonTitle?: LocalizedText;
  courseTitle?: LocalizedText;
  certificateId?: string;
  serial?: string;
  validUntil?: string;
  expired?: boolean;
  /** A business partner certificate: renewed by the provider, not by taking a course again. */
  partner?: boolean;
  noticeId?: string;
  noticeTitle?: string;
  /** The language the notice is written in (rows from before it was kept: English, the only one then). */
  noticeLanguage?: Language;
  webinarId?: string;
  webinarTitle?: LocalizedText;
  startsAt?: string;
  /** A message staff wrote to a group: its own texts (a translation both or neither), the language it is written in (older rows: English) and an optional portal page. */
  groupNotificationId?: string;
  messageTitle?: MessageText;
  messageBody?: MessageText;
  messageLanguage?: Language;
  link?: string;
};

/** A group message in the reader's language when staff wrote it in it, else in the language it is written in (the console's rule), with that language. */
const groupMessageText = (p: NotificationParams, lang: Language) =>
  textForLanguage({ titleEn: p.messageTitle?.en ?? '', bodyEn: p.messageBody?.en ?? '', titleEs: p.messageTitle?.es ?? '', bodyEs: p.messageBody?.es ?? '', language: p.messageLanguage }, lang);
const groupMessage = (p: NotificationParams, lang: Language): Rendered => {
  const { title, body } = groupMessageText(p, lang);
  return { title, body };
};

const text = (value: LocalizedText | undefined, lang: Language): string => (value ? (value[lang] ?? value.en) : '');

/** The webinar reminder names the hour in US Central time, where the webinars are held (daylight saving by Intl). */
const fullCentralTime = dateFormat({ dateStyle: 'full', timeStyle: 'short', timeZone: 'America/Chicago' });
export const centralTime = (iso: string, lang: Language): string => fullCentralTime(new Date(iso), lang);

const date = (iso: string, lang: Language): string => printedDate(new Date(iso), lang);

const texts: Record<Language, Record<NotificationKind, (p: NotificationParams, lang: Language) => Rendered>> = {
  en: {
    lessonPassed: (p, l) => ({ title: `Lesson passed: ${text(p.lessonTitle, l)}`, body: `You passed the test of "${text(p.lessonTitle, l)}" in ${text(p.courseTitle, l)}. The next lesson is open.` }),
    testFailedTwice: (p, l) => ({
      title: `Watch the lesson again: ${text(p.lessonTitle, l)}`,
      body: `You did not pass the test of "${text(p.lessonTitle, l)}" in two attempts. Watch the lesson again to get two new attempts.`,
    }),
    certificateIssued: (p, l) => ({
      title: `Your certificate is ready: ${text(p.courseTitle, l)}`,
      body: p.partner ? `Your company's business partner certificate ${p.serial ?? ''} has been issued.` : `Congratulations! Certificate ${p.serial ?? ''} for ${text(p.courseTitle, l)} has been issued.`,
    }),
    certificateExpiring: (p, l) =>
      p.expired
        ? {
            title: `Your certificate has expired: ${text(p.courseTitle, l)}`,
            body: `Certificate ${p.serial ?? ''} expired on ${date(p.validUntil ?? '', l)}. ${p.partner ? "Contact us to renew your company's partnership." : 'Take the course again to renew it.'}`,
          }
        : {
            title: `Your certificate expires soon: ${text(p.courseTitle, l)}`,
            body: `Certificate ${p.serial ?? ''} is valid until ${date(p.validUntil ?? '', l)}. ${p.partner ? "Contact us before then to renew your company's partnership." : 'Renew it before then.'}`,
          },
    newNotice: (p) => ({ title: `New notice: ${p.noticeTitle ?? ''}`, body: 'A new notice has been published. Open it to read it.' }),
    webinarTomorrow: (p, l) => ({ title: `Webinar tomorrow: ${text(p.webinarTitle, l)}`, body: `"${text(p.webinarTitle, l)}" starts ${centralTime(p.startsAt ?? '', l)} (US Central time).` }),
    groupMessage,
  },
  es: {
    lessonPassed: (p, l) => ({ title: `Lección aprobada: ${text(p.lessonTitle, l)}`, body: `Aprobó la prueba de "${text(p.lessonTitle, l)}" en ${text(p.courseTitle, l)}. La siguiente lección está abierta.` }),
    testFailedTwice: (p, l) => ({
      title: `Vuelva a ver la lección: ${text(p.lessonTitle, l)}`,
      body: `No aprobó la prueba de "${text(p.lessonTitle, l)}" en dos intentos. Vuelva a ver la lección para obtener dos intentos nuevos.`,
    }),
    certificateIssued: (p, l) => ({
      title: `Su certificado está listo: ${text(p.courseTitle, l)}`,
      body: p.partner ? `Se ha emitido el certificado de socio comercial ${p.serial ?? ''} de su empresa.` : `¡Felicidades! Se ha emitido el certificado ${p.serial ?? ''} de ${text(p.courseTitle, l)}.`,
    }),
    certificateExpiring: (p, l) =>
      p.expired
        ? {
            title: `Su certificado ha caducado: ${text(p.courseTitle, l)}`,
            body: `El certificado ${p.serial ?? ''} caducó el ${date(p.validUntil ?? '', l)}. ${p.partner ? 'Contáctenos para renovar la asociación de su empresa.' : 'Haga el curso de nuevo para renovarlo.'}`,
          }
        : {
            title: `Su certificado caduca pronto: ${text(p.courseTitle, l)}`,
            body: `El certificado ${p.serial ?? ''} es válido hasta el ${date(p.validUntil ?? '', l)}. ${p.partner ? 'Contáctenos antes de esa fecha para renovar la asociación de su empresa.' : 'Renuévelo antes de esa fecha.'}`,
          },
    newNotice: (p) => ({ title: `Nuevo aviso: ${p.noticeTitle ?? ''}`, body: 'Se ha publicado un aviso nuevo. Ábralo para leerlo.' }),
    webinarTomorrow: (p, l) => ({ title: `Seminario web mañana: ${text(p.webinarTitle, l)}`, body: `"${text(p.webinarTitle, l)}" empieza el ${centralTime(p.startsAt ?? '', l)} (hora del centro de EE. UU.).` }),
    groupMessage,
  },
};

export const renderNotification = (kind: NotificationKind, params: NotificationParams, lang: Language): Rendered => texts[lang][kind](params, lang);

/** The words of the title written in another language than the reader's: a notice's own title (notices have one text), or a whole group message's. */
export const notificationTitleQuote = (kind: NotificationKind, p: NotificationParams, lang: Language): NotificationQuote | null => {
  if (kind === 'groupMessage') {
    const { title, language } = groupMessageText(p, lang);
    return language === lang || title === '' ? null : { text: title, language };
  }
  if (kind !== 'newNotice' || !p.noticeTitle) return null;
  const language = p.noticeLanguage ?? 'en';
  return language === lang ? null : { text: p.noticeTitle, language };
};

/** The language of the body when it is not the reader's: a group message not translated into it. */
export const notificationBodyLanguage = (kind: NotificationKind, p: NotificationParams, lang: Language): Language | null => {
  if (kind !== 'groupMessage') return null;
  const { language } = groupMessageText(p, lang);
  return language === lang ? null : language;
};

/** The host page that shows a notification's subject. */
export const notificationLink = (kind: NotificationKind, p: NotificationParams): string | null => {
  switch (kind) {
    case 'lessonPassed':
    case 'testFailedTwice':
      return p.courseId && p.lessonId ? `/course/video?courseId=${encodeURIComponent(p.courseId)}&lessonId=${encodeURIComponent(p.lessonId)}` : null;
    case 'certificateIssued':
      return '/certificate';
    case 'certificateExpiring':
      // A partner renews with the provider; a learner from the certificate's Renew.
      return p.partner ? '/contact-us' : '/certificate';
    case 'newNotice':
      return p.noticeId ? `/notice/detail?noticeId=${encodeURIComponent(p.noticeId)}` : null;
    case 'webinarTomorrow':
      return '/home';
    case 'groupMessage':
      return p.link || null;
    default:
      return null;
  }
};

// The link's lead names no "it": a notification is feminine in Spanish, a webinar or a certificate masculine.
const mailTexts: Record<Language, { greeting: (name: string) => string; open: string; why: string }> = {
  en: { greeting: (name) => `Hello ${name},`, open: 'Details in the Training Center:', why: 'You receive these e-mails because of your notification preference; change it in your profile:' },
  es: { greeting: (name) => `Hola, ${name}:`, open: 'Detalles en el Training Center:', why: 'Recibe estos correos por su preferencia de notificaciones; cámbiela en su perfil:' },
};

/** The e-mail copy of a notification, in the recipient's language. */
export const notificationMail = (kind: NotificationKind, params: NotificationParams, lang: Language, recipientName: string, publicUrl: string) => {
  const { title, body } = renderNotification(kind, params, lang);
  const base = publicUrl.replace(/\/+$/, '');
  const link = notificationLink(kind, params) ?? '/notifications';
  const t = mailTexts[lang];
  return { subject: title, text: `${t.greeting(recipientName)}\n\n${body}\n\n${t.open} ${base}${link}\n\n${t.why} ${base}/user\n\n— Training Center` };
};
