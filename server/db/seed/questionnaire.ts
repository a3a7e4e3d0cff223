import type { Kysely } from 'kysely';
import type { ProductTraining, TrainingMethod, TrainingType } from '../../../src/contract/questionnaireTerms';
import { InstructorRepository, QuestionnaireRepository, randomToken, SubmissionRepository, TrainingSessionRepository } from '../../modules/questionnaire';
import { AppStateRepository } from '../appStateRepository';
import type { StoredAnswers } from '../questionnaireSchema';
import type { Database } from '../schema';
import { inTransaction } from '../transaction';

const questionnaireSeedKey = 'seed.questionnaire';
const dayMs = 86_400_000;
const hourMs = 3_600_000;

/** The demo questionnaire: one question of every type, with weights and points. */
const demoQuestions = [
  {
    kind: 'singleChoice' as const,
    prompt: 'How well did the training prepare you to install the system?',
    required: true,
    weight: 3,
    options: [
      { id: 'prep-fully', label: 'Fully prepared', points: 10 },
      { id: 'prep-mostly', label: 'Mostly prepared', points: 7 },
      { id: 'prep-partly', label: 'Partly prepared', points: 3 },
      { id: 'prep-not', label: 'Not prepared', points: 0 },
    ],
  },
  {
    kind: 'multipleChoice' as const,
    prompt: 'Which topics were most useful?',
    required: false,
    weight: 1,
    options: [
      { id: 'topic-wiring', label: 'Wiring and commissioning', points: 1 },
      { id: 'topic-app', label: 'Monitoring app set-up', points: 1 },
      { id: 'topic-safety', label: 'Safety and compliance', points: 1 },
      { id: 'topic-sales', label: 'Talking to homeowners', points: 1 },
    ],
  },
  { kind: 'fillIn' as const, prompt: 'How many systems do you plan to install this year?', required: true, weight: 0, options: [] },
  { kind: 'text' as const, prompt: 'What should we improve in the next training?', required: false, weight: 0, options: [] },
  { kind: 'rating' as const, prompt: 'How satisfied are you with the training overall?', required: true, weight: 5, options: [] },
];

const attendees = [
  ['José Núñez', 'Energía Solar del Norte', 'Installer'],
  ['María Fernández', 'Sol y Baterías S.A.', 'Project manager'],
  ['Ana Peña', 'Peña Eléctrica', 'Electrician'],
  ['Liam Carter', 'Bright Roof Solar', 'Lead installer'],
  ['Olivia Brooks', 'Sunpath Energy', 'Sales engineer'],
  ['Noah Kim', 'Kim Electric', 'Owner'],
  ['Sofía Ramírez', 'Instalaciones Ramírez', 'Technician'],
  ['Ethan Wright', 'Wright Home Power', 'Designer'],
] as const;
const remarks = ['More hands-on time with the inverter, please.', 'Great session, clear explanations.', 'Más ejemplos de instalación en exteriores.', 'A printed checklist would help.', ''];

const trainingTypeCycle: TrainingType[] = ['product', 'service', 'design', 'sales'];
const productCycle: ProductTraining[] = ['battery', 'inverter', 'monitoringApp'];
const methodCycle: TrainingMethod[] = ['inPerson', 'inPerson', 'hybrid'];

/** A varied but repeatable answer set for the n-th demo attendee. */
const demoAnswers = (n: number): StoredAnswers => {
  const preparation = ['prep-fully', 'prep-mostly', 'prep-fully', 'prep-partly', 'prep-mostly'][n % 5]!;
  const topics = ['topic-wiring', 'topic-app', 'topic-safety', 'topic-sales'].filter((_, index) => (n + index) % 3 !== 0);
  const remark = remarks[n % remarks.length]!;
  return {
    q0: { optionIds: [preparation] },
    ...(n % 4 === 0 ? {} : { q1: { optionIds: topics } }),
    q2: { text: String(2 + (n % 9) * 3) },
    ...(remark ? { q3: { text: remark } } : {}),
    q4: { rating: [5, 4, 5, 3, 4, 5, 2, 4][n % 8]! },
  };
};

/**
 * Demo content of the training questionnaire, once per database: two instructors (internal and
 * external), one questionnaire with every question type, three sessions (two held, one running
 * now) and 40 submissions to the held ones.
 */
export async function seedQuestionnaire(db: Kysely<Database>, now: () => Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    const at = now();
    if (!(await new AppStateRepository(tx).claim(questionnaireSeedKey, at.toISOString(), at))) return;
    const instructors = new InstructorRepository(tx);
    const internal = await instructors.create({ name: 'Laura Méndez', email: 'laura.mendez@training-center.local', kind: 'internal', created_at: at });
    const external = await instructors.create({ name: 'Daniel Ortiz', email: 'daniel.ortiz@installer-academy.example', kind: 'external', created_at: at });
    if (!internal || !external) return;
    const questionnaire = await new QuestionnaireRepository(tx).create(
      { title: 'Installation training feedback', training_type: 'product', train_object: 'battery', training_method: 'inPerson', created_at: at },
      demoQuestions.map(({ kind, prompt, required, weight, options }) => ({ kind, prompt, required, weight, options })),
    );
    const questions = await new QuestionnaireRepository(tx).questionsOf([questionnaire.id]);
    const sessions = new TrainingSessionRepository(tx);
    const day = (offset: number, hour: number) => new Date(Math.floor(at.getTime() / dayMs) * dayMs + offset * dayMs + hour * hourMs);
    const held = [
      await sessions.create({ questionnaire_id: questionnaire.id, instructor_id: internal.id, code: randomToken(), place: 'Houston training center, TX', starts_at: day(-21, 14), ends_at: day(-21, 22), created_at: at }),
      await sessions.create({ questionnaire_id: questionnaire.id, instructor_id: external.id, code: randomToken(), place: 'Monterrey partner office, NL', starts_at: day(-7, 15), ends_at: day(-7, 23), created_at: at }),
    ];
    await sessions.create({ questionnaire_id: questionnaire.id, instructor_id: internal.id, code: randomToken(), place: 'Dallas installer day, TX', starts_at: new Date(at.getTime() - 2 * hourMs), ends_at: new Date(at.getTime() + 6 * hourMs), created_at: at });
    // Demo ids q0..q4 stand for the questions in order.
    const byPosition = (answers: StoredAnswers): StoredAnswers => Object.fromEntries(Object.entries(answers).map(([key, value]) => [questions[Number(key.slice(1))]!.id, value]));
    const submissions = new SubmissionRepository(tx);
    for (let n = 0; n < 40; n += 1) {
      const session = held[n < 24 ? 0 : 1]!;
      const [name, company, position] = attendees[n % attendees.length]!;
      const email = `${name.split(' ')[0]!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${n + 1}@partner.example`;
      const scannedAt = new Date(session.ends_at.getTime() - hourMs + n * 60_000);
      await submissions.createOnce({
        session_id: session.id,
        email_key: email,
        email,
        name,
        company_name: company,
        position,
        cell_phone: `555${String(1_000_000 + n * 7919).slice(-7)}`,
        training_type: trainingTypeCycle[n % trainingTypeCycle.length]!,
        product_training: productCycle[n % productCycle.length]!,
        training_method: methodCycle[n % methodCycle.length]!,
        answers: JSON.stringify(byPosition(demoAnswers(n))),
        scanned_at: scannedAt,
        submitted_at: new Date(scannedAt.getTime() + (4 + (n % 6)) * 60_000),
      });
    }
  });
}
