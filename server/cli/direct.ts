import { ResultCode } from '../../src/contract/codes';
import type { ServerConfig } from '../config';
import { BackupError, createBackup, restoreBackup, summarize, type BackupTarget } from '../db/backup/backup';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { seedCountryVersions } from '../db/seed/seed';
import { BusinessError } from '../lib/businessError';
import { dataPaths } from '../lib/dataDir';
import type { DataDirLock } from '../lib/dataDirLock';
import { businessMessage } from '../lib/language';
import { PasswordHasher } from '../lib/passwords';
import { Throttle } from '../lib/throttle/throttle';
import { AdminService } from '../modules/admin';
import { CertificateService, CredentialSigner } from '../modules/certificate';
import { MaterialsService } from '../modules/materials';
import { createFileStorage } from '../lib/fileStorage';
import { openLocalFile } from './localFile';
import { CliError, exitCodes, type AdminCommands, type AdminConnection } from './commands';

/** Business errors in the operator's words (English), with the field they concern. */
const refused = (error: unknown): never => {
  if (!(error instanceof BusinessError)) throw error;
  const message = businessMessage('en', error.options.messageKey ?? error.codeName, error.options.values);
  throw new CliError(message, exitCodes.refused, error.options.fieldKey ? { [error.options.fieldKey]: message } : {}, ResultCode[error.codeName]);
};

const refusedBackup = (error: unknown): never => {
  if (error instanceof BackupError) throw new CliError(error.message, exitCodes.refused);
  throw error;
};

/** Runs the commands on the database itself; for PGlite the caller already holds the data folder lock. */
export async function connectDirect(config: ServerConfig, lock?: DataDirLock): Promise<AdminConnection> {
  const { db, kind } = openDatabase(config);
  try {
    await migrateToLatest(db);
    await seedCountryVersions(db);
  } catch (error) {
    await db.destroy();
    lock?.release();
    throw error;
  }
  const backupTarget: BackupTarget = { db, databaseKind: kind, filesDir: dataPaths(config.dataDir).filesDir, now: config.now };
  const admin = new AdminService({ db, passwords: new PasswordHasher(config.passwordHashing), now: config.now });
  const certificates = new CertificateService({ db, throttle: new Throttle(config.now), now: config.now, publicUrl: config.publicUrl, credentials: new CredentialSigner(db, config.now) });
  const materials = new MaterialsService({
    db,
    files: createFileStorage(config),
    throttle: new Throttle(config.now),
    now: config.now,
    maxUploadBytes: config.materialsMaxUploadBytes,
  });
  const commands: AdminCommands = {
    createUser: (input) => admin.createUser(input).catch(refused),
    resetPassword: (input) => admin.resetPassword(input).catch(refused),
    listUsers: () => admin.listUsers(),
    revokeCertificate: (input) => certificates.revokeBySerial(input.serial, input.reason).catch(refused),
    backup: async (file) => summarize(await createBackup(backupTarget, file), file),
    restore: async (file) => summarize(await restoreBackup(backupTarget, file).catch(refusedBackup), file),
    uploadMaterial: async ({ path, fields }) => {
      const file = await openLocalFile(path);
      return materials.upload(file.stream(), file.name, fields).catch(refused);
    },
  };
  return {
    commands,
    description: kind === 'postgres' ? 'directly on PostgreSQL (DATABASE_URL)' : `directly on the PGlite database in ${config.dataDir}`,
    close: async () => {
      try {
        await db.destroy();
      } finally {
        lock?.release();
      }
    },
  };
}
