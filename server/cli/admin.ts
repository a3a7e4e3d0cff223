import { ResultCode } from '../../src/contract/codes';
import { loadConfig } from '../config';
import type { AdminCommand } from './args';
import { parseCommand, usage } from './args';
import { CliError, exitCodes, type AdminCommands } from './commands';
import { connectAdmin } from './connect';

/** `npm run admin -- <command>`: operator commands on the training database (docs/server.md). */
const run = async (command: Exclude<AdminCommand, { name: 'help' }>, commands: AdminCommands): Promise<string> => {
  switch (command.name) {
    case 'create-user': {
      const user = await commands.createUser(command.input).catch((error: unknown) => {
        // "conflict" is generic; the operator wants to know what clashed.
        if (error instanceof CliError && error.resultCode === ResultCode.conflict) {
          throw new CliError(`an account "${command.input.account}" already exists`, exitCodes.refused);
        }
        throw error;
      });
      return `Created ${user.role} "${user.account}" (${user.audience}, country ${user.version_code}, id ${user.id}).`;
    }
    case 'reset-password': {
      const result = await commands.resetPassword(command.input).catch((error: unknown) => {
        if (error instanceof CliError && error.resultCode === ResultCode.notFound) {
          throw new CliError(`there is no account "${command.input.account}"`, exitCodes.refused);
        }
        throw error;
      });
      const lines = [`Password of "${result.account}" reset; ${result.revokedSessions} session(s) signed out.`];
      if (result.generatedPassword) lines.push(`New password: ${result.generatedPassword}`);
      return lines.join('\n');
    }
    case 'revoke-certificate': {
      const revoked = await commands.revokeCertificate(command.input).catch((error: unknown) => {
        if (error instanceof CliError && error.resultCode === ResultCode.notFound) throw new CliError(`there is no certificate "${command.input.serial}"`, exitCodes.refused);
        throw error;
      });
      return `Certificate ${revoked.serial} of ${revoked.holderName} (${revoked.courseTitle}) is revoked since ${revoked.revokedAt ?? '?'}.`;
    }
    case 'backup': {
      const summary = await commands.backup(command.file);
      return `Backup written to ${summary.file}: ${summary.tables} tables, ${summary.rows} rows, ${summary.files} files (${summary.databaseKind}, ${summary.createdAt}).`;
    }
    case 'restore': {
      const summary = await commands.restore(command.file);
      return `Restored ${summary.file} (taken ${summary.createdAt} on ${summary.databaseKind}): ${summary.tables} tables, ${summary.rows} rows, ${summary.files} files.`;
    }
    case 'upload-material': {
      const file = await commands.uploadMaterial(command.input);
      return `Uploaded "${file.fileName}" (${file.language}, ${file.fileSize} bytes, id ${file.fileId}).`;
    }
    case 'list-users': {
      const users = await commands.listUsers();
      if (users.length === 0) return 'No users.';
      const rows = users.map((u) => [u.account, u.role, u.audience, u.version_code, u.email, u.name, u.createdAt.slice(0, 10)]);
      const header = ['ACCOUNT', 'ROLE', 'AUDIENCE', 'COUNTRY', 'EMAIL', 'NAME', 'CREATED'];
      const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
      return [header, ...rows].map((row) => row.map((cell, column) => (cell ?? '').padEnd(widths[column] ?? 0)).join('  ').trimEnd()).join('\n');
    }
  }
};

const main = async (): Promise<number> => {
  let command: AdminCommand;
  try {
    command = parseCommand(process.argv.slice(2));
  } catch (error) {
    return report(error);
  }
  if (command.name === 'help') {
    console.log(usage);
    return exitCodes.ok;
  }
  try {
    const connection = await connectAdmin(loadConfig());
    console.error(`(running ${connection.description})`);
    try {
      console.log(await run(command, connection.commands));
      return exitCodes.ok;
    } finally {
      await connection.close();
    }
  } catch (error) {
    return report(error);
  }
};

const report = (error: unknown): number => {
  if (error instanceof CliError) {
    console.error(`Error: ${error.message}`);
    for (const [field, message] of Object.entries(error.fields)) console.error(`  ${field}: ${message}`);
    return error.exitCode;
  }
  console.error('Error:', error instanceof Error ? error.message : error);
  return exitCodes.unavailable;
};

process.exitCode = await main();
