import { noEarlyCallsAgain } from '../earlyCalls';
import { CoursePlayerPage, coursePlayerLoader } from './CoursePlayerPage';

/** /course/index, detail, video, exam and result: the certification courses. */
export function CoursePage() {
  return <CoursePlayerPage kind="certification" />;
}

export { CoursePage as Component };
export const loader = coursePlayerLoader('certification');
export { noEarlyCallsAgain as shouldRevalidate };
