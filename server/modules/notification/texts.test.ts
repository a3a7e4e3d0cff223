import { describe, expect, it } from 'vitest';
import { notificationLink, notificationMail, notificationTitleQuote, renderNotification } from './texts';

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

describe('the e-mail copy of a notification', () => {
  it('leads to its page in words that fit every subject, a webinar (masculine in Spanish) as much as a notice', () => {
    const webinar = { webinarTitle: { en: 'Sizing a home battery system', es: 'Dimensionar una batería doméstica' }, startsAt: '2031-03-04T16:00:00.000Z' };
    const es = notificationMail('webinarTomorrow', webinar, 'es', 'Ana', 'https://training.example.com/');
    expect(es.subject).toBe('Seminario web mañana: Dimensionar una batería doméstica');
    expect(es.text).toContain('Hola, Ana:');
    expect(es.text).toContain('Detalles en el Training Center: https://training.example.com/home');
    expect(es.text).not.toMatch(/Ábrala/);
    const en = notificationMail('newNotice', { noticeId: 'n 1', noticeTitle: 'Holiday hours' }, 'en', 'Ann', 'https://training.example.com');
    expect(en.text).toContain('Details in the Training Center: https://training.example.com/notice/detail?noticeId=n%201');
  });
});
