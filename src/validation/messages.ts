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
    companyRequired: 'Company name is required',
    companyNumberRequired: 'Company number is required',
    contactNameRequired: 'Contact name is required',
    phoneRequired: 'Phone is required',
    phoneFormat: 'Enter the phone number with digits only (a leading + and spaces are allowed)',
    websiteFormat: 'Enter the website as an address, e.g. https://example.com',
    rolesRequired: 'Select at least one role to train',
    termsRequired: 'You must agree to the partner terms to apply',
    nameRequired: 'Name is required',
    reasonRequired: 'Please give a reason',
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
    companyRequired: 'El nombre de la empresa es obligatorio',
    companyNumberRequired: 'El número de empresa es obligatorio',
    contactNameRequired: 'El nombre de contacto es obligatorio',
    phoneRequired: 'El teléfono es obligatorio',
    phoneFormat: 'Introduzca el teléfono solo con dígitos (se permiten un + inicial y espacios)',
    websiteFormat: 'Introduzca el sitio web como una dirección, p. ej. https://example.com',
    rolesRequired: 'Seleccione al menos un rol para formar',
    termsRequired: 'Debe aceptar las condiciones de socio para enviar la solicitud',
    nameRequired: 'El nombre es obligatorio',
    reasonRequired: 'Indique un motivo',
    textTooLong: 'Este texto es demasiado largo.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ValidationMessageKey = keyof (typeof validationMessages)['en'];

export const validationMessage = (lang: Language, key: string): string =>
  (validationMessages[lang] as Record<string, string>)[key] ??
  (validationMessages.en as Record<string, string>)[key] ??
  key;
