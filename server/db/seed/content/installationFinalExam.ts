import { finalExamDefaults } from '../../../../src/contract/course';
import { multiple, single, t, trueFalse, type ContentFinalExam, type ContentQuestion } from './types';

/** Questions every country version of the final exam draws from. */
const commonPool: ContentQuestion[] = [
  single(
    t('A battery is rated 13.5 kWh and 5 kW continuous. What does 5 kW describe?', 'Una batería tiene 13.5 kWh y 5 kW continuos. ¿Qué describe el valor de 5 kW?'),
    t('The power it can deliver at any moment', 'La potencia que puede entregar en cada momento'),
    t('The energy it stores', 'La energía que almacena'),
    t('How long it lasts in an outage', 'Cuánto dura en un corte'),
  ),
  trueFalse(
    t(
      'Once the main breaker is open, the battery can no longer supply voltage to the backed-up circuits.',
      'Con el interruptor principal abierto, la batería ya no puede alimentar los circuitos respaldados.',
    ),
    false,
  ),
  single(
    t('Under lockout/tagout, who removes a lock?', 'En el bloqueo y etiquetado, ¿quién retira un candado?'),
    t('Only the person who applied it', 'Solo la persona que lo colocó'),
    t('Any electrician on site', 'Cualquier electricista de la obra'),
    t('The homeowner, when the work is done', 'El propietario, cuando termina el trabajo'),
  ),
  multiple(
    t('Which signs of a battery hazard mean you stop work and leave the area?', '¿Qué señales de peligro de la batería obligan a parar el trabajo y salir de la zona?'),
    [t('Smoke or a chemical smell from a module', 'Humo u olor químico en un módulo'), t('Hissing, or a swelling case', 'Un siseo o una carcasa hinchada')],
    [t('The charge level reads 100%', 'El nivel de carga marca 100%'), t('The inverter fan is running', 'El ventilador del inversor está funcionando')],
  ),
  single(
    t('A lithium battery is venting smoke. What do you do?', 'Una batería de litio está expulsando humo. ¿Qué hace?'),
    t('Evacuate, keep people away and call the fire department', 'Evacuar, mantener a las personas alejadas y llamar a los bomberos'),
    t('Stand close and pour water on the vents', 'Acercarse y echar agua en las salidas de gas'),
    t('Open the module and disconnect the cells', 'Abrir el módulo y desconectar las celdas'),
  ),
  trueFalse(
    t(
      'Battery modules are stored and installed within the temperature range of the manual, away from direct sunlight and heat sources.',
      'Los módulos de batería se almacenan e instalan dentro del rango de temperatura del manual, lejos del sol directo y de fuentes de calor.',
    ),
    true,
  ),
  single(
    t('Why does the manual ask for a minimum clearance around the battery?', '¿Por qué el manual exige una distancia mínima alrededor de la batería?'),
    t('For cooling, service access and to limit the spread of fire', 'Para la refrigeración, el acceso de servicio y limitar la propagación del fuego'),
    t('Only for appearance', 'Solo por estética'),
    t('So the Wi-Fi signal is stronger', 'Para que la señal wifi sea más fuerte'),
  ),
  multiple(
    t('How do you choose the DC cable between battery and inverter?', '¿Cómo se elige el cable de CC entre la batería y el inversor?'),
    [
      t("Ampacity for the maximum continuous current, with the code's correction factors", 'Capacidad de corriente para la corriente continua máxima, con los factores de corrección de la norma'),
      t('Insulation rated for the DC voltage', 'Aislamiento clasificado para la tensión de CC'),
    ],
    [t('The thinnest cable that fits the gland', 'El cable más delgado que entre en el prensaestopas'), t('Any color: polarity marking is optional', 'Cualquier color: marcar la polaridad es opcional')],
  ),
  single(
    t('Where is the neutral bonded to ground in a home with a backup system?', '¿Dónde se une el neutro a tierra en una casa con sistema de respaldo?'),
    t("At one point only, as the electrical code and the system's wiring diagram require", 'En un solo punto, como exigen la norma eléctrica y el diagrama de cableado del sistema'),
    t('In every panel, to be safe', 'En cada tablero, por seguridad'),
    t('Nowhere: backup systems have no neutral', 'En ningún lugar: los sistemas de respaldo no tienen neutro'),
  ),
  trueFalse(
    t(
      'Before energizing, you measure the battery voltage at the inverter terminals and compare it with the value the manual expects.',
      'Antes de energizar, se mide la tensión de la batería en los bornes del inversor y se compara con el valor que indica el manual.',
    ),
    true,
  ),
  single(
    t('During commissioning you open the main breaker. What should happen?', 'Durante la puesta en marcha abre el interruptor principal. ¿Qué debe ocurrir?'),
    t('The system switches to backup and the backed-up loads stay powered', 'El sistema pasa a respaldo y las cargas respaldadas siguen alimentadas'),
    t('The whole house goes dark until the grid returns', 'Toda la casa se queda sin luz hasta que vuelve la red'),
    t('The battery shuts down to protect itself', 'La batería se apaga para protegerse'),
  ),
  single(
    t('How are the current sensors (CTs) installed?', '¿Cómo se instalan los sensores de corriente (TC)?'),
    t('On the conductors the manual names, facing the direction its arrow marks', 'En los conductores que indica el manual, orientados en el sentido que marca su flecha'),
    t('Around the line and the neutral together', 'Alrededor de la fase y el neutro juntos'),
    t('Anywhere in the panel: direction does not matter', 'En cualquier parte del tablero: el sentido no importa'),
  ),
  multiple(
    t('Which settings do you make in the app at commissioning?', '¿Qué ajustes se hacen en la app durante la puesta en marcha?'),
    [t('The operating mode, e.g. self-consumption or time-of-use', 'El modo de operación, p. ej. autoconsumo o tarifa horaria'), t('The backup reserve', 'La reserva de respaldo')],
    [t('The cell chemistry of the battery', 'La química de las celdas de la batería'), t("The firmware of the utility's meter", 'El firmware del medidor de la compañía eléctrica')],
  ),
  trueFalse(
    t(
      "After commissioning, the system is registered to the homeowner's account so that monitoring and the warranty work.",
      'Tras la puesta en marcha, el sistema se registra en la cuenta del propietario para que funcionen el monitoreo y la garantía.',
    ),
    true,
  ),
  single(
    t('How often do you recommend a visual service inspection?', '¿Con qué frecuencia recomienda una inspección visual de servicio?'),
    t('At least once a year, and after events such as flooding or an impact', 'Al menos una vez al año, y después de eventos como una inundación o un golpe'),
    t('Never: the system needs no inspection', 'Nunca: el sistema no necesita inspección'),
    t('Only when the warranty has expired', 'Solo cuando venció la garantía'),
  ),
  single(
    t('Which gloves protect against electric shock near energized DC conductors?', '¿Qué guantes protegen contra descargas cerca de conductores de CC energizados?'),
    t('Insulating rubber gloves rated for the voltage, worn with leather protectors', 'Guantes aislantes de caucho clasificados para la tensión, con protectores de cuero'),
    t('Cotton work gloves', 'Guantes de trabajo de algodón'),
    t('Disposable nitrile gloves', 'Guantes desechables de nitrilo'),
  ),
];

const usCode = single(
  t('Which article of the US National Electrical Code (NEC) covers energy storage systems?', '¿Qué artículo del Código Eléctrico Nacional de EE. UU. (NEC) trata los sistemas de almacenamiento de energía?'),
  t('Article 706', 'Artículo 706'),
  t('Article 690', 'Artículo 690'),
  t('Article 210', 'Artículo 210'),
  t('Article 250', 'Artículo 250'),
);

const mxCode = single(
  t('Which standard governs electrical installations in Mexico?', '¿Qué norma rige las instalaciones eléctricas en México?'),
  t('NOM-001-SEDE-2012 (electrical installations, use)', 'NOM-001-SEDE-2012 (Instalaciones eléctricas, utilización)'),
  t('UL 9540', 'UL 9540'),
  t('NEC Article 690', 'Artículo 690 del NEC'),
);

const finalExam = (versionCode: string, countryQuestion: ContentQuestion): ContentFinalExam => ({
  slug: `installation-certification.final.${versionCode.toLowerCase()}`,
  versionCode,
  title: t(`Installation Certification final exam (${versionCode})`, `Examen final de la Certificación de instalación (${versionCode})`),
  questionCount: 10,
  passPercent: finalExamDefaults.passPercent,
  attempts: finalExamDefaults.attempts,
  waitingHours: finalExamDefaults.waitingHours,
  pool: [...commonPool, countryQuestion],
});

/** One version per country: the shared pool plus the country's own code question. */
export const installationFinalExams: ContentFinalExam[] = [finalExam('US', usCode), finalExam('MX', mxCode)];
