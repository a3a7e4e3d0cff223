import type { Language } from './languages';
import type { ResultCodeName } from './codes';

/**
 * The text of every business error the server sends, per language. The server picks the text by
 * the request's `lang` header; the client shows `message` as it arrives.
 */
export const errorMessages: Record<Language, Record<Exclude<ResultCodeName, 'success'>, string> & Record<string, string>> = {
  en: {
    sessionExpired: 'Your session has expired. Please log in again.',
    invalidInput: 'Some of the information you entered is not valid.',
    wrongCredentials: 'The account or password is incorrect.',
    forbidden: 'You do not have permission to do this.',
    notFound: 'The requested resource was not found.',
    conflict: 'This change conflicts with the current state. Please reload and try again.',
    invalidVerificationCode: 'The verification code is incorrect or has expired. Please request a new one.',
    rateLimited: 'Too many attempts. Please wait {{minutes}} minutes and try again.',
    internal: 'Something went wrong on our side. Please try again.',
    wrongOldPassword: 'The original password is incorrect.',
    samePassword: 'The new password must be different from your current password.',
    verificationCodeSent: 'Verification Code Successfully Sent',
    passwordChanged: 'Your password has been changed.',
    unknownCountry: 'This country/version is not available.',
    lessonLocked: 'This lesson is locked. Pass the test of the previous lesson first.',
    videoNotWatched: 'Watch the lesson video to the end before you start the test.',
    noAttemptsLeft: 'You did not pass the test in {{attempts}} attempts. Please watch the lesson again to get {{attempts}} new attempts.',
    examLocked: 'The final exam opens after you pass the test of every lesson.',
    attemptClosed: 'This attempt has already been submitted. Open the result or start a new attempt.',
    waitingPeriod: 'You have used all attempts of this exam. New attempts open on {{availableAt}}.',
    alreadyPassed: 'You have already passed this test.',
    attemptNotGraded: 'Submit this attempt to see its result.',
    answerNotInAttempt: 'This answer does not belong to the questions of this attempt. Reload the test and try again.',
    oneAnswerOnly: 'Choose only one answer for this question.',
    videoLinkExpired: 'This video link has expired. Reload the lesson to watch the video.',
    renewalNotOpen: 'This certificate can be renewed from {{days}} days before it expires.',
    duplicateSubmission: 'You have already sent this questionnaire for this training with this e-mail address. Each attendee answers once; thank you!',
    unknownTrainingCode: 'This QR code does not belong to any training. Please scan the code your instructor shows.',
    scanNotValid: 'This questionnaire link is no longer valid. Please scan the QR code again.',
    instructorExists: 'An instructor with this e-mail address already exists.',
    sessionEndsBeforeStart: 'The training session must end after it starts.',
  },
  es: {
    sessionExpired: 'Su sesión ha caducado. Inicie sesión de nuevo.',
    invalidInput: 'Parte de la información introducida no es válida.',
    wrongCredentials: 'La cuenta o la contraseña son incorrectas.',
    forbidden: 'No tiene permiso para hacer esto.',
    notFound: 'No se encontró el recurso solicitado.',
    conflict: 'Este cambio entra en conflicto con el estado actual. Recargue e inténtelo de nuevo.',
    invalidVerificationCode: 'El código de verificación es incorrecto o ha caducado. Solicite uno nuevo.',
    rateLimited: 'Demasiados intentos. Espere {{minutes}} minutos e inténtelo de nuevo.',
    internal: 'Algo salió mal por nuestra parte. Inténtelo de nuevo.',
    wrongOldPassword: 'La contraseña original es incorrecta.',
    samePassword: 'La nueva contraseña debe ser distinta de su contraseña actual.',
    verificationCodeSent: 'Código de verificación enviado correctamente',
    passwordChanged: 'Su contraseña ha sido cambiada.',
    unknownCountry: 'Este país/versión no está disponible.',
    lessonLocked: 'Esta lección está bloqueada. Apruebe primero la prueba de la lección anterior.',
    videoNotWatched: 'Vea el vídeo de la lección hasta el final antes de empezar la prueba.',
    noAttemptsLeft: 'No aprobó la prueba en {{attempts}} intentos. Vuelva a ver la lección para obtener {{attempts}} intentos nuevos.',
    examLocked: 'El examen final se abre cuando apruebe la prueba de cada lección.',
    attemptClosed: 'Este intento ya se ha enviado. Abra el resultado o empiece un intento nuevo.',
    waitingPeriod: 'Ha usado todos los intentos de este examen. Los nuevos intentos se abren el {{availableAt}}.',
    alreadyPassed: 'Ya ha aprobado esta prueba.',
    attemptNotGraded: 'Envíe este intento para ver su resultado.',
    answerNotInAttempt: 'Esta respuesta no pertenece a las preguntas de este intento. Recargue la prueba e inténtelo de nuevo.',
    oneAnswerOnly: 'Elija solo una respuesta para esta pregunta.',
    videoLinkExpired: 'Este enlace de vídeo ha caducado. Recargue la lección para ver el vídeo.',
    renewalNotOpen: 'Este certificado se puede renovar a partir de {{days}} días antes de su caducidad.',
    duplicateSubmission: 'Ya envió este cuestionario para esta capacitación con esta dirección de correo electrónico. Cada asistente responde una vez; ¡gracias!',
    unknownTrainingCode: 'Este código QR no pertenece a ninguna capacitación. Escanee el código que muestra su instructor.',
    scanNotValid: 'Este enlace del cuestionario ya no es válido. Escanee de nuevo el código QR.',
    instructorExists: 'Ya existe un instructor con esta dirección de correo electrónico.',
    sessionEndsBeforeStart: 'La sesión de capacitación debe terminar después de empezar.',
  },
};

/** Fills `{{name}}` placeholders, the same syntax i18next uses on the client. */
export const formatMessage = (template: string, values: Record<string, string | number> = {}): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? `{{${key}}}`));
