import type { Language } from '../../../src/contract/languages';
import type { LocalizedText } from '../../db/courseSchema';

/** The words printed on the certificate PDF, per language (the holder's language decides). */
export const pdfTexts: Record<Language, {
  title: string;
  certifies: string;
  completed: string;
  totalHours: string;
  issuedAt: string;
  validUntil: string;
  serial: string;
  scanToVerify: string;
  verifyAt: string;
  hoursMinutes: (hours: number, minutes: number) => string;
  documentTitle: (serial: string) => string;
  partnerTitle: string;
  partnerCertifies: string;
  partnerStatement: string;
}> = {
  en: {
    title: 'Certificate of Completion',
    certifies: 'This certifies that',
    completed: 'has successfully completed the course',
    totalHours: 'Total hours',
    issuedAt: 'Issue date',
    validUntil: 'Valid until',
    serial: 'Serial number',
    scanToVerify: 'Scan to verify',
    verifyAt: 'Verify at',
    hoursMinutes: (hours, minutes) => `${hours} h ${minutes} min`,
    documentTitle: (serial) => `Certificate ${serial}`,
    partnerTitle: 'Business Partner Certificate',
    partnerCertifies: 'This certifies that the company',
    partnerStatement: 'is an authorized business partner of the Training Center',
  },
  es: {
    title: 'Certificado de finalización',
    certifies: 'Se certifica que',
    completed: 'ha completado con éxito el curso',
    totalHours: 'Horas totales',
    issuedAt: 'Fecha de emisión',
    validUntil: 'Válido hasta',
    serial: 'Número de serie',
    scanToVerify: 'Escanee para verificar',
    verifyAt: 'Verifique en',
    hoursMinutes: (hours, minutes) => `${hours} h ${minutes} min`,
    documentTitle: (serial) => `Certificado ${serial}`,
    partnerTitle: 'Certificado de socio comercial',
    partnerCertifies: 'Se certifica que la empresa',
    partnerStatement: 'es socio comercial autorizado del Training Center',
  },
};

/** What a business partner certificate is for, in a language (lists and reports show it where a course title goes). */
export const partnerCertificateTitle = (lang: Language): string => pdfTexts[lang].partnerTitle;

/** That title in every language, where a notification keeps a course title to write it in its reader's language. */
export const partnerCertificateTitles: LocalizedText = { en: pdfTexts.en.partnerTitle, es: pdfTexts.es.partnerTitle };
