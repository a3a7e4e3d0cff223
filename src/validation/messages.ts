import type { Language } from '../contract/languages';

/**
 * Texts of the form rules. Schemas carry the key; the client shows it through i18next (namespace
 * `validation`), the server through `validationMessage()`. English texts are the spec's, word for word.
 */
export const validationMessages = {
  en: {
    userNameRequired: 'User Name is required',
    passwordRequired: 'Password is required',
    passwordRule: 'Password must be at least 6-40 characters and include at least one number and one letter!',
    emailRequired: 'Email is required',
    emailFormat: 'Email format error',
    codeRequired: 'Verification code is required',
    codeNumeric: 'The verification code must be numeric',
    confirmRequired: 'Please confirm the password',
    passwordsDoNotMatch: 'Passwords do not match',
    enteredPasswordsDoNotMatch: 'The entered passwords do not match.',
    oldPasswordRequired: 'Original password is required',
    versionCodeRequired: 'Country/version is required',
    fieldRequired: 'This field is required',
    emojiNotAllowed: 'Emoji is not allowed.',
    selectAtLeastOne: 'Select at least one item in the table',
    untypeableCharacter: 'This text contains an invisible control character. Please type it again.',
    nameRequired: 'Name is required',
    companyRequired: 'Company is required',
    subjectRequired: 'Subject is required',
    messageRequired: 'Message is required',
    trainingTypeRequired: 'Please select the type of training',
    companyNameRequired: 'Company name is required',
    positionRequired: 'Position is required',
    cellPhoneRequired: 'Cell phone is required',
    cellPhoneDigits: 'Please enter numbers only',
    cellPhoneLength: 'Cell phone must have 7 to 15 digits',
    productTrainingRequired: 'Please select the product training',
    trainingMethodRequired: 'Please select the training method',
    questionRequired: 'The question is required.',
    fillInQuestion: 'Please fill in question {{index}}',
    answerNotAnOption: 'This answer is not one of the options. Please choose again.',
    oneOptionOnly: 'Choose only one answer for this question.',
    textTooLong: 'This text is too long.',
  },
  es: {
    userNameRequired: 'El nombre de usuario es obligatorio',
    passwordRequired: 'La contraseña es obligatoria',
    passwordRule: '¡La contraseña debe tener entre 6 y 40 caracteres e incluir al menos un número y una letra!',
    emailRequired: 'El correo electrónico es obligatorio',
    emailFormat: 'Formato de correo electrónico incorrecto',
    codeRequired: 'El código de verificación es obligatorio',
    codeNumeric: 'El código de verificación debe ser numérico',
    confirmRequired: 'Confirme la contraseña',
    passwordsDoNotMatch: 'Las contraseñas no coinciden',
    enteredPasswordsDoNotMatch: 'Las contraseñas introducidas no coinciden.',
    oldPasswordRequired: 'La contraseña original es obligatoria',
    versionCodeRequired: 'El país/versión es obligatorio',
    fieldRequired: 'Este campo es obligatorio',
    emojiNotAllowed: 'No se permiten emojis.',
    selectAtLeastOne: 'Seleccione al menos un elemento de la tabla',
    untypeableCharacter: 'Este texto contiene un carácter de control invisible. Vuelva a escribirlo.',
    nameRequired: 'El nombre es obligatorio',
    companyRequired: 'La empresa es obligatoria',
    subjectRequired: 'El asunto es obligatorio',
    messageRequired: 'El mensaje es obligatorio',
    trainingTypeRequired: 'Seleccione el tipo de capacitación',
    companyNameRequired: 'El nombre de la empresa es obligatorio',
    positionRequired: 'El cargo es obligatorio',
    cellPhoneRequired: 'El teléfono celular es obligatorio',
    cellPhoneDigits: 'Introduzca solo números',
    cellPhoneLength: 'El teléfono celular debe tener entre 7 y 15 dígitos',
    productTrainingRequired: 'Seleccione la capacitación de producto',
    trainingMethodRequired: 'Seleccione el método de capacitación',
    questionRequired: 'La pregunta es obligatoria.',
    fillInQuestion: 'Complete la pregunta {{index}}',
    answerNotAnOption: 'Esta respuesta no es una de las opciones. Vuelva a elegir.',
    oneOptionOnly: 'Elija solo una respuesta para esta pregunta.',
    textTooLong: 'Este texto es demasiado largo.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ValidationMessageKey = keyof (typeof validationMessages)['en'];

export const validationMessage = (lang: Language, key: string, values: Record<string, string | number> = {}): string =>
  (
    (validationMessages[lang] as Record<string, string>)[key] ??
    (validationMessages.en as Record<string, string>)[key] ??
    key
  ).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
