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
export { homeTag, type TcHomeElement } from './home/element';
export { portalTag, type TcPortalElement } from './portal/element';
export { notificationsTag, type TcNotificationsElement } from './notifications/element';
export { noticesTag, type TcNoticesElement } from './notices/element';
export { webinarsTag, type TcWebinarsElement } from './webinars/element';
