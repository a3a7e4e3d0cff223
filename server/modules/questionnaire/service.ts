import type { Language } from '../../../src/contract/languages';
import type { Throttle } from '../../lib/throttle/throttle';
import { questionnaireThrottleRules } from './limits';
import {
  questionnairePagePath,
  trainingTimeZone,
  type AdminQuestionnaireListResult,
  type AdminSubmission,
  type CreateSessionRequest,
  type InstructorsResult,
  type OpenResult,
  type SubmissionFilter,
  type TrainHistoryResult,
} from '../../../src/contract/questionnaire';
import type { CreateQuestionnaireRequest } from '../../../src/contract/questionnaire';
import type { QuestionAnswer, AttendeeForm } from '../../../src/validation/questionnaireForm';
import { answerField, answerIssues } from '../../../src/validation/questionnaireForm';
import { validationMessage } from '../../../src/validation/messages';
import { BusinessError } from '../../lib/businessError';
import type { StoredAnswers } from '../../db/questionnaireSchema';
import { inTransaction, type Db } from '../../db/transaction';
import { csvTexts } from './csvTexts';
import { toCsv } from './csvExport';
import { isUuid, randomToken } from './ids';
import { InstructorRepository, type InstructorRow } from './instructorRepository';
import { qrPng, qrSvg, qrSvgDataUrl } from './qrCode';
import { QuestionnaireRepository, type QuestionRow } from './questionnaireRepository';
import { answerText, questionnaireScore, satisfactionRating, submissionScore } from './scoring';
import { SubmissionRepository, type SubmissionRecord } from './submissionRepository';
import { TrainingSessionRepository, type TrainingSessionRow } from './trainingSessionRepository';
import { dayEndIn, dayStartIn } from './usTime';
import { currentSessionOf } from './currentSession';

export type QuestionnaireServiceDeps = { db: Db; now: () => Date; publicUrl: string; throttle: Throttle };

export type QuestionnaireFile = { bytes: Uint8Array; contentType: string; fileName: string };

export type Submission = AttendeeForm & { scanToken: string; answers: QuestionAnswer[] };

const iso = (date: Date): string => date.toISOString();

const instructorSummary = (row: Pick<InstructorRow, 'id' | 'name' | 'kind'>) => ({ instructorId: row.id, name: row.name, kind: row.kind });

/** The stored answers of the questionnaire's questions only, text trimmed. */
const storedAnswers = (questions: readonly QuestionRow[], answers: readonly QuestionAnswer[]): StoredAnswers => {
  const known = new Set(questions.map((question) => question.id));
  const stored: StoredAnswers = {};
  for (const answer of answers) {
    if (!known.has(answer.questionId) || stored[answer.questionId]) continue;
    const question = questions.find((candidate) => candidate.id === answer.questionId)!;
    if (question.kind === 'rating' && answer.rating) stored[question.id] = { rating: answer.rating };
    else if ((question.kind === 'fillIn' || question.kind === 'text') && answer.text?.trim()) stored[question.id] = { text: answer.text.trim() };
    else if ((question.kind === 'singleChoice' || question.kind === 'multipleChoice') && answer.optionIds?.length) stored[question.id] = { optionIds: [...new Set(answer.optionIds)] };
  }
  return stored;
};

const ruleQuestion = (question: QuestionRow) => ({ questionId: question.id, kind: question.kind, required: question.required, optionIds: question.options.map((option) => option.id) });

/** The training questionnaire: scans, submissions, the training history, instructors and the provider's view. */
export class QuestionnaireService {
  constructor(private readonly deps: QuestionnaireServiceDeps) {}

  private link(code: string): string {
    return `${this.deps.publicUrl.replace(/\/+$/, '')}${questionnairePagePath(code)}`;
  }

  /** An attendee scanned a session's QR code: records the scan (or keeps the earlier one the browser holds) and returns the form. */
  async open(code: string, scanToken: string | undefined, clientIp: string): Promise<OpenResult> {
    const { db, now, throttle } = this.deps;
    const sessions = new TrainingSessionRepository(db);
    const session = await sessions.findByCode(code);
    if (!session) throw new BusinessError('unknownTrainingCode');
    let scan = scanToken ? await sessions.findScan(scanToken) : undefined;
    if (!scan || scan.session_id !== session.id) {
      await throttle.admit(db, { rule: questionnaireThrottleRules.newScanPerIp, subject: clientIp });
      scan = { token: randomToken(), session_id: session.id, scanned_at: now() };
      await sessions.recordScan(scan.token, session.id, scan.scanned_at);
    }
    const questionnaires = new QuestionnaireRepository(db);
    const questionnaire = await questionnaires.find(session.questionnaire_id);
    const instructor = await new InstructorRepository(db).find(session.instructor_id);
    if (!questionnaire || !instructor) throw new BusinessError('unknownTrainingCode');
    if (instructor.deactivated_at) throw new BusinessError('unknownTrainingCode', { messageKey: 'instructorDeactivated' });
    const questions = await questionnaires.questionsOf([questionnaire.id]);
    return {
      questionnaireId: questionnaire.id,
      title: questionnaire.title,
      instructor: instructorSummary(instructor),
      session: { sessionId: session.id, code: session.code, place: session.place, startsAt: iso(session.starts_at), endsAt: iso(session.ends_at) },
      trainingType: questionnaire.training_type,
      trainObject: questionnaire.train_object,
      trainingMethod: questionnaire.training_method,
      questions: questions.map((question) => ({
        questionId: question.id,
        kind: question.kind,
        prompt: question.prompt,
        required: question.required,
        options: question.options.map((option) => ({ optionId: option.id, label: option.label })),
      })),
      scanToken: scan.token,
      scannedAt: iso(scan.scanned_at),
    };
  }

  /**
   * Keeps a submission once per e-mail per session: the answers follow the questionnaire's rules (the
   * first missing one is named: 'Please fill in question {index}'), a second submission is refused.
   */
  async submit(submission: Submission, lang: Language): Promise<{ submissionId: string }> {
    const { db, now } = this.deps;
    const sessions = new TrainingSessionRepository(db);
    const scan = await sessions.findScan(submission.scanToken);
    if (!scan) throw new BusinessError('scanNotValid');
    const session = (await sessions.find(scan.session_id)) as TrainingSessionRow;
    const instructor = await new InstructorRepository(db).find(session.instructor_id);
    if (instructor?.deactivated_at) throw new BusinessError('unknownTrainingCode', { messageKey: 'instructorDeactivated' });
    const questions = await new QuestionnaireRepository(db).questionsOf([session.questionnaire_id]);
    const issues = answerIssues(questions.map(ruleQuestion), submission.answers);
    const first = issues[0];
    if (first) {
      const fields = Object.fromEntries(issues.map((issue) => [answerField(issue.questionId), validationMessage(lang, issue.key)]));
      throw new BusinessError('invalidInput', { messageKey: first.key === 'questionRequired' ? 'fillInQuestion' : first.key, values: { index: first.index }, result: { fields } });
    }
    const submissionId = await new SubmissionRepository(db).createOnce({
      session_id: session.id,
      email_key: submission.email.toLowerCase(),
      email: submission.email,
      name: submission.name,
      company_name: submission.companyName,
      position: submission.position,
      cell_phone: submission.cellPhone,
      training_type: submission.trainingType,
      product_training: submission.productTraining,
      training_method: submission.trainingMethod,
      answers: JSON.stringify(storedAnswers(questions, submission.answers)),
      scanned_at: scan.scanned_at,
      submitted_at: now(),
    });
    if (!submissionId) throw new BusinessError('duplicateSubmission', { fieldKey: 'email' });
    return { submissionId };
  }

  /** Training sessions, newest first, with instructor, place and number of responses. */
  async trainHistory(): Promise<TrainHistoryResult> {
    const sessions = await new TrainingSessionRepository(this.deps.db).list();
    return {
      list: sessions.map((session) => ({
        sessionId: session.id,
        place: session.place,
        startsAt: iso(session.starts_at),
        endsAt: iso(session.ends_at),
        instructor: { instructorId: session.instructor_id, name: session.instructor_name, kind: session.instructor_kind },
        questionnaireTitle: session.questionnaire_title,
        trainingType: session.training_type as TrainHistoryResult['list'][number]['trainingType'],
        responses: session.responses,
      })),
    };
  }

  /** Active instructors (learners never see deactivated ones), each with the QR code of the session running now, else the next one, else the latest. */
  async instructors(): Promise<InstructorsResult> {
    const { db, now } = this.deps;
    const instructors = await new InstructorRepository(db).listActive();
    const sessions = await new TrainingSessionRepository(db).list();
    const list = [];
    for (const instructor of instructors) {
      const current = currentSessionOf(
        sessions.filter((session) => session.instructor_id === instructor.id),
        now(),
      );
      list.push({
        ...instructorSummary(instructor),
        email: instructor.email,
        currentSession: current
          ? {
              sessionId: current.id,
              place: current.place,
              startsAt: iso(current.starts_at),
              endsAt: iso(current.ends_at),
              questionnaireTitle: current.questionnaire_title,
              link: this.link(current.code),
              qrImage: await qrSvgDataUrl(this.link(current.code)),
            }
          : null,
      });
    }
    return { list };
  }

  /** A session's QR code as a file to print. */
  async qrCode(sessionId: string, format: 'png' | 'svg'): Promise<QuestionnaireFile> {
    if (!isUuid(sessionId)) throw new BusinessError('notFound');
    const session = await new TrainingSessionRepository(this.deps.db).find(sessionId);
    if (!session) throw new BusinessError('notFound');
    const link = this.link(session.code);
    const fileName = `training-qr-${session.starts_at.toISOString().slice(0, 10)}-${session.id.slice(0, 8)}.${format}`;
    return format === 'png'
      ? { bytes: await qrPng(link), contentType: 'image/png', fileName }
      : { bytes: Buffer.from(await qrSvg(link)), contentType: 'image/svg+xml', fileName };
  }

  /** The provider's list: each questionnaire with its counts, satisfaction rating and score. */
  async adminList(): Promise<AdminQuestionnaireListResult> {
    const { db } = this.deps;
    const questionnaires = await new QuestionnaireRepository(db).list();
    const questions = await new QuestionnaireRepository(db).questionsOf(questionnaires.map((row) => row.id));
    const submissions = await new SubmissionRepository(db).list();
    const sessions = await new TrainingSessionRepository(db).list();
    const instructors = await new InstructorRepository(db).list();
    return {
      list: questionnaires.map((questionnaire) => {
        const own = questions.filter((question) => question.questionnaire_id === questionnaire.id);
        const scored = own.map((question) => ({ id: question.id, kind: question.kind, weight: question.weight, options: question.options }));
        const answers = submissions.filter((submission) => submission.questionnaire_id === questionnaire.id).map((submission) => submission.answers);
        return {
          questionnaireId: questionnaire.id,
          title: questionnaire.title,
          trainingType: questionnaire.training_type,
          trainObject: questionnaire.train_object,
          trainingMethod: questionnaire.training_method,
          submissions: answers.length,
          satisfaction: satisfactionRating(scored, answers),
          score: questionnaireScore(answers.map((stored) => submissionScore(scored, stored))),
          questions: own.map((question) => ({
            questionId: question.id,
            kind: question.kind,
            prompt: question.prompt,
            required: question.required,
            weight: question.weight,
            options: question.options.map((option) => ({ optionId: option.id, label: option.label, points: option.points })),
          })),
          sessions: sessions
            .filter((session) => session.questionnaire_id === questionnaire.id)
            .map((session) => ({
              sessionId: session.id,
              code: session.code,
              place: session.place,
              startsAt: iso(session.starts_at),
              endsAt: iso(session.ends_at),
              instructor: { instructorId: session.instructor_id, name: session.instructor_name, kind: session.instructor_kind },
            })),
        };
      }),
      instructors: instructors.map((instructor) => ({ ...instructorSummary(instructor), email: instructor.email })),
    };
  }

  private async filtered(filter: SubmissionFilter): Promise<{ records: SubmissionRecord[]; questions: QuestionRow[] }> {
    const { db } = this.deps;
    for (const id of [filter.questionnaireId, filter.instructorId]) if (id !== undefined && !isUuid(id)) return { records: [], questions: [] };
    const records = await new SubmissionRepository(db).list({
      questionnaireId: filter.questionnaireId,
      instructorId: filter.instructorId,
      trainingType: filter.trainingType,
      from: filter.from ? dayStartIn(trainingTimeZone, filter.from) : undefined,
      until: filter.to ? dayEndIn(trainingTimeZone, filter.to) : undefined,
    });
    const questions = await new QuestionnaireRepository(db).questionsOf([...new Set(records.map((record) => record.questionnaire_id))]);
    return { records, questions };
  }

  private view(record: SubmissionRecord, questions: readonly QuestionRow[]): AdminSubmission {
    const own = questions.filter((question) => question.questionnaire_id === record.questionnaire_id);
    return {
      submissionId: record.id,
      questionnaireTitle: record.questionnaire_title,
      name: record.name,
      email: record.email,
      cellPhone: record.cell_phone,
      position: record.position,
      companyName: record.company_name,
      trainingType: record.training_type,
      productTraining: record.product_training,
      trainingMethod: record.training_method,
      instructor: { instructorId: record.instructor_id, name: record.instructor_name, kind: record.instructor_kind },
      place: record.place,
      scannedAt: iso(record.scanned_at),
      submittedAt: iso(record.submitted_at),
      score: submissionScore(own, record.answers),
      answers: own.map((question) => ({ questionId: question.id, prompt: question.prompt, answer: answerText(question, record.answers[question.id]) })),
    };
  }

  /** Submissions with the filters (days in US time, inclusive), newest first. */
  async adminSubmissions(filter: SubmissionFilter): Promise<{ list: AdminSubmission[] }> {
    const { records, questions } = await this.filtered(filter);
    return { list: records.map((record) => this.view(record, questions)) };
  }

  /** The same submissions as CSV: one column per question, heads and chosen values in the caller's language. */
  async adminExport(filter: SubmissionFilter, lang: Language): Promise<QuestionnaireFile> {
    const { records, questions } = await this.filtered(filter);
    const texts = csvTexts[lang];
    const submissions = records.map((record) => this.view(record, questions));
    const columns = texts.columns;
    const header = [
      columns.questionnaire,
      columns.name,
      columns.email,
      columns.cellPhone,
      columns.position,
      columns.companyName,
      columns.trainingType,
      columns.productTraining,
      columns.trainingMethod,
      columns.instructor,
      columns.place,
      columns.scannedAt,
      columns.submittedAt,
      columns.score,
      ...questions.map((question) => question.prompt),
    ];
    const rows = submissions.map((submission) => {
      const answers = new Map(submission.answers.map((answer) => [answer.questionId, answer.answer]));
      return [
        submission.questionnaireTitle,
        submission.name,
        submission.email,
        submission.cellPhone,
        submission.position,
        submission.companyName,
        texts.trainingTypes[submission.trainingType],
        texts.productTrainings[submission.productTraining],
        texts.trainingMethods[submission.trainingMethod],
        submission.instructor.name,
        submission.place,
        submission.scannedAt,
        submission.submittedAt,
        submission.score,
        ...questions.map((question) => answers.get(question.id) ?? ''),
      ];
    });
    const day = this.deps.now().toISOString().slice(0, 10);
    return { bytes: Buffer.from(toCsv(header, rows), 'utf8'), contentType: 'text/csv; charset=utf-8', fileName: `${texts.fileName}-${day}.csv` };
  }

  /** Authoring: a questionnaire with its questions, in one unit of work. */
  async createQuestionnaire(request: CreateQuestionnaireRequest): Promise<{ questionnaireId: string }> {
    const { db, now } = this.deps;
    const questionnaire = await inTransaction(db, (tx) =>
      new QuestionnaireRepository(tx).create(
        {
          title: request.title,
          training_type: request.trainingType,
          train_object: request.trainObject,
          training_method: request.trainingMethod,
          created_at: now(),
        },
        request.questions.map((question) => {
          const choice = question.kind === 'singleChoice' || question.kind === 'multipleChoice';
          return {
            kind: question.kind,
            prompt: question.prompt,
            required: question.required,
            weight: question.weight,
            options: choice ? (question.options ?? []).map((option) => ({ id: randomToken().slice(0, 12), label: option.label, points: option.points ?? 0 })) : [],
          };
        }),
      ),
    );
    return { questionnaireId: questionnaire.id };
  }

  /** A training session bound to an instructor; its QR code value is random. */
  async createSession(request: CreateSessionRequest): Promise<{ sessionId: string; code: string }> {
    const { db, now } = this.deps;
    if (!isUuid(request.questionnaireId) || !isUuid(request.instructorId)) throw new BusinessError('notFound');
    const startsAt = new Date(request.startsAt);
    const endsAt = new Date(request.endsAt);
    if (endsAt < startsAt) throw new BusinessError('invalidInput', { messageKey: 'sessionEndsBeforeStart', fieldKey: 'endsAt' });
    const instructor = await new InstructorRepository(db).find(request.instructorId);
    if (!(await new QuestionnaireRepository(db).find(request.questionnaireId)) || !instructor) throw new BusinessError('notFound');
    if (instructor.deactivated_at) throw new BusinessError('conflict', { messageKey: 'instructorDeactivated', fieldKey: 'instructorId' });
    const session = await new TrainingSessionRepository(db).create({
      questionnaire_id: request.questionnaireId,
      instructor_id: request.instructorId,
      code: randomToken(),
      place: request.place,
      starts_at: startsAt,
      ends_at: endsAt,
      created_at: now(),
    });
    return { sessionId: session.id, code: session.code };
  }
}
