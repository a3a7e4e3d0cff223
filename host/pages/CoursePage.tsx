import { CoursePlayerPage, coursePlayerLoader, coursePlayerShouldRevalidate } from './CoursePlayerPage';

/** /course/index, detail, video, exam and result: the certification courses. */
export function CoursePage() {
  return <CoursePlayerPage kind="certification" />;
}

export { CoursePage as Component };
export const loader = coursePlayerLoader('certification');
export { coursePlayerShouldRevalidate as shouldRevalidate };
