import type { Language } from '../../../src/contract/languages';
import type { ProductTraining, TrainingMethod, TrainingType } from '../../../src/contract/questionnaireTerms';

/** Texts of the CSV export, per language (the column heads and the chosen values). */
export const csvTexts = {
  en: {
    fileName: 'questionnaire-submissions',
    columns: {
      questionnaire: 'Questionnaire',
      name: 'Name',
      email: 'Email',
      cellPhone: 'Cell phone',
      position: 'Position',
      companyName: 'Company name',
      trainingType: 'Training type',
      productTraining: 'Product training',
      trainingMethod: 'Training method',
      instructor: 'Instructor',
      place: 'Place',
      scannedAt: 'Code scanning time',
      submittedAt: 'Submit time',
      score: 'Score',
    },
    trainingTypes: { sales: 'Sales', design: 'Design', service: 'Service', product: 'Product' } satisfies Record<TrainingType, string>,
    productTrainings: { battery: 'Home battery', inverter: 'Hybrid inverter', monitoringApp: 'Monitoring app', fleetTool: 'Fleet management tool' } satisfies Record<ProductTraining, string>,
    trainingMethods: { inPerson: 'In person', online: 'Online', hybrid: 'Hybrid' } satisfies Record<TrainingMethod, string>,
  },
  es: {
    fileName: 'respuestas-cuestionario',
    columns: {
      questionnaire: 'Cuestionario',
      name: 'Nombre',
      email: 'Correo electrónico',
      cellPhone: 'Teléfono celular',
      position: 'Cargo',
      companyName: 'Nombre de la empresa',
      trainingType: 'Tipo de capacitación',
      productTraining: 'Capacitación de producto',
      trainingMethod: 'Método de capacitación',
      instructor: 'Instructor',
      place: 'Lugar',
      scannedAt: 'Hora de escaneo del código',
      submittedAt: 'Hora de envío',
      score: 'Puntuación',
    },
    trainingTypes: { sales: 'Ventas', design: 'Diseño', service: 'Servicio', product: 'Producto' } satisfies Record<TrainingType, string>,
    productTrainings: { battery: 'Batería doméstica', inverter: 'Inversor híbrido', monitoringApp: 'Aplicación de monitoreo', fleetTool: 'Herramienta de gestión de flotas' } satisfies Record<ProductTraining, string>,
    trainingMethods: { inPerson: 'Presencial', online: 'En línea', hybrid: 'Híbrido' } satisfies Record<TrainingMethod, string>,
  },
} satisfies Record<Language, unknown>;
