import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createUserRequest, resetPasswordRequest } from '../../src/contract/admin';
import { revokeBySerialRequest, type RevokeBySerialRequest } from '../../src/contract/certificate';
import { uploadMaterialFields, type UploadMaterialFields } from '../../src/contract/materials';
import { validationMessage } from '../../src/validation/messages';
import type { NewAccount } from '../modules/admin';
import { CliError, exitCodes } from './commands';

export type AdminCommand =
  | { name: 'create-user'; input: NewAccount }
  | { name: 'reset-password'; input: { account: string; password?: string } }
  | { name: 'list-users' }
  | { name: 'revoke-certificate'; input: RevokeBySerialRequest }
  | { name: 'backup'; file: string }
  | { name: 'restore'; file: string }
  | { name: 'upload-material'; input: { path: string; fields: UploadMaterialFields } }
  | { name: 'help' };

export const usage = `Training Center admin CLI (same DATA_DIR / DATABASE_URL as the server)

  npm run admin -- create-user --account <a> --email <e> --password <p>
                   [--role learner|admin] [--audience installer|sales|designer]
                   [--country <code>] [--name <n>] [--company <c>] [--company-number <n>]
  npm run admin -- reset-password --account <a> [--password <p>]
                   (generates and prints a password when none is given; signs the account out everywhere)
  npm run admin -- list-users
  npm run admin -- revoke-certificate --serial <s> --reason <r>
                   (the public verification then says revoked, with the date)
  npm run admin -- backup --file <archive.tar.gz>
                   (every table and the file store in one archive; see docs/deploy.md)
  npm run admin -- restore --file <archive.tar.gz> --yes
                   (replaces every table and the file store with the archive's)
  npm run admin -- upload-material --file <path> --description <d> --language en|es [--name <shown name>]
                   (PDF, PNG, JPEG, WebP, MP4, WebM or ZIP by content; at most MATERIALS_MAX_UPLOAD_MB)

Exit codes: 0 done, 1 refused (invalid input, duplicate, unknown account or serial), 2 usage, 3 database unavailable.`;

const usageError = (message: string) => new CliError(`${message}\n\n${usage}`, exitCodes.usage);

const fieldOptions = {
  account: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  role: { type: 'string' },
  audience: { type: 'string' },
  country: { type: 'string' },
  name: { type: 'string' },
  company: { type: 'string' },
  'company-number': { type: 'string' },
  serial: { type: 'string' },
  reason: { type: 'string' },
  file: { type: 'string' },
  yes: { type: 'boolean' },
  description: { type: 'string' },
  language: { type: 'string' },
} as const;

/** Zod issues carry message keys: the CLI speaks English. */
const invalid = (issues: { path: PropertyKey[]; message: string }[]): CliError => {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || 'input'] ??= validationMessage('en', issue.message);
  const [first] = Object.values(fields);
  return new CliError(first ?? 'invalid input', exitCodes.refused, fields);
};

const parseOptions = (args: string[], allowed: (keyof typeof fieldOptions)[]) => {
  const options = Object.fromEntries(allowed.map((name) => [name, fieldOptions[name]]));
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values as Partial<Record<keyof typeof fieldOptions, string>> & { yes?: boolean };
  } catch (error) {
    throw usageError((error as Error).message);
  }
};

/** Reads `<command> --option value ...`; validates with the same zod schemas as the server. */
export function parseCommand(argv: string[]): AdminCommand {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') return { name: 'help' };

  if (name === 'create-user') {
    const values = parseOptions(args, ['account', 'email', 'password', 'role', 'audience', 'country', 'name', 'company', 'company-number']);
    const parsed = createUserRequest.safeParse({
      account: values.account,
      email: values.email,
      password: values.password,
      role: values.role,
      audience: values.audience,
      versionCode: values.country,
      name: values.name,
      company: values.company,
      companyNumber: values['company-number'],
    });
    if (!parsed.success) throw invalid(parsed.error.issues);
    return { name, input: parsed.data };
  }

  if (name === 'reset-password') {
    const values = parseOptions(args, ['account', 'password']);
    const parsed = resetPasswordRequest.safeParse({ account: values.account, password: values.password });
    if (!parsed.success) throw invalid(parsed.error.issues);
    return { name, input: parsed.data };
  }

  if (name === 'revoke-certificate') {
    const values = parseOptions(args, ['serial', 'reason']);
    const parsed = revokeBySerialRequest.safeParse({ serial: values.serial, reason: values.reason });
    if (!parsed.success) throw invalid(parsed.error.issues);
    return { name, input: parsed.data };
  }

  if (name === 'backup' || name === 'restore') {
    const values = parseOptions(args, name === 'restore' ? ['file', 'yes'] : ['file']);
    if (typeof values.file !== 'string' || values.file === '') throw usageError(`${name} needs --file <archive.tar.gz>`);
    if (name === 'restore' && values.yes !== true) throw usageError('restore replaces every table and file: add --yes to confirm');
    return { name, file: resolve(values.file) };
  }

  if (name === 'upload-material') {
    const values = parseOptions(args, ['file', 'description', 'language', 'name']);
    if (!values.file) throw usageError('upload-material needs --file <path>');
    const parsed = uploadMaterialFields.safeParse({ description: values.description, language: values.language, fileName: values.name });
    if (!parsed.success) throw invalid(parsed.error.issues);
    return { name, input: { path: values.file, fields: parsed.data } };
  }

  if (name === 'list-users') {
    parseOptions(args, []);
    return { name };
  }

  throw usageError(`unknown command "${name}"`);
}
