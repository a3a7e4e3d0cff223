/**
 * The custom elements as JSX tags, for stories and the host. Attributes are strings, as in HTML.
 * Widget authors add their own `tc-*` tags below the core ones.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { CourseKind, CourseStatus } from '../contract/course';
import type { AdminCoursesView, CoursePlayerView } from './events';

type ElementAttributes<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'tc-icon': ElementAttributes<{
        name: string;
        prefix?: string;
        color?: string;
        size?: string;
        'gradient-color'?: string;
        'gradient-angle'?: string;
        label?: string;
      }>;
      'tc-config': ElementAttributes<{ 'api-base'?: string; lang?: string; 'login-path'?: string }>;
      'tc-toaster': ElementAttributes<object>;
      'tc-login': ElementAttributes<{ redirect?: string; 'apply-url'?: string; 'help-url'?: string; view?: 'login' | 'forgot' | 'reset'; email?: string; account?: string }>;
      'tc-account-help': ElementAttributes<{ 'login-url'?: string; 'apply-url'?: string; 'contact-url'?: string }>;
      'tc-profile': ElementAttributes<object>;
      'tc-course-player': ElementAttributes<{
        view?: CoursePlayerView;
        'course-id'?: string;
        'lesson-id'?: string;
        'exam-id'?: string;
        'attempt-id'?: string;
        kind?: CourseKind;
        status?: CourseStatus | 'all';
        'course-url'?: string;
        'certificate-url'?: string;
        'list-url'?: string;
      }>;
      'tc-certificates': ElementAttributes<{ 'certificate-id'?: string; 'course-url'?: string }>;
      'tc-certificate-verify': ElementAttributes<{ serial?: string }>;
      'tc-faq': ElementAttributes<{ category?: string }>;
      'tc-contact-form': ElementAttributes<{ subject?: string }>;
      'tc-support': ElementAttributes<object>;
      'tc-partner-application': ElementAttributes<{ 'terms-url'?: string }>;
      'tc-admin-applications': ElementAttributes<{ status?: string; 'page-size'?: number | string; query?: string }>;
      'tc-admin-certificates': ElementAttributes<{ 'page-size'?: string; query?: string }>;
      'tc-admin-reports': ElementAttributes<{ report?: string; 'page-size'?: string; query?: string }>;
      'tc-admin-users': ElementAttributes<{ 'page-size'?: number | string; query?: string }>;
      'tc-admin-audit': ElementAttributes<{ 'page-size'?: number | string; query?: string }>;
      'tc-admin-companies': ElementAttributes<{ 'page-size'?: number | string; query?: string }>;
      'tc-admin-materials': ElementAttributes<{ 'page-size'?: number | string; query?: string }>;
      'tc-admin-notices': ElementAttributes<{ 'page-size'?: number | string; query?: string }>;
      'tc-admin-webinars': ElementAttributes<{ 'page-size'?: number | string; query?: string }>;
      'tc-admin-notifications': ElementAttributes<{ 'page-size'?: number | string; query?: string }>;
      'tc-admin-instructors': ElementAttributes<{ 'page-size'?: number | string; query?: string }>;
      'tc-admin-faq': ElementAttributes<{ 'page-size'?: number | string; query?: string }>;
      'tc-admin-documents': ElementAttributes<{ 'page-size'?: number | string; query?: string }>;
      'tc-admin-courses': ElementAttributes<{ view?: AdminCoursesView; 'course-id'?: string; 'lesson-id'?: string; 'version-code'?: string; 'page-size'?: number | string; query?: string; 'course-url'?: string }>;
      'tc-company-team': ElementAttributes<Record<string, never>>;
      'tc-invitation-accept': ElementAttributes<{ token?: string; 'login-url'?: string }>;
      'tc-documents': ElementAttributes<{ mode?: 'index' | 'list' | 'detail'; 'document-id'?: string; category?: string; 'detail-url'?: string; 'index-url'?: string; 'page-size'?: number | string; query?: string }>;
      'tc-videos': ElementAttributes<{ 'page-size'?: number | string; query?: string }>;
      'tc-media': ElementAttributes<object>;
      'tc-materials': ElementAttributes<{ website?: string }>;
      'tc-questionnaire': ElementAttributes<{ code?: string }>;
      'tc-train-history': ElementAttributes<object>;
      'tc-instructor-detail': ElementAttributes<object>;
      'tc-questionnaire-admin': ElementAttributes<{ query?: string }>;
      'tc-home': ElementAttributes<object>;
      'tc-portal': ElementAttributes<{ 'login-url'?: string; 'apply-url'?: string; 'ticket-url'?: string }>;
      'tc-notifications': ElementAttributes<{ 'page-size'?: string; query?: string }>;
      'tc-notices': ElementAttributes<{ 'notice-id'?: string; 'page-size'?: string; 'detail-url'?: string; 'list-url'?: string; query?: string }>;
      'tc-webinars': ElementAttributes<object>;
    }
  }
}
