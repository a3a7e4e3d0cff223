import type { MaterialLanguage } from '../../../../src/contract/materials';

/** The demo partner websites: the public landing page /digitalmediapackage/installers/<website> shows them. */
export const demoPartners = [
  { website: 'sunrise-solar.example', companyName: 'Sunrise Solar Installers LLC' },
  { website: 'energia-costa.example', companyName: 'Energía Costa Instalaciones S.A. de C.V.' },
];

/** Version 1 of the terms of use for the materials package. */
export const demoTerms = [
  {
    version: 1,
    lang: 'en',
    title: 'Terms of use of the digital materials package',
    body: [
      'The files of this package (brochures, data sheets, images and videos) are provided to installers and partners to market and explain the home energy-storage system.',
      'You may use, print and share them unchanged with your customers. You may add your company name and contact details, but you may not change product facts, prices, warranties or logos.',
      'The materials remain the property of the provider. They must not be sold, used for other products, or published in a way that suggests the provider endorses other products.',
      'Technical data may change; always check the current data sheet before quoting. Each download is recorded with its time and the files it contained.',
    ].join('\n\n'),
  },
  {
    version: 1,
    lang: 'es',
    title: 'Términos de uso del paquete de materiales digitales',
    body: [
      'Los archivos de este paquete (folletos, fichas técnicas, imágenes y vídeos) se ponen a disposición de instaladores y socios para comercializar y explicar el sistema doméstico de almacenamiento de energía.',
      'Puede usarlos, imprimirlos y compartirlos sin cambios con sus clientes. Puede añadir el nombre y los datos de contacto de su empresa, pero no puede cambiar datos del producto, precios, garantías ni logotipos.',
      'Los materiales siguen siendo propiedad del proveedor. No pueden venderse, usarse para otros productos ni publicarse de forma que sugiera que el proveedor respalda otros productos.',
      'Los datos técnicos pueden cambiar; consulte siempre la ficha técnica vigente antes de presupuestar. Cada descarga se registra con su hora y los archivos que contenía.',
    ].join('\n\n'),
  },
];

export type DemoMaterial = {
  slug: string;
  kind: 'pdf' | 'png' | 'mp4';
  language: MaterialLanguage;
  fileName: string;
  description: string;
  /** Lines printed on the generated PDF or image. */
  heading: string;
  /** For videos: which committed lesson video to use. */
  video?: string;
};

type Topic = { slug: string; en: [string, string]; es: [string, string] };

/** Each topic in English and Spanish: [file name stem, description]. */
const pdfTopics: Topic[] = [
  { slug: 'brochure', en: ['Home Battery Brochure', 'Eight-page brochure for homeowners: backup power, savings, app.'], es: ['Folleto Batería Doméstica', 'Folleto de ocho páginas para propietarios: respaldo, ahorro, aplicación.'] },
  { slug: 'datasheet', en: ['Battery Data Sheet', 'Technical data: capacity, power, dimensions, certifications.'], es: ['Ficha Técnica Batería', 'Datos técnicos: capacidad, potencia, dimensiones, certificaciones.'] },
  { slug: 'inverter-datasheet', en: ['Hybrid Inverter Data Sheet', 'Inverter ratings, MPPT inputs and grid codes.'], es: ['Ficha Técnica Inversor Híbrido', 'Valores del inversor, entradas MPPT y normas de red.'] },
  { slug: 'quick-install', en: ['Quick Installation Guide', 'Mounting, wiring and commissioning on four pages.'], es: ['Guía Rápida de Instalación', 'Montaje, cableado y puesta en marcha en cuatro páginas.'] },
  { slug: 'warranty', en: ['Warranty Terms', 'Ten-year product warranty and what it covers.'], es: ['Condiciones de Garantía', 'Garantía de producto de diez años y lo que cubre.'] },
  { slug: 'sales-deck', en: ['Sales Presentation', 'Slides for the first meeting with a homeowner.'], es: ['Presentación Comercial', 'Diapositivas para la primera reunión con un propietario.'] },
  { slug: 'case-study', en: ['Case Study Family Home', 'How a family of four cut its bills by 60 percent.'], es: ['Caso de Éxito Vivienda Familiar', 'Cómo una familia de cuatro redujo su factura un 60 por ciento.'] },
  { slug: 'faq', en: ['Customer FAQ', 'Answers to the questions homeowners ask most.'], es: ['Preguntas Frecuentes de Clientes', 'Respuestas a las preguntas más habituales de los propietarios.'] },
  { slug: 'brand-guide', en: ['Brand Guidelines', 'Logo use, colours and co-branding rules for partners.'], es: ['Guía de Marca', 'Uso del logotipo, colores y reglas de marca compartida.'] },
  { slug: 'backup-flyer', en: ['Backup Power Flyer', 'One-page flyer about power during outages.'], es: ['Folleto Energía de Respaldo', 'Folleto de una página sobre energía durante apagones.'] },
  { slug: 'app-guide', en: ['Monitoring App Guide', 'Set up the app and read the energy flow.'], es: ['Guía de la Aplicación', 'Configure la aplicación y lea el flujo de energía.'] },
  { slug: 'safety', en: ['Safety Information', 'Safety instructions for installers and owners.'], es: ['Información de Seguridad', 'Instrucciones de seguridad para instaladores y propietarios.'] },
];

const imageTopics: Topic[] = [
  { slug: 'banner-web', en: ['Web Banner', 'Banner for your website, 1200 by 400 pixels.'], es: ['Banner Web', 'Banner para su sitio web, 1200 por 400 píxeles.'] },
  { slug: 'social-post', en: ['Social Media Post', 'Square image for social networks.'], es: ['Publicación Redes Sociales', 'Imagen cuadrada para redes sociales.'] },
  { slug: 'product-photo', en: ['Product Picture', 'The battery on a garage wall.'], es: ['Imagen del Producto', 'La batería en la pared de un garaje.'] },
];

const videoTopics: (Topic & { video: string })[] = [
  { slug: 'overview-video', video: 'video-1.mp4', en: ['Product Overview Video', 'Short video introducing the system.'], es: ['Vídeo Presentación del Producto', 'Vídeo corto que presenta el sistema.'] },
];

const fileStem = (title: string) => title.replace(/\s+/g, '-');

const expand = (topics: Topic[], kind: DemoMaterial['kind']): DemoMaterial[] =>
  topics.flatMap((topic) =>
    (['en', 'es'] as const).map((language) => ({
      slug: `${topic.slug}-${language}`,
      kind,
      language,
      fileName: `${fileStem(topic[language][0])}.${kind}`,
      description: topic[language][1],
      heading: topic[language][0],
      video: (topic as { video?: string }).video,
    })),
  );

/** 32 files: 24 PDFs, 6 images and 2 videos, half in English and half in Spanish. */
export const demoMaterials: DemoMaterial[] = [...expand(pdfTopics, 'pdf'), ...expand(imageTopics, 'png'), ...expand(videoTopics, 'mp4')];
