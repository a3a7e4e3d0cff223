import { describe, expect, it } from 'vitest';
import { notificationLink, notificationTitleQuote, renderNotification } from './texts';

const partnerTitle = { en: 'Business Partner Certificate', es: 'Certificado de socio comercial' };

describe('certificate notification texts', () => {
  it("speak of the company's partnership for a business partner certificate, and of the course otherwise", () => {
    const issued = { serial: 'TC-1', courseTitle: partnerTitle, partner: true };
    expect(renderNotification('certificateIssued', issued, 'en').body).toBe("Your company's business partner certificate TC-1 has been issued.");
    expect(renderNotification('certificateIssued', issued, 'es').body).toBe('Se ha emitido el certificado de socio comercial TC-1 de su empresa.');
    expect(renderNotification('certificateIssued', { serial: 'TC-2', courseTitle: { en: 'Installation' } }, 'en').body).toBe('Congratulations! Certificate TC-2 for Installation has been issued.');

    const expiring = { serial: 'TC-1', courseTitle: partnerTitle, validUntil: '2033-03-01T12:00:00.000Z', expired: false, partner: true };
    expect(renderNotification('certificateExpiring', expiring, 'en').body).toBe("Certificate TC-1 is valid until March 1, 2033. Contact us before then to renew your company's partnership.");
    expect(renderNotification('certificateExpiring', { ...expiring, expired: true }, 'es').body).toBe('El certificado TC-1 caducó el 1 de marzo de 2033. Contáctenos para renovar la asociación de su empresa.');
    expect(renderNotification('certificateExpiring', { ...expiring, partner: undefined, courseTitle: { en: 'Installation' } }, 'en').body).toBe('Certificate TC-1 is valid until March 1, 2033. Renew it before then.');
    // A partner renews with the provider; a learner from the certificates page.
    expect(notificationLink('certificateExpiring', expiring)).toBe('/contact-us');
    expect(notificationLink('certificateExpiring', { ...expiring, partner: undefined })).toBe('/certificate');
  });
});

describe('the quoted words of a title', () => {
  it("are a notice's title when the notice is in another language than the reader's", () => {
    const notice = { noticeId: 'n1', noticeTitle: 'Holiday hours', noticeLanguage: 'en' as const };
    expect(notificationTitleQuote('newNotice', notice, 'es')).toEqual({ text: 'Holiday hours', language: 'en' });
    expect(notificationTitleQuote('newNotice', notice, 'en')).toBeNull();
    // Rows from before notices kept their language: English, the only one then.
    expect(notificationTitleQuote('newNotice', { noticeId: 'n1', noticeTitle: 'Holiday hours' }, 'es')).toEqual({ text: 'Holiday hours', language: 'en' });
    expect(notificationTitleQuote('newNotice', { ...notice, noticeLanguage: 'es' }, 'es')).toBeNull();
    // Other kinds name their subject in the reader's language already (localised course and webinar titles).
    expect(notificationTitleQuote('webinarTomorrow', { webinarTitle: { en: 'Sizing', es: 'Dimensionar' } }, 'es')).toBeNull();
  });
});
