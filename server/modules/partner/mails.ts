import type { Language } from '../../../src/contract/languages';
import { dateFormat } from '../../lib/dates';

type ApprovalFacts = { contactName: string; company: string; account: string; password: string; loginUrl: string };
type RejectionFacts = { contactName: string; company: string; reason: string };
/** `resent`: sent again from the team page; the earlier e-mail's link no longer works. */
type InvitationFacts = { name: string; company: string; inviter: string; account: string; acceptUrl: string; validUntil: string; resent: boolean };

/** The mails of partner onboarding, in the applicant's language (an invitation: the one the inviter chose). */
const texts: Record<
  Language,
  {
    approved: (facts: ApprovalFacts) => { subject: string; text: string };
    rejected: (facts: RejectionFacts) => { subject: string; text: string };
    invited: (facts: InvitationFacts) => { subject: string; text: string };
  }
> = {
  en: {
    approved: (facts) => ({
      subject: `Welcome to the Training Center: ${facts.company} is approved`,
      text:
        `Hello ${facts.contactName},\n\n` +
        `your partner application for ${facts.company} has been approved. Your company administrator login for the Training Center:\n\n` +
        `Account: ${facts.account}\nPassword: ${facts.password}\n\n` +
        `Log in at ${facts.loginUrl}. You will be asked to choose a new password at your first login.\n` +
        `Your business partner certificate is attached.\n\n— Training Center`,
    }),
    rejected: (facts) => ({
      subject: `Your partner application for ${facts.company}`,
      text: `Hello ${facts.contactName},\n\nwe cannot approve the partner application for ${facts.company} at this time.\n\nReason: ${facts.reason}\n\nYou are welcome to apply again.\n\n— Training Center`,
    }),
    invited: (facts) => ({
      subject: `${facts.inviter} invites you to the ${facts.company} team at the Training Center`,
      text:
        `Hello ${facts.name},\n\n` +
        `${facts.inviter} invites you to take your training at the Training Center as part of ${facts.company}.\n` +
        (facts.resent ? `This e-mail replaces the earlier invitation: its link no longer works.\n` : '') +
        `Set your password here (the link works once, until ${facts.validUntil}):\n${facts.acceptUrl}\n\n` +
        `Your account will be: ${facts.account}\n\n— Training Center`,
    }),
  },
  es: {
    approved: (facts) => ({
      subject: `Bienvenido al Training Center: ${facts.company} ha sido aprobada`,
      text:
        `Hola, ${facts.contactName}:\n\n` +
        `su solicitud de socio para ${facts.company} ha sido aprobada. Sus credenciales de administrador de la empresa en el Training Center:\n\n` +
        `Cuenta: ${facts.account}\nContraseña: ${facts.password}\n\n` +
        `Inicie sesión en ${facts.loginUrl}. En su primer inicio de sesión se le pedirá que elija una nueva contraseña.\n` +
        `Adjuntamos su certificado de socio comercial.\n\n— Training Center`,
    }),
    rejected: (facts) => ({
      subject: `Su solicitud de socio para ${facts.company}`,
      text: `Hola, ${facts.contactName}:\n\nen este momento no podemos aprobar la solicitud de socio para ${facts.company}.\n\nMotivo: ${facts.reason}\n\nPuede volver a solicitarlo cuando quiera.\n\n— Training Center`,
    }),
    invited: (facts) => ({
      subject: `${facts.inviter} le invita al equipo de ${facts.company} en el Training Center`,
      text:
        `Hola, ${facts.name}:\n\n` +
        `${facts.inviter} le invita a realizar su capacitación en el Training Center como parte de ${facts.company}.\n` +
        (facts.resent ? `Este correo sustituye a la invitación anterior: su enlace ya no funciona.\n` : '') +
        `Establezca su contraseña aquí (el enlace funciona una vez, hasta el ${facts.validUntil}):\n${facts.acceptUrl}\n\n` +
        `Su cuenta será: ${facts.account}\n\n— Training Center`,
    }),
  },
};

export const approvalMail = (lang: Language, facts: ApprovalFacts) => texts[lang].approved(facts);
export const rejectionMail = (lang: Language, facts: RejectionFacts) => texts[lang].rejected(facts);
export const invitationMail = (lang: Language, facts: InvitationFacts) => texts[lang].invited(facts);

/** A date and time as people read it in `lang`, in UTC with the zone named. */
export const printedInstant = dateFormat({ year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });
