import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { $ZodError } from 'zod/v4/core';
import { invalidFields, userMessage } from '../api/apiError';
import { fieldErrors } from '../validation/fieldErrors';

export type FormErrors<F extends string> = {
  /**
   * What a `TextField` needs: `<TextField {...errors.field('password')} … />`. The ref lets the first
   * invalid field take focus; the error is a schema rule (translated now, so it follows the language)
   * or the server's text.
   */
  field: (field: F) => { ref: (input: HTMLElement | null) => void; name: F; error: string | undefined };
  /** A server failure that belongs to no field, for the form's `role="alert"`. */
  alert: string | null;
  /** Moves focus to a field, e.g. the next one to fill. */
  focus: (field: F) => void;
  clear: () => void;
  /** Shows a failed schema check under the fields and focuses the first invalid one. */
  showInvalid: (error: $ZodError) => void;
  /** Shows a failed call: per-field texts (code 40000) under their fields, anything else in the alert. */
  showFailure: (error: unknown) => void;
};

/**
 * Error state of one form: schema message keys and server texts under the fields, in `fields`
 * order for focus, and one alert for the rest. The same server text is never shown twice.
 */
export function useFormErrors<F extends string>(fields: readonly F[]): FormErrors<F> {
  const { t } = useTranslation();
  // Inputs and text areas alike: focus is all the form asks of them.
  const inputs = useRef<Partial<Record<F, HTMLElement | null>>>({});
  const [ruleKeys, setRuleKeys] = useState<Partial<Record<F, string>>>({});
  const [serverTexts, setServerTexts] = useState<Partial<Record<F, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const focusFirst = useCallback(
    (invalid: Partial<Record<F, string>>) => {
      const first = fields.find((field) => invalid[field]);
      if (first) inputs.current[first]?.focus();
    },
    [fields],
  );

  const focus = useCallback((field: F) => inputs.current[field]?.focus(), []);

  const clear = useCallback(() => {
    setRuleKeys({});
    setServerTexts({});
    setAlert(null);
  }, []);

  const showInvalid = useCallback(
    (error: $ZodError) => {
      const keys = fieldErrors(error) as Partial<Record<F, string>>;
      setRuleKeys(keys);
      setServerTexts({});
      setAlert(null);
      focusFirst(keys);
    },
    [focusFirst],
  );

  const showFailure = useCallback(
    (error: unknown) => {
      const texts = invalidFields(error);
      const known = Object.fromEntries(fields.filter((field) => texts[field]).map((field) => [field, texts[field]])) as Partial<Record<F, string>>;
      setRuleKeys({});
      setServerTexts(known);
      if (Object.keys(known).length > 0) {
        setAlert(null);
        focusFirst(known);
      } else {
        setAlert(userMessage(error) ?? t('common:errors.unknown'));
      }
    },
    [fields, focusFirst, t],
  );

  const inputRef = useCallback(
    (field: F) => (input: HTMLElement | null) => {
      inputs.current[field] = input;
    },
    [],
  );

  const errorFor = (field: F): string | undefined => {
    const key = ruleKeys[field];
    return key ? t(key, { ns: 'validation' }) : serverTexts[field];
  };

  const field = (name: F) => ({ ref: inputRef(name), name, error: errorFor(name) });

  return { field, alert, focus, clear, showInvalid, showFailure };
}
