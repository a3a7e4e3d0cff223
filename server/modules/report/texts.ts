import type { Language } from '../../../src/contract/languages';
import type { ReportKind, ReportStatus } from '../../../src/contract/reportTerms';

type ReportTexts = {
  /** The CSV file name, before the date. */
  fileNames: Record<ReportKind, string>;
  /** Column heads of the CSV (the widget has the same words in its own catalogue). */
  columns: Record<string, string>;
  statuses: Record<ReportStatus, string>;
};

/** The words of the CSV exports, per language. */
export const reportTexts: Record<Language, ReportTexts> = {
  en: {
    fileNames: { learners: 'progress-per-learner', companies: 'progress-per-company', courses: 'progress-per-course', certificates: 'certificates', downloads: 'material-downloads', questions: 'exam-questions' },
    columns: {
      learner: 'Learner',
      email: 'Email',
      company: 'Company',
      course: 'Course',
      lessonsPassed: 'Lessons passed',
      lessonsTotal: 'Lessons',
      percent: 'Progress (%)',
      status: 'Status',
      lastActivity: 'Last activity (UTC)',
      learners: 'Learners',
      coursesStarted: 'Courses started',
      coursesCompleted: 'Courses completed',
      averagePercent: 'Average progress (%)',
      certificatesValid: 'Valid certificates',
      completed: 'Completed',
      finalAttempts: 'Final exam attempts',
      finalPassRate: 'Final exam pass rate (%)',
      certificatesIssued: 'Certificates issued',
      serial: 'Serial',
      holder: 'Holder',
      issuedAt: 'Issued (UTC)',
      validUntil: 'Valid until (UTC)',
      file: 'File',
      language: 'Language',
      downloads: 'Downloads',
      downloaders: 'Downloaders',
      lastDownload: 'Last download (UTC)',
      question: 'Question',
      exam: 'Test',
      answered: 'Answered',
      right: 'Answered right',
      shareRight: 'Share right (%)',
    },
    statuses: { in_progress: 'In progress', completed: 'Completed', valid: 'Valid', expiring: 'Expiring soon', expired: 'Expired', revoked: 'Revoked', superseded: 'Replaced' },
  },
  es: {
    fileNames: { learners: 'progreso-por-alumno', companies: 'progreso-por-empresa', courses: 'progreso-por-curso', certificates: 'certificados', downloads: 'descargas-de-materiales', questions: 'preguntas-de-examen' },
    columns: {
      learner: 'Alumno',
      email: 'Correo electrónico',
      company: 'Empresa',
      course: 'Curso',
      lessonsPassed: 'Lecciones aprobadas',
      lessonsTotal: 'Lecciones',
      percent: 'Progreso (%)',
      status: 'Estado',
      lastActivity: 'Última actividad (UTC)',
      learners: 'Alumnos',
      coursesStarted: 'Cursos iniciados',
      coursesCompleted: 'Cursos completados',
      averagePercent: 'Progreso medio (%)',
      certificatesValid: 'Certificados válidos',
      completed: 'Completados',
      finalAttempts: 'Intentos del examen final',
      finalPassRate: 'Tasa de aprobados del examen final (%)',
      certificatesIssued: 'Certificados emitidos',
      serial: 'Número de serie',
      holder: 'Titular',
      issuedAt: 'Emitido (UTC)',
      validUntil: 'Válido hasta (UTC)',
      file: 'Archivo',
      language: 'Idioma',
      downloads: 'Descargas',
      downloaders: 'Personas que descargaron',
      lastDownload: 'Última descarga (UTC)',
      question: 'Pregunta',
      exam: 'Prueba',
      answered: 'Respondida',
      right: 'Respondida bien',
      shareRight: 'Porcentaje de aciertos (%)',
    },
    statuses: { in_progress: 'En curso', completed: 'Completado', valid: 'Válido', expiring: 'Caduca pronto', expired: 'Caducado', revoked: 'Revocado', superseded: 'Sustituido' },
  },
};
