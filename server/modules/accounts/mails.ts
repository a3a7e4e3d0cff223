import type { Language } from '../../../src/contract/languages';

type CredentialFacts = { name: string; account: string; password: string; loginUrl: string };

/** The mails of the users console, in the account's language: new credentials, always to be changed at the next sign-in. */
const texts: Record<Language, { created: (facts: CredentialFacts) => { subject: string; text: string }; reset: (facts: CredentialFacts) => { subject: string; text: string } }> = {
  en: {
    created: (facts) => ({
      subject: 'Your Training Center account',
      text:
        `Hello ${facts.name},\n\nan account has been created for you at the Training Center.\n\n` +
        `Account: ${facts.account}\nPassword: ${facts.password}\n\n` +
        `Log in at ${facts.loginUrl}. You will be asked to choose a new password at your first login.\n\n— Training Center`,
    }),
    reset: (facts) => ({
      subject: 'Your Training Center password has been reset',
      text:
        `Hello ${facts.name},\n\nan administrator has reset the password of your Training Center account.\n\n` +
        `Account: ${facts.account}\nNew password: ${facts.password}\n\n` +
        `Log in at ${facts.loginUrl}. You will be asked to choose a new password at your next login.\n\n— Training Center`,
    }),
  },
  es: {
    created: (facts) => ({
      subject: 'Su cuenta del Training Center',
      text:
        `Hola, ${facts.name}:\n\nse ha creado una cuenta para usted en el Training Center.\n\n` +
        `Cuenta: ${facts.account}\nContraseña: ${facts.password}\n\n` +
        `Inicie sesión en ${facts.loginUrl}. En su primer inicio de sesión se le pedirá que elija una nueva contraseña.\n\n— Training Center`,
    }),
    reset: (facts) => ({
      subject: 'Se ha restablecido su contraseña del Training Center',
      text:
        `Hola, ${facts.name}:\n\nun administrador ha restablecido la contraseña de su cuenta del Training Center.\n\n` +
        `Cuenta: ${facts.account}\nNueva contraseña: ${facts.password}\n\n` +
        `Inicie sesión en ${facts.loginUrl}. En su próximo inicio de sesión se le pedirá que elija una nueva contraseña.\n\n— Training Center`,
    }),
  },
};

export const accountCreatedMail = (lang: Language, facts: CredentialFacts) => texts[lang].created(facts);
export const passwordResetMail = (lang: Language, facts: CredentialFacts) => texts[lang].reset(facts);

type CompanyAdminFacts = { name: string; company: string; previous: string | null; holdsCertificate: boolean; teamUrl: string };

/** To a member made the company's administrator, in their language: what they now run, and where. */
const companyAdminTexts: Record<Language, (facts: CompanyAdminFacts) => { subject: string; text: string }> = {
  en: (facts) => ({
    subject: `You now administer ${facts.company} at the Training Center`,
    text:
      `Hello ${facts.name},\n\nyou are now the administrator of ${facts.company} at the Training Center${facts.previous ? `, taking over from ${facts.previous}` : ''}. ` +
      `You invite your company's technicians and follow their training on your team page: ${facts.teamUrl}\n\n` +
      (facts.holdsCertificate ? `The business partner certificate of ${facts.company} is now in your name: you will be reminded before it expires.\n\n` : '') +
      '— Training Center',
  }),
  es: (facts) => ({
    subject: `Ahora administra ${facts.company} en el Training Center`,
    text:
      `Hola, ${facts.name}:\n\nahora administra ${facts.company} en el Training Center${facts.previous ? `, en lugar de ${facts.previous}` : ''}. ` +
      `Invita a los técnicos de su empresa y sigue su formación en la página de su equipo: ${facts.teamUrl}\n\n` +
      (facts.holdsCertificate ? `El certificado de socio comercial de ${facts.company} está ahora a su nombre: se le avisará antes de que caduque.\n\n` : '') +
      '— Training Center',
  }),
};

export const companyAdminMail = (lang: Language, facts: CompanyAdminFacts) => companyAdminTexts[lang](facts);
