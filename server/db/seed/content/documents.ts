import type { LocalizedText } from '../../courseSchema';

/** Demo documents, videos and images (issue 10). English is always written; Spanish where translated. */
export type ContentText = { title: string; description: string; body: string[] };
export type ContentDocument = { slug: string; category: string; countries: string[]; en: ContentText; es?: ContentText; publishedDaysAgo: number };
export type ContentCategory = { slug: string; title: LocalizedText };
export type ContentVideo = { slug: string; video: string; featured: boolean; countries: string[]; en: Omit<ContentText, 'body'>; es?: Omit<ContentText, 'body'> };
export type ContentImage = { slug: string; countries: string[]; hue: number; motif: 'battery' | 'sun' | 'house' | 'grid'; en: Omit<ContentText, 'body'>; es?: Omit<ContentText, 'body'> };

export const demoCategories: ContentCategory[] = [
  { slug: 'installation-manuals', title: { en: 'Installation manuals', es: 'Manuales de instalación' } },
  { slug: 'datasheets', title: { en: 'Datasheets', es: 'Fichas técnicas' } },
  { slug: 'warranty-and-safety', title: { en: 'Warranty and safety', es: 'Garantía y seguridad' } },
];

const both = ['US', 'MX'];

export const demoDocuments: ContentDocument[] = [
  {
    slug: 'battery-installation-guide',
    category: 'installation-manuals',
    countries: both,
    publishedDaysAgo: 40,
    en: {
      title: 'Battery installation guide',
      description: 'Mounting, wiring and commissioning the home battery step by step.',
      body: ['Choose a dry, ventilated wall that carries the weight of the battery.', 'Wire the battery to the inverter with the supplied cables.', 'Commission the system with the installer app and record the serial numbers.'],
    },
    es: {
      title: 'Guía de instalación de la batería',
      description: 'Montaje, cableado y puesta en marcha de la batería doméstica paso a paso.',
      body: ['Elija una pared seca y ventilada que soporte el peso de la batería.', 'Conecte la batería al inversor con los cables suministrados.', 'Ponga en marcha el sistema con la app del instalador y anote los números de serie.'],
    },
  },
  {
    slug: 'inverter-quick-start',
    category: 'installation-manuals',
    countries: both,
    publishedDaysAgo: 35,
    en: {
      title: 'Inverter quick start',
      description: 'Switching on the inverter, first settings and the status lights.',
      body: ['Close the DC isolator, then the AC breaker.', 'Set the country code and grid profile in the first-start wizard.', 'A steady green light means the inverter feeds the home.'],
    },
    es: {
      title: 'Inicio rápido del inversor',
      description: 'Encendido del inversor, primeros ajustes y las luces de estado.',
      body: ['Cierre el seccionador de CC y después el interruptor de CA.', 'Elija el código de país y el perfil de red en el asistente de inicio.', 'Una luz verde fija indica que el inversor alimenta la vivienda.'],
    },
  },
  {
    slug: 'gateway-wiring-manual',
    category: 'installation-manuals',
    countries: both,
    publishedDaysAgo: 30,
    en: {
      title: 'Gateway wiring manual',
      description: 'Backup gateway wiring for whole-home and partial-home backup.',
      body: ['Place the gateway between the utility meter and the main panel.', 'Use the current transformers on both service conductors.', 'Test islanding by opening the main breaker.'],
    },
  },
  {
    slug: 'solar-roof-mounting',
    category: 'installation-manuals',
    countries: ['US'],
    publishedDaysAgo: 28,
    en: {
      title: 'Solar roof mounting',
      description: 'Rail layout, flashing and torque values for pitched roofs.',
      body: ['Find the rafters and mark the rail lines.', 'Seal every penetration with the supplied flashing.', 'Tighten the clamps to the torque in the table.'],
    },
  },
  {
    slug: 'battery-datasheet',
    category: 'datasheets',
    countries: both,
    publishedDaysAgo: 25,
    en: {
      title: 'Home battery datasheet',
      description: 'Capacity, power, efficiency, dimensions and certifications of the home battery.',
      body: ['Usable capacity: 13.5 kWh.', 'Continuous power: 5 kW; peak 7 kW.', 'Round-trip efficiency: 90 percent.'],
    },
    es: {
      title: 'Ficha técnica de la batería doméstica',
      description: 'Capacidad, potencia, eficiencia, dimensiones y certificaciones de la batería doméstica.',
      body: ['Capacidad útil: 13,5 kWh.', 'Potencia continua: 5 kW; pico 7 kW.', 'Eficiencia de ida y vuelta: 90 por ciento.'],
    },
  },
  {
    slug: 'inverter-datasheet',
    category: 'datasheets',
    countries: both,
    publishedDaysAgo: 22,
    en: {
      title: 'Inverter datasheet',
      description: 'Input ranges, output power and protection ratings of the inverter.',
      body: ['MPPT voltage range: 60 to 480 V.', 'Rated output: 7.6 kW.', 'Enclosure rating: IP65.'],
    },
  },
  {
    slug: 'gateway-datasheet',
    category: 'datasheets',
    countries: ['MX'],
    publishedDaysAgo: 20,
    en: {
      title: 'Gateway datasheet',
      description: 'Switching time, ratings and communication of the backup gateway.',
      body: ['Backup switching in under 200 ms.', 'Rated current: 200 A.', 'Wi-Fi, Ethernet and cellular communication.'],
    },
    es: {
      title: 'Ficha técnica de la pasarela',
      description: 'Tiempo de conmutación, valores nominales y comunicación de la pasarela de respaldo.',
      body: ['Conmutación a respaldo en menos de 200 ms.', 'Corriente nominal: 200 A.', 'Comunicación wifi, Ethernet y celular.'],
    },
  },
  {
    slug: 'limited-warranty',
    category: 'warranty-and-safety',
    countries: both,
    publishedDaysAgo: 15,
    en: {
      title: 'Limited warranty',
      description: 'What the ten-year warranty covers and how to file a claim.',
      body: ['The battery keeps 70 percent of its capacity for ten years.', 'Claims are filed by the installer through the portal.', 'Damage from improper installation is not covered.'],
    },
    es: {
      title: 'Garantía limitada',
      description: 'Qué cubre la garantía de diez años y cómo presentar una reclamación.',
      body: ['La batería conserva el 70 por ciento de su capacidad durante diez años.', 'El instalador presenta las reclamaciones a través del portal.', 'Los daños por una instalación incorrecta no están cubiertos.'],
    },
  },
  {
    slug: 'safety-instructions',
    category: 'warranty-and-safety',
    countries: both,
    publishedDaysAgo: 10,
    en: {
      title: 'Safety instructions',
      description: 'Electrical safety, fire safety and handling of the battery modules.',
      body: ['Only trained installers may open the enclosure.', 'Keep a class C extinguisher near the installation.', 'Never lift a module alone.'],
    },
    es: {
      title: 'Instrucciones de seguridad',
      description: 'Seguridad eléctrica, protección contra incendios y manejo de los módulos de batería.',
      body: ['Solo instaladores formados pueden abrir la carcasa.', 'Tenga un extintor de clase C cerca de la instalación.', 'Nunca levante un módulo solo.'],
    },
  },
  {
    slug: 'emergency-shutdown',
    category: 'warranty-and-safety',
    countries: both,
    publishedDaysAgo: 5,
    en: {
      title: 'Emergency shutdown procedure',
      description: 'How first responders and homeowners switch the system off safely.',
      body: ['Press the emergency stop on the gateway.', 'Open the AC breaker of the battery.', 'Wait five minutes before touching any conductor.'],
    },
  },
];

export const demoVideos: ContentVideo[] = [
  {
    slug: 'meet-the-home-battery',
    video: 'video-1.mp4',
    featured: true,
    countries: both,
    en: { title: 'Meet the home battery', description: 'A short tour of the battery and what it does for a home.' },
    es: { title: 'Conozca la batería doméstica', description: 'Un breve recorrido por la batería y lo que hace por una vivienda.' },
  },
  {
    slug: 'unboxing-the-inverter',
    video: 'video-2.mp4',
    featured: true,
    countries: both,
    en: { title: 'Unboxing the inverter', description: 'What comes in the box and how to check it on delivery.' },
  },
  {
    slug: 'commissioning-in-the-app',
    video: 'video-3.mp4',
    featured: false,
    countries: both,
    en: { title: 'Commissioning in the app', description: 'Pairing the system and running the commissioning checks.' },
    es: { title: 'Puesta en marcha con la app', description: 'Emparejar el sistema y ejecutar las comprobaciones de puesta en marcha.' },
  },
  {
    slug: 'backup-in-action',
    video: 'video-4.mp4',
    featured: true,
    countries: ['US'],
    en: { title: 'Backup in action', description: 'The gateway switches the home to the battery during an outage.' },
  },
];

export const demoImages: ContentImage[] = [
  {
    slug: 'battery-on-garage-wall',
    countries: both,
    hue: 205,
    motif: 'battery',
    en: { title: 'Battery on a garage wall', description: 'A finished installation for the partner’s website.' },
    es: { title: 'Batería en la pared de un garaje', description: 'Una instalación terminada para el sitio web del socio.' },
  },
  {
    slug: 'solar-at-noon',
    countries: both,
    hue: 40,
    motif: 'sun',
    en: { title: 'Solar at noon', description: 'Panels charging the battery in full sun.' },
    es: { title: 'Energía solar al mediodía', description: 'Paneles cargando la batería a pleno sol.' },
  },
  {
    slug: 'powered-home',
    countries: both,
    hue: 140,
    motif: 'house',
    en: { title: 'A powered home', description: 'The home keeps its lights on during an outage.' },
  },
  {
    slug: 'grid-and-home',
    countries: both,
    hue: 270,
    motif: 'grid',
    en: { title: 'Grid and home', description: 'Energy flowing between the grid, the battery and the home.' },
    es: { title: 'Red y vivienda', description: 'Energía entre la red, la batería y la vivienda.' },
  },
  {
    slug: 'night-backup',
    countries: both,
    hue: 230,
    motif: 'battery',
    en: { title: 'Night backup', description: 'Stored solar energy powering the evening.' },
  },
  {
    slug: 'installer-at-work',
    countries: ['US'],
    hue: 15,
    motif: 'house',
    en: { title: 'Installer at work', description: 'A certified installer mounting the gateway.' },
  },
];
