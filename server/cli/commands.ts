import type { UserInfo } from '../../src/contract/auth';
import type { AdminUser, BackupSummary, ResetPasswordResult } from '../../src/contract/admin';
import type { CertificateVerification, RevokeBySerialRequest } from '../../src/contract/certificate';
import type { MaterialFile, UploadMaterialFields } from '../../src/contract/materials';
import type { NewAccount } from '../modules/admin';

/** The operator commands, wherever they run (a running server over HTTP, or the database directly). */
export interface AdminCommands {
  createUser(input: NewAccount): Promise<UserInfo>;
  resetPassword(input: { account: string; password?: string }): Promise<ResetPasswordResult>;
  listUsers(): Promise<AdminUser[]>;
  revokeCertificate(input: RevokeBySerialRequest): Promise<CertificateVerification>;
  /** `file` is absolute: a running server writes and reads it on this same machine. */
  backup(file: string): Promise<BackupSummary>;
  restore(file: string): Promise<BackupSummary>;
  /** A file from this machine into the materials package (size and real type checked by the server's rules). */
  uploadMaterial(input: { path: string; fields: UploadMaterialFields }): Promise<MaterialFile>;
}

export type AdminConnection = {
  commands: AdminCommands;
  /** Said on stderr, so the operator knows where the command ran. */
  description: string;
  close: () => Promise<void>;
};

/** Exit codes of the admin CLI. */
export const exitCodes = { ok: 0, refused: 1, usage: 2, unavailable: 3 } as const;

/** A failure with a message meant for the operator and the exit code to leave with. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
    readonly fields: Record<string, string> = {},
    /** The envelope code when the server or a service refused. */
    readonly resultCode?: number,
  ) {
    super(message);
    this.name = 'CliError';
  }
}
