import { noEarlyCallsAgain } from '../earlyCalls';
import { CoursePlayerPage, coursePlayerLoader } from './CoursePlayerPage';

/** /library/index, course, video and result: the courses that are not certifications. */
export function LibraryPage() {
  return <CoursePlayerPage kind="library" />;
}

export { LibraryPage as Component };
export const loader = coursePlayerLoader('library');
export { noEarlyCallsAgain as shouldRevalidate };
