import type { Migration } from 'kysely';
import * as accounts from './0001_accounts';
import * as courses from './0002_courses';
import * as coursePlayState from './0003_course_play_state';
import * as certificates from './0004_certificates';
import * as materials from './0005_materials';
import * as documents from './0006_documents';
import * as notifications from './0007_notifications';
import * as support from './0008_support';
import * as questionnaire from './0009_questionnaire';
import * as partners from './0010_partners';
import * as adminUsers from './0011_admin_users';
import * as certificateReissue from './0012_certificate_reissue';
import * as courseEditor from './0013_course_editor';
import * as adminContent from './0014_admin_content';
import * as idempotencyKeys from './0015_idempotency_keys';
import * as adminWebinars from './0016_admin_webinars';
import * as adminDocuments from './0017_admin_documents';
import * as adminFaq from './0018_admin_faq';
import * as adminInstructors from './0019_admin_instructors';
import * as groupNotifications from './0020_group_notifications';
import * as contentVersion from './0021_content_version';
import * as questionContentVersion from './0022_question_content_version';
import * as watchedRanges from './0023_watched_ranges';
import * as lessonCaptions from './0024_lesson_captions';
import * as captionVersion from './0025_caption_version';
import * as partnerCertificateReissue from './0026_partner_certificate_reissue';
import * as partnerCompanyWebsites from './0027_partner_company_websites';
import * as noticeLanguage from './0028_notice_language';
import * as groupNotificationLanguage from './0029_group_notification_language';
import * as invitationWithdrawResend from './0030_invitation_withdraw_resend';
import * as invitationLanguage from './0031_invitation_language';
import * as throttleHitExpiry from './0032_throttle_hit_expiry';

/** Every migration, imported (not scanned from a folder) so a bundled build carries them. */
export const migrations: Record<string, Migration> = {
  '0001_accounts': accounts,
  '0002_courses': courses,
  '0003_course_play_state': coursePlayState,
  '0004_certificates': certificates,
  '0005_materials': materials,
  '0006_documents': documents,
  '0007_notifications': notifications,
  '0008_support': support,
  '0009_questionnaire': questionnaire,
  '0010_partners': partners,
  '0011_admin_users': adminUsers,
  '0012_certificate_reissue': certificateReissue,
  '0013_course_editor': courseEditor,
  '0014_admin_content': adminContent,
  '0015_idempotency_keys': idempotencyKeys,
  '0016_admin_webinars': adminWebinars,
  '0017_admin_documents': adminDocuments,
  '0018_admin_faq': adminFaq,
  '0019_admin_instructors': adminInstructors,
  '0020_group_notifications': groupNotifications,
  '0021_content_version': contentVersion,
  '0022_question_content_version': questionContentVersion,
  '0023_watched_ranges': watchedRanges,
  '0024_lesson_captions': lessonCaptions,
  '0025_caption_version': captionVersion,
  '0026_partner_certificate_reissue': partnerCertificateReissue,
  '0027_partner_company_websites': partnerCompanyWebsites,
  '0028_notice_language': noticeLanguage,
  '0029_group_notification_language': groupNotificationLanguage,
  '0030_invitation_withdraw_resend': invitationWithdrawResend,
  '0031_invitation_language': invitationLanguage,
  '0032_throttle_hit_expiry': throttleHitExpiry,
};
