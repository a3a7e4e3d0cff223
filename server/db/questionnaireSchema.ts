import type { JSONColumnType } from 'kysely';
import type { InstructorKind, ProductTraining, QuestionKind, TrainingMethod, TrainingType } from '../../src/contract/questionnaireTerms';

/** An option of a choice question; `points` score the answer (0 to 10). */
export type QuestionOption = { id: string; label: string; points: number };
/** Stored answers per question id: chosen option ids, typed text or stars. */
export type StoredAnswers = Record<string, { optionIds?: string[]; text?: string; rating?: number }>;

export interface InstructorsTable {
  id: string;
  name: string;
  email: string;
  kind: InstructorKind;
  created_at: Date;
  updated_at: Date | null;
  /** Set while deactivated: learners do not see the instructor, and their QR codes take no answers. */
  deactivated_at: Date | null;
}

export interface QuestionnairesTable {
  id: string;
  title: string;
  training_type: TrainingType;
  train_object: ProductTraining;
  training_method: TrainingMethod;
  created_at: Date;
}

export interface QuestionnaireQuestionsTable {
  id: string;
  questionnaire_id: string;
  position: number;
  kind: QuestionKind;
  prompt: string;
  required: boolean;
  weight: number;
  options: JSONColumnType<QuestionOption[]>;
}

export interface TrainingSessionsTable {
  id: string;
  questionnaire_id: string;
  instructor_id: string;
  /** The QR code's value (random, unique). */
  code: string;
  place: string;
  starts_at: Date;
  ends_at: Date;
  created_at: Date;
}

export interface QuestionnaireScansTable {
  /** The scan token the submit carries (random). */
  token: string;
  session_id: string;
  scanned_at: Date;
}

export interface QuestionnaireSubmissionsTable {
  id: string;
  session_id: string;
  /** Lower-cased e-mail: one submission per e-mail per session (unique with session_id). */
  email_key: string;
  email: string;
  name: string;
  company_name: string;
  position: string;
  cell_phone: string;
  training_type: TrainingType;
  product_training: ProductTraining;
  training_method: TrainingMethod;
  answers: JSONColumnType<StoredAnswers>;
  scanned_at: Date;
  submitted_at: Date;
}

export interface QuestionnaireTables {
  instructors: InstructorsTable;
  questionnaires: QuestionnairesTable;
  questionnaire_questions: QuestionnaireQuestionsTable;
  training_sessions: TrainingSessionsTable;
  questionnaire_scans: QuestionnaireScansTable;
  questionnaire_submissions: QuestionnaireSubmissionsTable;
}
