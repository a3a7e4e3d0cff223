import type { ResultCodeName } from '../../src/contract/codes';

export type BusinessErrorOptions = {
  /** Key in errorMessages when the text differs from the code's own (e.g. wrongOldPassword). */
  messageKey?: string;
  /** Values for `{{name}}` placeholders in the message. */
  values?: Record<string, string | number>;
  /** The form field the message belongs to: the result then carries `{ fields: { [field]: message } }`. */
  fieldKey?: string;
  result?: Record<string, unknown> | null;
};

/** A rule said no: answered with HTTP 200 and the code's envelope, in the request's language. */
export class BusinessError extends Error {
  constructor(
    readonly codeName: Exclude<ResultCodeName, 'success'>,
    readonly options: BusinessErrorOptions = {},
  ) {
    super(options.messageKey ?? codeName);
    this.name = 'BusinessError';
  }
}
