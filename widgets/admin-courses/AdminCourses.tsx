import { useState } from 'react';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { CourseEditor } from './CourseEditor';
import { CourseList } from './CourseList';

export type AdminCoursesProps = WidgetProps & {
  /** Opens this course's editor first (else the list). */
  courseId?: string;
};

/** The admin console's Courses section (issue 13): the course list, and the editor of one course or of a new one. */
export function AdminCourses({ courseId }: AdminCoursesProps) {
  // null: the list; 'new': a new course's form; else the course being edited.
  const [open, setOpen] = useState<string | null>(courseId || null);
  return (
    <section className="tc-admin-courses" part="base">
      {open === null ? (
        <CourseList onOpen={(id) => setOpen(id)} onCreate={() => setOpen('new')} />
      ) : (
        <CourseEditor key={open} courseId={open === 'new' ? null : open} onCreated={(id) => setOpen(id)} onBack={() => setOpen(null)} />
      )}
    </section>
  );
}
