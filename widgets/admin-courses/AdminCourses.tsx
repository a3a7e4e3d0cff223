import { useState } from 'react';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { useFocusReturn } from '../../src/ui/useFocusReturn';
import { CourseEditor } from './CourseEditor';
import { CourseList, firstCoursePage } from './CourseList';

export type AdminCoursesProps = WidgetProps & {
  /** Opens this course's editor first (else the list). */
  courseId?: string;
  /** Courses per page of the list (the server caps it). */
  pageSize?: number;
};

/** The admin console's Courses section (issue 13): the course list, and the editor of one course or of a new one. */
export function AdminCourses({ courseId, pageSize }: AdminCoursesProps) {
  // null: the list; 'new': a new course's form; else the course being edited.
  const [open, setOpen] = useState<string | null>(courseId || null);
  const [listQuery, setListQuery] = useState({ ...firstCoursePage, pageSize: pageSize && pageSize > 0 ? pageSize : firstCoursePage.pageSize });
  // The editor replaces the pressed Edit (or New course) button: its heading takes the focus once loaded.
  const [editorHeading, focusEditorHeading] = useFocusReturn();
  const openEditor = (id: string) => {
    focusEditorHeading();
    setOpen(id);
  };
  // Back replaces the editor with the list: the course's Edit (or New course) takes the focus once the list is in.
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const closeEditor = () => {
    setReturnTo(open);
    setOpen(null);
  };
  return (
    <section className="tc-admin-courses" part="base">
      {open === null ? (
        <CourseList
          query={listQuery}
          onQuery={setListQuery}
          onOpen={openEditor}
          onCreate={() => openEditor('new')}
          focusOnLoad={returnTo}
          onFocused={() => setReturnTo(null)}
        />
      ) : (
        <CourseEditor key={open} courseId={open === 'new' ? null : open} headingRef={editorHeading} onCreated={openEditor} onBack={closeEditor} />
      )}
    </section>
  );
}
