import type { Language } from '../../../src/contract/languages';
import { printedDate } from '../../lib/dates';
import type { ReminderStage } from './limits';

/** How the holder renews: a learner by taking the course again (from the certificates page), a partner through the provider. */
type Renewal = { by: 'course' | 'provider'; url: string };

type ReminderFacts = { holderName: string; courseTitle: string; serial: string; validUntil: Date; renewal: Renewal };

type ReminderTexts = {
  /** The certificate as the subject names it. */
  subjectName: (facts: ReminderFacts) => string;
  subject: (stage: ReminderStage, name: string, date: string) => string;
  greeting: (facts: ReminderFacts) => string;
  /** The certificate as the mail's first sentence names it. */
  bodyName: (facts: ReminderFacts) => string;
  status: (stage: ReminderStage, name: string, date: string) => string;
  renew: (renewal: Renewal) => string;
};

const reminderTexts: Record<Language, ReminderTexts> = {
  en: {
    subjectName: (facts) => (facts.renewal.by === 'provider' ? 'business partner' : facts.courseTitle),
    subject: (stage, name, date) => (stage === 'expired' ? `Your ${name} certificate has expired` : `Your ${name} certificate expires on ${date}`),
    greeting: (facts) => `Hello ${facts.holderName},`,
    bodyName: (facts) => (facts.renewal.by === 'provider' ? `your company's business partner certificate ${facts.serial}` : `your certificate ${facts.serial} for ${facts.courseTitle}`),
    status: (stage, name, date) => (stage === 'expired' ? `${name} expired on ${date}.` : `${name} is valid until ${date}.`),
    renew: (renewal) => (renewal.by === 'course' ? `Renew it by taking the course again: ${renewal.url}` : `To renew your company's partnership, contact the Training Center team: ${renewal.url}`),
  },
  es: {
    subjectName: (facts) => (facts.renewal.by === 'provider' ? 'socio comercial' : facts.courseTitle),
    subject: (stage, name, date) => (stage === 'expired' ? `Su certificado de ${name} ha caducado` : `Su certificado de ${name} caduca el ${date}`),
    greeting: (facts) => `Hola, ${facts.holderName}:`,
    bodyName: (facts) => (facts.renewal.by === 'provider' ? `el certificado de socio comercial ${facts.serial} de su empresa` : `su certificado ${facts.serial} de ${facts.courseTitle}`),
    status: (stage, name, date) => (stage === 'expired' ? `${name} caducó el ${date}.` : `${name} es válido hasta el ${date}.`),
    renew: (renewal) =>
      renewal.by === 'course'
        ? `Renuévelo haciendo el curso de nuevo: ${renewal.url}`
        : `Para renovar la asociación de su empresa, póngase en contacto con el equipo del Training Center: ${renewal.url}`,
  },
};

/** A validity reminder (60, 30, 7 days before the end, or on it), in the holder's language. */
export const reminderMail = (lang: Language, stage: ReminderStage, facts: ReminderFacts) => {
  const texts = reminderTexts[lang];
  const date = printedDate(facts.validUntil, lang);
  return {
    subject: texts.subject(stage, texts.subjectName(facts), date),
    text: `${texts.greeting(facts)}\n\n${texts.status(stage, texts.bodyName(facts), date)}\n${texts.renew(facts.renewal)}\n\n— Training Center`,
  };
};
