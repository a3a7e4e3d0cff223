import type { NewFaqCategory, NewFaqEntry } from '../../../modules/faq';

/** The demo FAQ categories, in the order the widget shows them. */
export const faqCategories: NewFaqCategory[] = [
  { key: 'account', position: 1, label: { en: 'Account and login', es: 'Cuenta e inicio de sesión' } },
  { key: 'training', position: 2, label: { en: 'Courses and tests', es: 'Cursos y pruebas' } },
  { key: 'certificates', position: 3, label: { en: 'Certificates', es: 'Certificados' } },
  { key: 'tools', position: 4, label: { en: 'Installer tools', es: 'Herramientas para instaladores' } },
  { key: 'support', position: 5, label: { en: 'Support', es: 'Soporte' } },
];

type Seeded = Omit<NewFaqEntry, 'position'>;

/**
 * Twenty demo entries in English and Spanish; four have no Spanish yet, so a Spanish visitor sees
 * them in English (the per-entry fallback of spec 1).
 */
const entries: Seeded[] = [
  {
    category: 'account',
    en: { question: 'How do I get an account?', answer: 'Accounts are given to approved partners. Apply to become a partner; after approval you receive an e-mail with your login credentials and a business partner certificate.' },
    es: { question: '¿Cómo obtengo una cuenta?', answer: 'Las cuentas se entregan a los socios aprobados. Solicite ser socio; tras la aprobación recibirá un correo electrónico con sus credenciales de acceso y un certificado de socio comercial.' },
  },
  {
    category: 'account',
    en: { question: 'I forgot my password. What do I do?', answer: 'On the login page choose "Forgot password", enter the e-mail address of your account and type the verification code you receive. Then choose a new password.' },
    es: { question: 'Olvidé mi contraseña. ¿Qué hago?', answer: 'En la página de inicio de sesión elija «¿Olvidó su contraseña?», escriba el correo electrónico de su cuenta y el código de verificación que reciba. Después elija una contraseña nueva.' },
  },
  {
    category: 'account',
    en: { question: 'What makes a valid password?', answer: 'A password has 6 to 40 characters without spaces and includes at least one number and one letter.' },
    es: { question: '¿Qué requisitos tiene la contraseña?', answer: 'La contraseña tiene entre 6 y 40 caracteres sin espacios e incluye al menos un número y una letra.' },
  },
  {
    category: 'account',
    en: { question: 'Why was I logged out?', answer: 'A session ends after a day, or after 30 days with "Remember me". Changing your password on another device also ends your other sessions. Log in again to continue where you were.' },
    es: { question: '¿Por qué se cerró mi sesión?', answer: 'Una sesión termina al cabo de un día, o de 30 días con «Recordarme». Cambiar la contraseña en otro dispositivo también cierra sus otras sesiones. Inicie sesión de nuevo para continuar donde estaba.' },
  },
  {
    category: 'account',
    en: { question: 'How do I change the language of the portal?', answer: 'Use the language menu in the header. The portal is available in English and Spanish; content without a Spanish translation is shown in English.' },
    es: { question: '¿Cómo cambio el idioma del portal?', answer: 'Use el menú de idioma de la cabecera. El portal está disponible en inglés y en español; el contenido sin traducción al español se muestra en inglés.' },
  },
  {
    category: 'training',
    en: { question: 'Which course do I take first?', answer: 'Installers complete the Installation Certification course first. After passing it you are certified to install and commission the system.' },
    es: { question: '¿Qué curso hago primero?', answer: 'Los instaladores completan primero el curso de Certificación de Instalación. Al aprobarlo obtiene la certificación para instalar y poner en marcha el sistema.' },
  },
  {
    category: 'training',
    en: { question: 'What score do I need to pass a lesson test?', answer: 'You pass a lesson test with 70% of the answers correct or more. Passing unlocks the next lesson.' },
    es: { question: '¿Qué puntuación necesito para aprobar la prueba de una lección?', answer: 'Aprueba la prueba de una lección con un 70 % de respuestas correctas o más. Al aprobar se desbloquea la lección siguiente.' },
  },
  {
    category: 'training',
    en: { question: 'How many attempts do I have?', answer: 'Each lesson test gives you two attempts. If you fail both, watch the lesson again to get two new attempts.' },
    es: { question: '¿Cuántos intentos tengo?', answer: 'Cada prueba de lección le da dos intentos. Si no aprueba ninguno, vuelva a ver la lección para obtener dos intentos nuevos.' },
  },
  {
    category: 'training',
    en: { question: 'Can I pause a lesson video and continue later?', answer: 'Yes. The portal remembers where you stopped; "Continue" takes you back to that position, on any device.' },
    es: { question: '¿Puedo pausar el vídeo de una lección y seguir más tarde?', answer: 'Sí. El portal recuerda dónde se detuvo; «Continuar» le lleva a esa posición, en cualquier dispositivo.' },
  },
  {
    category: 'training',
    en: { question: 'When can I take the final exam?', answer: 'The final comprehensive test opens after you pass the test of every lesson of the course.' },
    es: { question: '¿Cuándo puedo hacer el examen final?', answer: 'El examen final integral se abre cuando haya aprobado la prueba de cada lección del curso.' },
  },
  {
    category: 'training',
    en: { question: 'Are there courses for sales and design staff?', answer: 'Yes. The library holds courses for installers, sales people and designers. They do not lead to the installer certification.' },
  },
  {
    category: 'certificates',
    en: { question: 'Where do I find my certificate?', answer: 'Open "Certificates" in the menu. You can view each certificate, download it as a PDF, and see its validity period and total hours.' },
    es: { question: '¿Dónde encuentro mi certificado?', answer: 'Abra «Certificados» en el menú. Puede ver cada certificado, descargarlo en PDF y consultar su periodo de validez y las horas totales.' },
  },
  {
    category: 'certificates',
    en: { question: 'How long is my certificate valid?', answer: 'The validity period is printed on the certificate. You receive reminder e-mails before it ends and can renew it by taking the course again.' },
    es: { question: '¿Cuánto tiempo es válido mi certificado?', answer: 'El periodo de validez figura en el certificado. Recibirá recordatorios por correo electrónico antes de que termine y puede renovarlo haciendo el curso de nuevo.' },
  },
  {
    category: 'certificates',
    en: { question: 'How can a customer check my certificate?', answer: 'Each certificate has a QR code and a serial number. Anyone can check them on the verification page, which shows whether the certificate is valid.' },
    es: { question: '¿Cómo puede un cliente comprobar mi certificado?', answer: 'Cada certificado tiene un código QR y un número de serie. Cualquiera puede comprobarlos en la página de verificación, que indica si el certificado es válido.' },
  },
  {
    category: 'certificates',
    en: { question: 'Can I add my certificate to a digital wallet?', answer: 'Yes. Download the Open Badges credential from the certificates page and import it into any wallet that accepts Open Badges 3.0.' },
  },
  {
    category: 'tools',
    en: { question: 'What is the installer mobile app for?', answer: 'The mobile app connects to the system on site: commissioning, firmware updates and checking that each component works. Get it from the App Store or Google Play.' },
    es: { question: '¿Para qué sirve la aplicación móvil para instaladores?', answer: 'La aplicación móvil se conecta al sistema en la instalación: puesta en marcha, actualizaciones de firmware y comprobación de cada componente. Descárguela en App Store o Google Play.' },
  },
  {
    category: 'tools',
    en: { question: 'What is the fleet-management web tool?', answer: 'The web tool shows every system you installed: status, alerts and energy data. Approved partners log in with the administrator credentials they received on approval.' },
    es: { question: '¿Qué es la herramienta web de gestión de flotas?', answer: 'La herramienta web muestra todos los sistemas que ha instalado: estado, alertas y datos de energía. Los socios aprobados acceden con las credenciales de administrador que recibieron al ser aprobados.' },
  },
  {
    category: 'tools',
    en: { question: 'Do I need the certification to use the tools?', answer: 'Commissioning a system with the mobile app requires a completed installer certification. The fleet-management tool is open to every approved partner.' },
  },
  {
    category: 'support',
    en: { question: 'When is support available?', answer: 'Support answers 8 AM - 8 PM CST, Sun-Sat, by phone and e-mail. The support page shows whether the desk is open now.' },
    es: { question: '¿Cuándo está disponible el soporte?', answer: 'El soporte atiende de 8 AM a 8 PM CST, de domingo a sábado, por teléfono y correo electrónico. La página de soporte indica si el servicio está abierto ahora.' },
  },
  {
    category: 'support',
    en: { question: 'How do I submit a support ticket?', answer: 'Fill in the contact form with your name, e-mail, company, subject and message. You receive a confirmation e-mail with your ticket number; quote it when you contact us again.' },
  },
];

export const faqEntries: NewFaqEntry[] = entries.map((entry, index) => ({ ...entry, position: index + 1 }));
