import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchCountry } from '../../src/api/auth';
import { userMessage } from '../../src/api/apiError';
import type { CountryVersion, UserInfo } from '../../src/contract/auth';
import type { Emit } from '../../src/elements/events';
import { session } from '../../src/session/session';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { FormAlert } from '../../src/ui/FormAlert';

export type CountryList = 'loading' | 'failed' | CountryVersion[];

export type CountrySwitchProps = {
  user: UserInfo;
  countries: CountryList;
  /** Asks for the list again after it failed. */
  onRetryList: () => void;
  onUserChange: (user: UserInfo) => void;
  emit: Emit;
};

/**
 * The country/version select: a change is sent at once; a failure puts back the last value the
 * server accepted. The select stays enabled while a switch is under way so keyboard focus is never
 * lost; only the answer to the latest change counts.
 */
export function CountrySwitch({ user, countries, onRetryList, onUserChange, emit }: CountrySwitchProps) {
  const { t } = useTranslation('profile');
  const selectId = useId();
  const hintId = useId();
  const [confirmed, setConfirmed] = useState(() => session.versionCode() ?? user.version_code);
  const [value, setValue] = useState(confirmed);
  const [switching, setSwitching] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(0);
  const selectRef = useRef<HTMLSelectElement>(null);

  const options: CountryVersion[] = Array.isArray(countries) ? countries : [];
  // The current version is always an option, even when the list is missing or no longer offers it.
  const shown = options.some((country) => country.versionCode === value) ? options : [{ versionCode: value, name: value, lang: user.lang }, ...options];
  // The server names each version in the reader's language (Profile asks again when the language changes).
  const nameOf = (code: string) => shown.find((country) => country.versionCode === code)?.name ?? code;

  const change = async (next: string) => {
    if (next === value) return;
    const request = ++latest.current;
    setValue(next);
    setSwitching(true);
    setStatus(null);
    setFailure(null);
    try {
      const updated = await switchCountry(next);
      if (request !== latest.current) return;
      // Version first: saveUser keeps an existing version code under the login name.
      session.setVersionCode(updated.version_code);
      session.saveUser(updated);
      setConfirmed(updated.version_code);
      setValue(updated.version_code);
      onUserChange(updated);
      setStatus(t('country.switched', { name: nameOf(updated.version_code) }));
      emit('tc-country-changed', { versionCode: updated.version_code });
    } catch (error) {
      if (request !== latest.current) return;
      setValue(confirmed);
      setFailure(userMessage(error) ?? t('common:errors.unknown'));
    } finally {
      if (request === latest.current) setSwitching(false);
    }
  };

  return (
    <div className="tc-profile__section" part="country">
      <h3 className="tc-profile__subtitle">{t('country.title')}</h3>
      <div className="tc-field" part="field">
        <label className="tc-label" htmlFor={selectId} part="label">
          {t('country.label')}
        </label>
        <p className="tc-hint" id={hintId}>
          {countries === 'failed' ? t('country.listFailed') : t('country.hint')}
        </p>
        {countries === 'failed' ? (
          <ThrottledButton
            className="tc-button tc-button--secondary tc-profile__retry"
            onClick={() => {
              // The button goes away while the list loads: focus waits on the select it fills.
              selectRef.current?.focus();
              onRetryList();
            }}
          >
            {t('common:actions.retry')}
          </ThrottledButton>
        ) : null}
        <select
          id={selectId}
          ref={selectRef}
          className="tc-input tc-select"
          part="select"
          name="versionCode"
          value={value}
          aria-describedby={hintId}
          aria-busy={switching || countries === 'loading' || undefined}
          onChange={(event) => void change(event.target.value)}
        >
          {shown.map((country) => (
            <option key={country.versionCode} value={country.versionCode}>
              {nameOf(country.versionCode)}
            </option>
          ))}
        </select>
      </div>
      <FormAlert message={failure} />
      <p className="tc-notice" role="status" part="notice">
        {status}
      </p>
    </div>
  );
}
