import type { Audience } from '../../../../src/contract/auth';
import type { CourseKind, QuestionKind } from '../../../../src/contract/course';
import type { LocalizedText } from '../../courseSchema';

/** Course content as authored: texts in English and Spanish, the right options marked. */
export type ContentOption = { text: LocalizedText; right: boolean };
export type ContentQuestion = { kind: QuestionKind; text: LocalizedText; options: ContentOption[] };
export type ContentTest = { slug: string; title: LocalizedText; questions: ContentQuestion[] };
/** `captions`: what the video says, line by line in English and Spanish, the lines spread evenly over it. */
export type ContentLesson = { title: LocalizedText; video: string; durationSeconds: number; captions?: LocalizedText[]; test: ContentTest };
export type ContentFinalExam = {
  slug: string;
  versionCode: string;
  title: LocalizedText;
  /** Drawn from the pool per attempt. */
  questionCount: number;
  passPercent?: number;
  attempts?: number;
  waitingHours?: number;
  pool: ContentQuestion[];
};
export type ContentCourse = {
  slug: string;
  audience: Audience;
  kind: CourseKind;
  position: number;
  title: LocalizedText;
  description: LocalizedText;
  /** Country/versions that offer the course. */
  countries: string[];
  lessons: ContentLesson[];
  finalExams: ContentFinalExam[];
};

export const t = (en: string, es: string): LocalizedText => ({ en, es });

/** One right option; the others are wrong. Authoring order does not matter: attempts shuffle. */
export const single = (text: LocalizedText, right: LocalizedText, ...wrong: LocalizedText[]): ContentQuestion => ({
  kind: 'single',
  text,
  options: [{ text: right, right: true }, ...wrong.map((option) => ({ text: option, right: false }))],
});

/** Right only when exactly the right options are chosen. */
export const multiple = (text: LocalizedText, right: LocalizedText[], wrong: LocalizedText[]): ContentQuestion => ({
  kind: 'multiple',
  text,
  options: [...right.map((option) => ({ text: option, right: true })), ...wrong.map((option) => ({ text: option, right: false }))],
});

export const trueFalse = (text: LocalizedText, isTrue: boolean): ContentQuestion => ({
  kind: 'true_false',
  text,
  options: [
    { text: t('True', 'Verdadero'), right: isTrue },
    { text: t('False', 'Falso'), right: !isTrue },
  ],
});
