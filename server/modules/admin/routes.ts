import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userInfo } from '../../../src/contract/auth';
import { adminPaths, adminPing, adminUserList, backupFileRequest, backupSummary, createUserRequest, resetPasswordRequest, resetPasswordResult } from '../../../src/contract/admin';
import { BackupError, createBackup, restoreBackup, summarize, type BackupTarget } from '../../db/backup/backup';
import { BusinessError } from '../../lib/businessError';
import { ok, replies, requestHeaders } from '../../lib/envelope';
import { adminSecretHeader } from '../../lib/serverInfo';
import { safeEqual } from '../../lib/tokens';
import { adminRevokeCertificatePath, certificateVerification, revokeBySerialRequest } from '../../../src/contract/certificate';
import type { CertificateService } from '../certificate';
import { acceptMaterialUploads, materialUploadSchema, receiveMaterialUpload, type MaterialsService } from '../materials';
import { adminUploadMaterialPath } from '../../../src/contract/materials';
import type { AdminService } from './service';


const refusedBackup = (error: unknown): never => {
  if (error instanceof BackupError) throw new BusinessError('invalidInput', { messageKey: 'backupRefused', values: { reason: error.message } });
  throw error;
};
type Options = { admin: AdminService; certificates: CertificateService; materials: MaterialsService; maxUploadBytes: number; adminSecret: string; backup: BackupTarget };

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** A connection from this machine: loopback, or a local address calling itself. */
const isLocalConnection = (request: FastifyRequest): boolean => {
  const { remoteAddress, localAddress } = request.raw.socket;
  return remoteAddress !== undefined && (loopback.has(remoteAddress) || remoteAddress === localAddress);
};

const adminHeaders = requestHeaders.extend({ [adminSecretHeader]: z.string().optional().describe('The adminSecret of DATA_DIR/server.json') });

/**
 * Internal operator routes for the admin CLI: only from this machine (the socket address, never a
 * forwarded header) and only with the secret the server wrote to DATA_DIR/server.json.
 */
export const adminRoutes: FastifyPluginAsyncZod<Options> = async (app, { admin, certificates, materials, maxUploadBytes, adminSecret, backup }) => {
  app.addHook('onRequest', async (request) => {
    const secret = request.headers[adminSecretHeader];
    if (!isLocalConnection(request) || typeof secret !== 'string' || !safeEqual(secret, adminSecret)) throw new BusinessError('forbidden');
  });

  app.get(
    adminPaths.ping,
    { schema: { tags: ['internal'], summary: 'Which server process answers', headers: adminHeaders, response: replies(adminPing) } },
    async () => ok({ pid: process.pid }),
  );

  app.post(
    adminPaths.users,
    { schema: { tags: ['internal'], summary: 'Create a user (admin CLI)', headers: adminHeaders, body: createUserRequest, response: replies(userInfo) } },
    async (request) => ok(await admin.createUser(request.body)),
  );

  app.get(
    adminPaths.users,
    { schema: { tags: ['internal'], summary: 'List users (admin CLI)', headers: adminHeaders, response: replies(adminUserList) } },
    async () => ok(await admin.listUsers()),
  );

  app.post(
    adminPaths.resetPassword,
    {
      schema: {
        tags: ['internal'],
        summary: 'Set or generate a password and revoke every session (admin CLI)',
        headers: adminHeaders,
        body: resetPasswordRequest,
        response: replies(resetPasswordResult),
      },
    },
    async (request) => ok(await admin.resetPassword(request.body)),
  );

  app.post(
    adminRevokeCertificatePath,
    {
      schema: {
        tags: ['internal'],
        summary: 'Revoke a certificate by its serial (admin CLI)',
        headers: adminHeaders,
        body: revokeBySerialRequest,
        response: replies(certificateVerification),
      },
    },
    async (request) => ok(await certificates.revokeBySerial(request.body.serial, request.body.reason)),
  );

  app.post(
    adminPaths.backup,
    { schema: { tags: ['internal'], summary: 'Write a backup archive of every table and the file store (admin CLI)', headers: adminHeaders, body: backupFileRequest, response: replies(backupSummary) } },
    async (request) => ok(summarize(await createBackup(backup, request.body.file), request.body.file)),
  );

  app.post(
    adminPaths.restore,
    { schema: { tags: ['internal'], summary: 'Replace every table and the file store with a backup archive (admin CLI)', headers: adminHeaders, body: backupFileRequest, response: replies(backupSummary) } },
    async (request) => ok(summarize(await restoreBackup(backup, request.body.file).catch(refusedBackup), request.body.file)),
  );
  // Multipart only here: the other internal routes keep their JSON bodies.
  await app.register(async (uploads) => {
    await acceptMaterialUploads(uploads, maxUploadBytes);
    uploads.post(
      adminUploadMaterialPath,
      { schema: { ...materialUploadSchema, tags: ['internal'], summary: 'Upload a material file (admin CLI upload-material)', headers: adminHeaders } },
      async (request) => ok(await receiveMaterialUpload(request, materials)),
    );
  });
};
