import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createAccount, searchCompanies } from '../../src/api/accounts';
import { listCountries } from '../../src/api/auth';
import type { AccountSummary } from '../../src/contract/accounts';
import { SelectField } from '../../src/ui/SelectField';
import { TextField } from '../../src/ui/TextField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { useResource } from '../../src/ui/useResource';
import { accountAudiences, accountRoles, createAccountForm } from '../../src/validation/accountForms';
import { FormAlert } from '../../src/ui/FormAlert';

const fields = ['name', 'email', 'role', 'audience', 'country', 'companyId'] as const;

/** Creates a learner or an administrator, optionally in a partner company; the server generates and mails the password. */
export function CreateUserForm({ onCreated, onCancel }: { onCreated: (created: AccountSummary) => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation('adminUsers');
  const [form, setForm] = useState<Record<(typeof fields)[number], string>>({ name: '', email: '', role: 'learner', audience: 'installer', country: 'US', companyId: '' });
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(fields);
  // The server names the countries in the reader's language: asked again when it changes, the old names shown meanwhile.
  const { resource: choices } = useResource(
    async () => ({ countries: await listCountries(), companies: await searchCompanies({ sort: 'name', pageSize: 100 }) }),
    `choices/${i18n.language}`,
    { keepLastData: true },
  );
  const set = (name: (typeof fields)[number]) => (value: string) => setForm((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createAccountForm.safeParse(form);
    if (!parsed.success) {
      errors.showInvalid(parsed.error);
      return;
    }
    setBusy(true);
    try {
      onCreated(await createAccount(parsed.data));
    } catch (error) {
      errors.showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const countries = choices.status === 'ready' ? choices.data.countries.map((country) => ({ value: country.versionCode, label: country.name })) : [{ value: form.country, label: form.country }];
  const companies = choices.status === 'ready' ? choices.data.companies.list.map((company) => ({ value: company.companyId, label: company.name })) : [];
  return (
    <form className="tc-form tc-admin-users__create" noValidate onSubmit={submit} part="create-form" aria-labelledby="tc-admin-users-create">
      <h3 id="tc-admin-users-create">{t('create.heading')}</h3>
      <p className="tc-hint">{t('create.passwordHint')}</p>
      <FormAlert message={errors.alert} />
      <TextField label={t('create.name')} required autoComplete="off" {...errors.field('name')} value={form.name} onChange={set('name')} />
      <TextField label={t('create.email')} required type="email" autoComplete="off" {...errors.field('email')} value={form.email} onChange={set('email')} />
      <SelectField label={t('create.role')} {...errors.field('role')} value={form.role} onChange={set('role')} options={accountRoles.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))} />
      <SelectField label={t('create.audience')} {...errors.field('audience')} value={form.audience} onChange={set('audience')} options={accountAudiences.map((audience) => ({ value: audience, label: t(`users.audiences.${audience}`) }))} />
      <SelectField label={t('create.country')} required {...errors.field('country')} value={form.country} onChange={set('country')} options={countries} />
      <SelectField label={t('create.company')} placeholder={t('users.noCompany')} {...errors.field('companyId')} value={form.companyId} onChange={set('companyId')} options={companies} />
      <p className="tc-hint">{t('create.companyHint')}</p>
      <div className="tc-admin-users__actions">
        <ThrottledButton type="submit" className="tc-button" busy={busy} part="button submit">
          {t('create.submit')}
        </ThrottledButton>
        <button type="button" className="tc-button tc-button--secondary" part="button" onClick={onCancel}>
          {t('common:actions.cancel')}
        </button>
      </div>
    </form>
  );
}
