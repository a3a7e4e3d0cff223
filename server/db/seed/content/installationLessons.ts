import { multiple, single, t, trueFalse, type ContentLesson } from './types';

/** The four lessons of the Installation Certification, each with its 5-question test. */
export const installationLessons: ContentLesson[] = [
  {
    title: t('Safety first: PPE, lockout and battery hazards', 'La seguridad primero: EPP, bloqueo y riesgos de la batería'),
    video: 'video-1.mp4',
    durationSeconds: 12,
    captions: [
      t('Before you touch the system, put on gloves, glasses and boots rated for the voltage.', 'Antes de tocar el sistema, póngase guantes, gafas y botas aptos para la tensión.'),
      t('Switch off and lock out every source, then test that nothing is live.', 'Apague y bloquee cada fuente, y compruebe que nada tenga tensión.'),
      t('A damaged or hot battery module is a hazard: keep clear and call support.', 'Un módulo de batería dañado o caliente es un peligro: aléjese y llame al soporte.'),
    ],
    test: {
      slug: 'installation-certification.lesson-1',
      title: t('Lesson 1 test: Safety first', 'Prueba de la lección 1: La seguridad primero'),
      questions: [
        single(
          t('Before you work on the AC side of an installed system, what do you do?', 'Antes de trabajar en el lado de CA de un sistema instalado, ¿qué hace?'),
          t(
            'Switch off and lock out every source (grid, solar and battery), then verify the absence of voltage with a tested meter',
            'Desconectar y bloquear todas las fuentes (red, solar y batería) y verificar la ausencia de tensión con un medidor probado',
          ),
          t('Open the main breaker and start working', 'Abrir el interruptor principal y empezar a trabajar'),
          t('Check with a non-contact voltage tester only', 'Comprobar solo con un detector de tensión sin contacto'),
          t('Ask the homeowner to switch the system off in the app', 'Pedir al propietario que apague el sistema desde la app'),
        ),
        multiple(
          t('Which protective equipment is right when you connect battery DC conductors?', '¿Qué equipo de protección es adecuado al conectar los conductores de CC de la batería?'),
          [
            t('Insulating gloves rated for the system voltage', 'Guantes aislantes clasificados para la tensión del sistema'),
            t('Safety glasses or a face shield', 'Gafas de seguridad o careta'),
          ],
          [
            t('Rings and a metal watch, kept on so they are not lost', 'Anillos y reloj metálico, puestos para no perderlos'),
            t('Uninsulated tools, because battery voltages are low', 'Herramientas sin aislamiento, porque la tensión de la batería es baja'),
          ],
        ),
        trueFalse(
          t(
            "Opening the battery's DC breaker makes the battery module's own terminals safe to touch.",
            'Abrir el interruptor de CC de la batería hace que los bornes del propio módulo sean seguros al tacto.',
          ),
          false,
        ),
        single(
          t(
            'Why do you test your meter on a known live source before and after checking a circuit (live-dead-live)?',
            '¿Por qué se prueba el medidor en una fuente energizada conocida antes y después de comprobar un circuito (vivo-muerto-vivo)?',
          ),
          t('To prove the meter works, so a zero reading really means no voltage', 'Para demostrar que el medidor funciona, de modo que una lectura de cero signifique de verdad ausencia de tensión'),
          t('To calibrate the meter for DC', 'Para calibrar el medidor para CC'),
          t('Because the code asks for three readings to average', 'Porque la norma pide tres lecturas para promediar'),
        ),
        trueFalse(
          t('A battery module that was dropped or has a damaged case must not be installed.', 'Un módulo de batería que se cayó o tiene la carcasa dañada no debe instalarse.'),
          true,
        ),
      ],
    },
  },
  {
    title: t('Mounting and clearances', 'Montaje y distancias de separación'),
    video: 'video-2.mp4',
    durationSeconds: 12,
    captions: [
      t('Choose a wall that carries the weight, out of direct sun and standing water.', 'Elija una pared que soporte el peso, sin sol directo ni agua estancada.'),
      t('Keep the clearances from the manual on every side for air and service.', 'Respete en cada lado las distancias del manual para el aire y el servicio.'),
      t('Level the bracket, fix it with the supplied anchors, then hang the unit.', 'Nivele el soporte, fíjelo con los anclajes incluidos y cuelgue el equipo.'),
    ],
    test: {
      slug: 'installation-certification.lesson-2',
      title: t('Lesson 2 test: Mounting and clearances', 'Prueba de la lección 2: Montaje y distancias de separación'),
      questions: [
        single(
          t('Where must a home energy-storage system NOT be installed?', '¿Dónde NO debe instalarse un sistema de almacenamiento de energía doméstico?'),
          t('In a bedroom, or in a closet that opens into a bedroom', 'En un dormitorio o en un armario que se abre a un dormitorio'),
          t('In a garage, protected from vehicle impact', 'En un garaje, protegido contra el impacto de vehículos'),
          t('On an outside wall, within the rated temperature range', 'En una pared exterior, dentro del rango de temperatura nominal'),
          t('In a utility room', 'En un cuarto de servicio'),
        ),
        multiple(
          t('What do you check before you fix the wall bracket?', '¿Qué comprueba antes de fijar el soporte de pared?'),
          [
            t('The wall and the anchors can carry the full weight of the system', 'La pared y los anclajes soportan el peso total del sistema'),
            t('The clearances of the installation manual are kept', 'Se respetan las distancias de separación del manual de instalación'),
          ],
          [
            t('The spot gets direct sunlight, to keep the battery warm', 'El lugar recibe sol directo, para mantener la batería caliente'),
            t('It is next to the gas water heater, so the pipes are easy to reach', 'Está junto al calentador de gas, para alcanzar fácilmente las tuberías'),
          ],
        ),
        trueFalse(
          t(
            'In a garage, a battery installed where a vehicle could hit it needs impact protection such as bollards.',
            'En un garaje, una batería instalada donde un vehículo podría golpearla necesita protección contra impactos, como bolardos.',
          ),
          true,
        ),
        single(
          t('What must stay free in front of the battery and the inverter?', '¿Qué debe quedar libre delante de la batería y del inversor?'),
          t(
            'The working space that the electrical code and the manual require, with nothing stored in it',
            'El espacio de trabajo que exigen la norma eléctrica y el manual, sin nada almacenado en él',
          ),
          t('Nothing: boxes may be stacked against the units', 'Nada: se pueden apilar cajas contra los equipos'),
          t('Only the display, so the homeowner can read it', 'Solo la pantalla, para que el propietario pueda leerla'),
        ),
        single(
          t('A battery module weighs about 50 kg. How is it lifted onto its bracket?', 'Un módulo de batería pesa unos 50 kg. ¿Cómo se sube a su soporte?'),
          t('By two people or with a lifting aid, as the manual describes', 'Entre dos personas o con un elevador, como indica el manual'),
          t('By one person, holding it by its terminals', 'Una sola persona, sujetándolo por los bornes'),
          t('By sliding it up the wall', 'Deslizándolo por la pared'),
        ),
      ],
    },
  },
  {
    title: t('DC and AC wiring and commissioning', 'Cableado de CC y CA y puesta en marcha'),
    video: 'video-3.mp4',
    durationSeconds: 12,
    captions: [
      t('Wire the DC side first, with the breaker open and the polarity checked.', 'Cablee primero el lado de CC, con el interruptor abierto y la polaridad comprobada.'),
      t('Then the AC side, to a dedicated breaker sized as the manual says.', 'Después el lado de CA, a un interruptor dedicado del tamaño que indica el manual.'),
      t('Commission with the app: update the firmware and run the self-test.', 'Ponga en marcha con la app: actualice el firmware y ejecute la autoprueba.'),
    ],
    test: {
      slug: 'installation-certification.lesson-3',
      title: t('Lesson 3 test: Wiring and commissioning', 'Prueba de la lección 3: Cableado y puesta en marcha'),
      questions: [
        single(
          t('Before you connect a battery cable to the inverter, you must…', 'Antes de conectar un cable de batería al inversor, debe…'),
          t('Check the polarity with a meter: positive to positive, negative to negative', 'Comprobar la polaridad con un medidor: positivo con positivo, negativo con negativo'),
          t('Switch the inverter on to see whether it starts', 'Encender el inversor para ver si arranca'),
          t('Trust the cable colors without measuring', 'Confiar en los colores del cable sin medir'),
        ),
        single(
          t('How are the DC and AC terminals tightened?', '¿Cómo se aprietan los bornes de CC y CA?'),
          t('With a calibrated torque tool, to the value in the manual', 'Con una herramienta dinamométrica calibrada, al valor del manual'),
          t('As tight as possible', 'Lo más fuerte posible'),
          t('Hand-tight: they are retightened at the first service', 'A mano: se reaprietan en el primer servicio'),
        ),
        multiple(
          t('Which steps belong to commissioning?', '¿Qué pasos forman parte de la puesta en marcha?'),
          [
            t("Update the firmware and set the grid code of the site's country", 'Actualizar el firmware y configurar el código de red del país de la instalación'),
            t('Test backup: open the main breaker and check that the backed-up loads stay powered', 'Probar el respaldo: abrir el interruptor principal y comprobar que las cargas respaldadas siguen alimentadas'),
            t('Check that the current sensor readings match the direction of the power flow', 'Comprobar que las lecturas de los sensores de corriente coinciden con el sentido del flujo de energía'),
          ],
          [t('Skip the backup test when the grid is stable', 'Omitir la prueba de respaldo cuando la red es estable')],
        ),
        trueFalse(
          t(
            'If the app shows the home importing power while the solar panels produce more than the home uses, a current sensor may be installed backwards.',
            'Si la app muestra que la casa importa energía mientras los paneles producen más de lo que consume, un sensor de corriente puede estar instalado al revés.',
          ),
          true,
        ),
        single(
          t("Which conductor must every metal enclosure of the system be connected to?", '¿A qué conductor debe conectarse cada envolvente metálica del sistema?'),
          t('The equipment grounding conductor', 'El conductor de puesta a tierra de los equipos'),
          t('The neutral, bonded at the battery', 'Al neutro, unido en la batería'),
          t('None: the enclosures stay isolated', 'A ninguno: las envolventes quedan aisladas'),
        ),
      ],
    },
  },
  {
    title: t('Monitoring, the app and service', 'Monitoreo, la app y el servicio'),
    video: 'video-4.mp4',
    durationSeconds: 12,
    captions: [
      t('Register the system in the app with the homeowner before you leave.', 'Registre el sistema en la app con el propietario antes de irse.'),
      t('Show them the flows of energy, the backup reserve and the alerts.', 'Muéstrele los flujos de energía, la reserva de respaldo y las alertas.'),
      t("For service, open a ticket with the serial number and the app's report.", 'Para el servicio, abra un ticket con el número de serie y el informe de la app.'),
    ],
    test: {
      slug: 'installation-certification.lesson-4',
      title: t('Lesson 4 test: Monitoring and service', 'Prueba de la lección 4: Monitoreo y servicio'),
      questions: [
        single(
          t('What connects the system to the monitoring app?', '¿Qué conecta el sistema con la app de monitoreo?'),
          t(
            "A stable internet connection (Wi-Fi, Ethernet or cellular) and the system registered to the homeowner's account",
            'Una conexión a internet estable (wifi, Ethernet o celular) y el sistema registrado en la cuenta del propietario',
          ),
          t("The installer's phone, which must stay on site", 'El teléfono del instalador, que debe quedarse en la obra'),
          t('Nothing: the app reads the battery over the power lines', 'Nada: la app lee la batería a través de las líneas eléctricas'),
        ),
        multiple(
          t('What do you show the homeowner at handover?', '¿Qué le muestra al propietario en la entrega?'),
          [
            t('How to read the app: charge level, power flows and alerts', 'Cómo leer la app: nivel de carga, flujos de energía y alertas'),
            t('How to set the backup reserve', 'Cómo ajustar la reserva de respaldo'),
            t('Where the emergency shutdown is and how to use it', 'Dónde está el apagado de emergencia y cómo usarlo'),
          ],
          [t('How to open a battery module to replace cells', 'Cómo abrir un módulo de batería para cambiar celdas')],
        ),
        trueFalse(t('The homeowner may open a battery module to reset it.', 'El propietario puede abrir un módulo de batería para reiniciarlo.'), false),
        single(
          t('The app shows a battery fault code. What do you do first?', 'La app muestra un código de falla de la batería. ¿Qué hace primero?'),
          t(
            'Look the code up in the service manual and follow its procedure; call support if the fault stays',
            'Buscar el código en el manual de servicio y seguir su procedimiento; llamar a soporte si la falla persiste',
          ),
          t('Replace the battery right away', 'Cambiar la batería de inmediato'),
          t('Ignore it: faults clear themselves', 'Ignorarlo: las fallas se borran solas'),
        ),
        single(
          t('What does a higher backup reserve setting do?', '¿Qué hace un ajuste de reserva de respaldo más alto?'),
          t('It keeps more energy in the battery for outages, leaving less for daily savings', 'Guarda más energía en la batería para los cortes y deja menos para el ahorro diario'),
          t('It makes the battery charge faster', 'Hace que la batería cargue más rápido'),
          t('It raises the battery capacity', 'Aumenta la capacidad de la batería'),
        ),
      ],
    },
  },
];
