/**
 * The "all widgets" bundle (`dist/widgets/training-center.js`): one ES module a page loads with one
 * script tag. Importing it registers every `tc-*` element and sets `window.TrainingCenter`.
 * Each import below is the widget's element.ts, the only file that defines its tag.
 */
import '../src/elements/tc-config';
import '../src/elements/tc-icon';
import './login/element';
import './account-help/element';
import './profile/element';
import './course-player/element';

export { TrainingCenter } from '../src/elements/trainingCenter';
export type { PageConfig } from '../src/elements/applyPageConfig';
export type { Emit, TcEventMap, TcEventName } from '../src/elements/events';
export { loginTag, type TcLoginElement } from './login/element';
export { accountHelpTag, type TcAccountHelpElement } from './account-help/element';
export { profileTag, type TcProfileElement } from './profile/element';
export { coursePlayerTag, type TcCoursePlayerElement } from './course-player/element';
