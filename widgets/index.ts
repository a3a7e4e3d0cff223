/**
 * The "all widgets" bundle (`dist/widgets/training-center.js`, the package's main entry): one ES
 * module that registers every `tc-*` element and sets `window.TrainingCenter` when imported, for an
 * app that bundles the widgets itself. A partner page includes the loader instead (widgets/embed.ts).
 * Each import below is the widget's element.ts, the only file that defines its tag.
 */
import './login/element';
import './account-help/element';
import './profile/element';
import './course-player/element';
import './certificates/element';
import './certificate-verify/element';
import './faq/element';
import './contact-form/element';
import './support/element';
import './questionnaire/element';
import './train-history/element';
import './instructor-detail/element';
import './questionnaire-admin/element';
import './partner-application/element';
import './admin-applications/element';
import './admin-courses/element';
import './company-team/element';
import './invitation-accept/element';
import './documents/element';
import './videos/element';
import './media/element';
import './materials/element';
import './home/element';
import './portal/element';
import './notifications/element';
import './notices/element';
import './webinars/element';

export { TrainingCenter } from '../src/elements/trainingCenter';
export type { TrainingCenterApi } from '../src/elements/trainingCenterApi';
export type { PageConfig } from '../src/elements/applyPageConfig';
export type { TcConfig } from '../src/elements/tc-config';
export type { TcIcon } from '../src/elements/tc-icon';
export type { TcToaster } from '../src/elements/tc-toaster';
export type { Emit, TcEventMap, TcEventName } from '../src/elements/events';
export { loginTag, type TcLoginElement } from './login/element';
export { accountHelpTag, type TcAccountHelpElement } from './account-help/element';
export { profileTag, type TcProfileElement } from './profile/element';
export { coursePlayerTag, type TcCoursePlayerElement } from './course-player/element';
export { certificatesTag, type TcCertificatesElement } from './certificates/element';
export { certificateVerifyTag, type TcCertificateVerifyElement } from './certificate-verify/element';
export { faqTag, type TcFaqElement } from './faq/element';
export { contactFormTag, type TcContactFormElement } from './contact-form/element';
export { supportTag, type TcSupportElement } from './support/element';
export { questionnaireTag, type TcQuestionnaireElement } from './questionnaire/element';
export { trainHistoryTag, type TcTrainHistoryElement } from './train-history/element';
export { instructorDetailTag, type TcInstructorDetailElement } from './instructor-detail/element';
export { questionnaireAdminTag, type TcQuestionnaireAdminElement } from './questionnaire-admin/element';
export { partnerApplicationTag, type TcPartnerApplicationElement } from './partner-application/element';
export { adminApplicationsTag, type TcAdminApplicationsElement } from './admin-applications/element';
export { adminCoursesTag, type TcAdminCoursesElement } from './admin-courses/element';
export { companyTeamTag, type TcCompanyTeamElement } from './company-team/element';
export { invitationAcceptTag, type TcInvitationAcceptElement } from './invitation-accept/element';
export { documentsTag, type TcDocumentsElement } from './documents/element';
export { videosTag, type TcVideosElement } from './videos/element';
export { mediaTag, type TcMediaElement } from './media/element';
export { materialsTag, type TcMaterialsElement } from './materials/element';
export { homeTag, type TcHomeElement } from './home/element';
export { portalTag, type TcPortalElement } from './portal/element';
export { notificationsTag, type TcNotificationsElement } from './notifications/element';
export { noticesTag, type TcNoticesElement } from './notices/element';
export { webinarsTag, type TcWebinarsElement } from './webinars/element';
