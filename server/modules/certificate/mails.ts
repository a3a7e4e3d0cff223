import type { Language } from '../../../src/contract/languages';
import { printedDate } from '../../lib/dates';
import type { ReminderStage } from './limits';

type ReminderFacts = { holderName: string; courseTitle: string; serial: string; validUntil: Date; certificatesUrl: string };

const reminderTexts: Record<Language, { subject: (stage: ReminderStage, facts: ReminderFacts) => string; text: (stage: ReminderStage, facts: ReminderFacts, date: string) => string }> = {
  en: {
    subject: (stage, facts) => (stage === 'expired' ? `Your ${facts.courseTitle} certificate has expired` : `Your ${facts.courseTitle} certificate expires on ${printedDate(facts.validUntil, 'en')}`),
    text: (stage, facts, date) =>
      `Hello ${facts.holderName},\n\n` +
      (stage === 'expired' ? `your certificate ${facts.serial} for ${facts.courseTitle} expired on ${date}.` : `your certificate ${facts.serial} for ${facts.courseTitle} is valid until ${date}.`) +
      `\nRenew it by taking the course again: ${facts.certificatesUrl}\n\n— Training Center`,
  },
  es: {
    subject: (stage, facts) => (stage === 'expired' ? `Su certificado de ${facts.courseTitle} ha caducado` : `Su certificado de ${facts.courseTitle} caduca el ${printedDate(facts.validUntil, 'es')}`),
    text: (stage, facts, date) =>
      `Hola, ${facts.holderName}:\n\n` +
      (stage === 'expired' ? `su certificado ${facts.serial} de ${facts.courseTitle} caducó el ${date}.` : `su certificado ${facts.serial} de ${facts.courseTitle} es válido hasta el ${date}.`) +
      `\nRenuévelo haciendo el curso de nuevo: ${facts.certificatesUrl}\n\n— Training Center`,
  },
};

/** A validity reminder (60, 30, 7 days before the end, or on it), in the holder's language. */
export const reminderMail = (lang: Language, stage: ReminderStage, facts: ReminderFacts) => ({
  subject: reminderTexts[lang].subject(stage, facts),
  text: reminderTexts[lang].text(stage, facts, printedDate(facts.validUntil, lang)),
});
