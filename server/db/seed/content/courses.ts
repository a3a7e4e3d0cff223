import { installationFinalExams } from './installationFinalExam';
import { installationLessons } from './installationLessons';
import { multiple, single, t, trueFalse, type ContentCourse } from './types';

const demoCountries = ['US', 'MX'];

const installationCertification: ContentCourse = {
  slug: 'installation-certification',
  audience: 'installer',
  kind: 'certification',
  position: 1,
  title: t('Installation Certification', 'Certificación de instalación'),
  description: t(
    'Install and commission the home energy-storage system safely: personal protection and lockout, mounting and clearances, DC and AC wiring, commissioning, monitoring and service. Pass the test after each lesson, then the final exam, to become a certified installer.',
    'Instale y ponga en marcha el sistema de almacenamiento de energía doméstico con seguridad: protección personal y bloqueo, montaje y distancias, cableado de CC y CA, puesta en marcha, monitoreo y servicio. Apruebe la prueba de cada lección y después el examen final para ser instalador certificado.',
  ),
  countries: demoCountries,
  lessons: installationLessons,
  finalExams: installationFinalExams,
};

const salesLibrary: ContentCourse = {
  slug: 'library.sales-essentials',
  audience: 'sales',
  kind: 'library',
  position: 2,
  title: t('Selling Home Energy Storage', 'Venta de almacenamiento de energía para el hogar'),
  description: t(
    "Talk about backup, savings and sizing in terms a homeowner understands, and set honest expectations from the customer's own goals, loads and tariff.",
    'Hable de respaldo, ahorro y dimensionamiento en términos que el propietario entienda, y fije expectativas honestas a partir de sus objetivos, cargas y tarifa.',
  ),
  countries: demoCountries,
  lessons: [
    {
      title: t('Backup, savings and the sales conversation', 'Respaldo, ahorro y la conversación de venta'),
      video: 'video-5.mp4',
      durationSeconds: 12,
      captions: [
        t('Start with what the homeowner wants: backup, savings, or both.', 'Empiece por lo que quiere el propietario: respaldo, ahorro o ambos.'),
        t('Read their bill together and explain how the tariff shapes the savings.', 'Lean juntos su factura y explique cómo la tarifa determina el ahorro.'),
        t('Promise only what the sizing shows, and write it down.', 'Prometa solo lo que muestra el dimensionamiento, y déjelo por escrito.'),
      ],
      test: {
        slug: 'library.sales-essentials.lesson-1',
        title: t('Sales essentials test', 'Prueba de fundamentos de venta'),
        questions: [
          single(
            t('A homeowner asks how long the battery will run the home in an outage. What is the honest answer?', 'Un propietario pregunta cuánto tiempo alimentará la batería su casa en un corte. ¿Cuál es la respuesta honesta?'),
            t('It depends on the usable capacity and the loads; we estimate it from your critical loads', 'Depende de la capacidad útil y de las cargas; lo estimamos a partir de sus cargas críticas'),
            t('Always at least three days', 'Siempre al menos tres días'),
            t('As long as the grid is down', 'Mientras dure el corte de la red'),
          ),
          multiple(
            t('Which are real benefits of home storage?', '¿Cuáles son beneficios reales del almacenamiento doméstico?'),
            [t('Backup power for chosen circuits during outages', 'Respaldo para los circuitos elegidos durante los cortes'), t('Using daytime solar energy in the evening', 'Usar por la noche la energía solar del día')],
            [t('Every home can leave the grid for good', 'Cualquier casa puede desconectarse de la red para siempre'), t('Electricity becomes free forever', 'La electricidad pasa a ser gratis para siempre')],
          ),
          trueFalse(t('kWh measures energy; kW measures power.', 'Los kWh miden energía; los kW miden potencia.'), true),
          single(
            t('How does a good sales conversation about storage start?', '¿Cómo empieza una buena conversación de venta sobre almacenamiento?'),
            t("By asking about the customer's goals: backup, savings or independence", 'Preguntando por los objetivos del cliente: respaldo, ahorro o independencia'),
            t('With the price of the largest system', 'Con el precio del sistema más grande'),
            t('With the technical data sheet', 'Con la ficha técnica'),
          ),
          trueFalse(
            t("You may promise a specific bill saving without looking at the customer's tariff and usage.", 'Puede prometer un ahorro concreto en la factura sin revisar la tarifa y el consumo del cliente.'),
            false,
          ),
        ],
      },
    },
  ],
  finalExams: [],
};

const designLibrary: ContentCourse = {
  slug: 'library.design-essentials',
  audience: 'designer',
  kind: 'library',
  position: 3,
  title: t('Designing Home Storage Systems', 'Diseño de sistemas de almacenamiento para el hogar'),
  description: t(
    'Size a home storage system from the loads: energy for the hours of backup, power and surge for the appliances, and a layout that keeps cable runs short.',
    'Dimensione un sistema de almacenamiento doméstico a partir de las cargas: energía para las horas de respaldo, potencia y pico de arranque para los equipos, y una disposición con tramos de cable cortos.',
  ),
  countries: demoCountries,
  lessons: [
    {
      title: t('Sizing from the loads', 'Dimensionamiento a partir de las cargas'),
      video: 'video-6.mp4',
      durationSeconds: 12,
      captions: [
        t('List the loads that must run during an outage, with their power.', 'Enumere las cargas que deben funcionar durante un corte, con su potencia.'),
        t('Add the starting surge of motors, such as pumps and air conditioning.', 'Sume el pico de arranque de los motores, como bombas y aire acondicionado.'),
        t('Size the battery for the hours of backup the homeowner asked for.', 'Dimensione la batería para las horas de respaldo que pidió el propietario.'),
      ],
      test: {
        slug: 'library.design-essentials.lesson-1',
        title: t('Design essentials test', 'Prueba de fundamentos de diseño'),
        questions: [
          single(
            t('A critical-loads panel draws 1.2 kW on average for 10 hours overnight. About how much usable energy does it need?', 'Un tablero de cargas críticas consume 1.2 kW de media durante 10 horas por la noche. ¿Cuánta energía útil necesita aproximadamente?'),
            t('12 kWh', '12 kWh'),
            t('1.2 kWh', '1.2 kWh'),
            t('8.3 kWh', '8.3 kWh'),
            t('120 kWh', '120 kWh'),
          ),
          single(
            t('A well pump starts with a surge several times its running power. What must the design check?', 'Una bomba de pozo arranca con un pico de varias veces su potencia de marcha. ¿Qué debe comprobar el diseño?'),
            t("That the inverter's surge rating covers the motor's starting current", 'Que la potencia de pico del inversor cubra la corriente de arranque del motor'),
            t('Nothing: only the running power matters', 'Nada: solo importa la potencia de marcha'),
            t('That the battery holds at least 50 kWh', 'Que la batería almacene al menos 50 kWh'),
          ),
          multiple(
            t('Which data do you collect before sizing?', '¿Qué datos reúne antes de dimensionar?'),
            [
              t('Twelve months of electricity use', 'Doce meses de consumo eléctrico'),
              t('The critical loads and their power', 'Las cargas críticas y su potencia'),
              t('The available space and its clearances', 'El espacio disponible y sus distancias de separación'),
            ],
            [t('Only the roof area: storage sizing needs no usage data', 'Solo la superficie del techo: el almacenamiento no necesita datos de consumo')],
          ),
          trueFalse(t("A battery's usable capacity can be lower than its nominal capacity.", 'La capacidad útil de una batería puede ser menor que su capacidad nominal.'), true),
          single(
            t('Why do you keep the DC cable runs between battery and inverter short?', '¿Por qué se mantienen cortos los tramos de cable de CC entre la batería y el inversor?'),
            t('To limit voltage drop and losses', 'Para limitar la caída de tensión y las pérdidas'),
            t('Because long cables are not allowed to carry DC', 'Porque los cables largos no pueden llevar CC'),
            t('To make the battery charge faster', 'Para que la batería cargue más rápido'),
          ),
        ],
      },
    },
  ],
  finalExams: [],
};

/** The demo catalogue created at first start. */
export const demoCourses: ContentCourse[] = [installationCertification, salesLibrary, designLibrary];
