import multipart from '@fastify/multipart';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agreeRequest,
  agreeResult,
  downloadRequest,
  materialFile,
  materialListQuery,
  materialListResult,
  materialPaths,
  materialSessionHeader,
  materialTerms,
  partnerQuery,
  partnerResult,
  uploadMaterialFields,
  websiteQuery,
  type MaterialListQuery,
} from '../../../src/contract/materials';
import { BusinessError } from '../../lib/businessError';
import { receiveUpload } from '../../lib/multipartUpload';
import { failureEnvelope, ok, replies, requestHeaders } from '../../lib/envelope';
import { requestLanguage } from '../../lib/language';
import {
  adminMaterialListQuery,
  adminMaterialListResult,
  adminTerms,
  materialAdminPaths,
  publishTermsRequest,
  removeMaterialRequest,
  removeMaterialResult,
  updateMaterialRequest,
} from '../../../src/contract/materialAdmin';
import { bearerToken, currentSession, type AuthService } from '../auth';
import type { MaterialAdminService } from './adminService';
import { parseByteRange } from '../media';
import type { MaterialFileRecord } from './materialFileRepository';
import type { MaterialsService, MaterialVisitor } from './service';

const materialHeaders = requestHeaders.extend({
  [materialSessionHeader]: z.string().max(200).optional().describe('Anonymous visitor of a partner website: the session token POST /materials/agree answered'),
});

// Bytes, not JSON: documented for OpenAPI, sent as a stream.
const fileBytes = z.unknown().describe('One file as itself, or several as one ZIP (application/zip); Content-Disposition names it');
const downloadReplies = {
  200: z.union([fileBytes, failureEnvelope]),
  206: fileBytes.describe('One byte range of a single file (Content-Range)'),
  416: fileBytes.describe('No such range in the file (Content-Range: bytes */size)'),
  500: failureEnvelope,
};

/** Who asks: `website` makes an anonymous partner visitor; otherwise the signed-in user (else 40001). */
const visitorOf = async (request: FastifyRequest, auth: AuthService, materials: MaterialsService, website: string | undefined): Promise<MaterialVisitor> => {
  const sessionHeader = request.headers[materialSessionHeader];
  const sessionToken = typeof sessionHeader === 'string' && sessionHeader.trim() ? sessionHeader.trim() : undefined;
  if (website !== undefined) return materials.visitor({ website, sessionToken, ip: request.ip });
  const token = bearerToken(request.headers.authorization);
  const session = token ? await auth.authenticate(token) : undefined;
  return materials.visitor({ userId: session?.user.id, ip: request.ip });
};

/** An ASCII date for the archive's name. */
const zipName = (now: Date) => `digital-materials-package-${now.toISOString().slice(0, 10)}.zip`;

const sendSingleFile = async (request: FastifyRequest, reply: FastifyReply, materials: MaterialsService, file: MaterialFileRecord) => {
  const modifiedAt = await materials.modifiedAt(file);
  if (!modifiedAt) throw new BusinessError('notFound', { messageKey: 'materialNotFound' });
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName, { type: 'attachment' }))
    .header('accept-ranges', 'bytes')
    .header('last-modified', modifiedAt.toUTCString())
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  const range = parseByteRange(request.headers.range, file.fileSize);
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${file.fileSize}`).header('content-type', 'text/plain').send('');
  if (!range) return reply.code(200).header('content-length', file.fileSize).send(materials.read(file));
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.fileSize}`)
    .header('content-length', range.end - range.start + 1)
    .send(materials.read(file, range));
};

/** The package for the portal (signed-in user) and for partner websites (anonymous visitors): outside the session guard. */
export const materialRoutes: FastifyPluginAsyncZod<{ materials: MaterialsService; auth: AuthService; now: () => Date }> = async (app, { materials, auth, now }) => {
  app.get(
    materialPaths.partner,
    { schema: { tags: ['materials'], summary: 'Anyone: the installer whose website it is (40031 when none)', headers: requestHeaders, querystring: partnerQuery, response: replies(partnerResult) } },
    async (request) => ok(await materials.partner(request.query.website)),
  );

  app.get(
    materialPaths.terms,
    {
      schema: {
        tags: ['materials'],
        summary: 'The terms of use in force, in the request language, and whether the caller (user, or browser session of `website`) agreed',
        headers: materialHeaders,
        querystring: websiteQuery,
        response: replies(materialTerms),
      },
    },
    async (request) => ok(await materials.terms(await visitorOf(request, auth, materials, request.query.website), requestLanguage(request))),
  );

  app.post(
    materialPaths.agree,
    {
      schema: {
        tags: ['materials'],
        summary: 'Agree to the terms version in force (40032 when it changed); an anonymous partner visitor receives its session token',
        headers: materialHeaders,
        body: agreeRequest,
        response: replies(agreeResult),
      },
    },
    async (request) => ok(await materials.agree(await visitorOf(request, auth, materials, request.body.website), request.body.version)),
  );

  app.get(
    materialPaths.list,
    {
      schema: {
        tags: ['materials'],
        summary: 'The file table: language filter, search in name and description, sort (`-` descending), paged on the server',
        headers: materialHeaders,
        querystring: materialListQuery,
        response: replies(materialListResult),
      },
    },
    async (request) => {
      await visitorOf(request, auth, materials, request.query.website);
      return ok(await materials.list(request.query as MaterialListQuery));
    },
  );

  app.post(
    materialPaths.download,
    {
      schema: {
        tags: ['materials'],
        summary: 'One file as itself (Range supported) or several as one streamed ZIP; without an agreement to the terms in force, 40030 and no bytes',
        headers: materialHeaders,
        body: downloadRequest,
        response: downloadReplies,
      },
    },
    async (request, reply) => {
      const visitor = await visitorOf(request, auth, materials, request.body.website);
      const { files } = await materials.download(visitor, request.body.fileIds);
      const [single] = files;
      if (files.length === 1 && single) return sendSingleFile(request, reply, materials, single);
      const archive = await materials.zip(files);
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(zipName(now()), { type: 'attachment' }))
        .header('cache-control', 'private, no-store');
      if (archive.size >= 0) reply.header('content-length', archive.size);
      return reply.code(200).send(archive.stream);
    },
  );
};

/**
 * Receives one multipart upload (fields first, then the file) for the admin route and the CLI's
 * internal route; the file streams through the type and size checks into storage.
 */
export const receiveMaterialUpload = async (request: FastifyRequest, materials: MaterialsService, actor?: { id: string; account: string }) => {
  const { file, filename, fields } = await receiveUpload(request, uploadMaterialFields);
  return materials.upload(file, filename, fields, actor);
};

/** Registers multipart parsing in `scope` only, with the upload limit (one file, small fields). */
export const acceptMaterialUploads = async (scope: FastifyInstance, maxUploadBytes: number) => {
  // One byte over the limit reaches the service's own counter, which answers 40033 and keeps nothing.
  // preservePath: the service sees the name as sent, so it can refuse one that climbs out of its folder.
  await scope.register(multipart, { preservePath: true, limits: { files: 1, fields: 10, fieldSize: 2000, fileSize: maxUploadBytes + 1 } });
};

const uploadSchema = {
  tags: ['materials'],
  summary: 'Role admin: upload a material file (multipart: description, language, optional fileName, then file); the real type is read from its bytes',
  consumes: ['multipart/form-data'],
  headers: requestHeaders,
  response: replies(materialFile),
};

/** Administrators (registered behind requireSession and requireAdmin by app.ts). */
export const materialAdminRoutes: FastifyPluginAsyncZod<{ materials: MaterialsService; materialAdmin: MaterialAdminService; maxUploadBytes: number }> = async (
  app,
  { materials, materialAdmin, maxUploadBytes },
) => {
  await acceptMaterialUploads(app, maxUploadBytes);
  app.post(materialPaths.upload, { schema: uploadSchema }, async (request) => {
    const { user } = currentSession(request);
    return ok(await receiveMaterialUpload(request, materials, { id: user.id, account: user.account }));
  });
  const admin = { tags: ['admin'], headers: requestHeaders };
  app.get(
    materialAdminPaths.list,
    { schema: { ...admin, summary: 'Role admin: the material files with their download counts; language filter, search, sort, paged on the server', querystring: adminMaterialListQuery, response: replies(adminMaterialListResult) } },
    async (request) => ok(await materialAdmin.list(request.query)),
  );
  app.post(
    materialAdminPaths.update,
    { schema: { ...admin, summary: 'Role admin: correct a file\'s name, description or language (audited)', body: updateMaterialRequest, response: replies(materialFile) } },
    async (request) => ok(await materialAdmin.update(currentSession(request), request.body)),
  );
  app.post(
    materialAdminPaths.remove,
    { schema: { ...admin, summary: 'Role admin: delete a file and its bytes (audited); a second delete answers 40004', body: removeMaterialRequest, response: replies(removeMaterialResult) } },
    async (request) => ok(await materialAdmin.remove(currentSession(request), request.body.fileId)),
  );
  app.get(
    materialAdminPaths.terms,
    { schema: { ...admin, summary: 'Role admin: the terms of use in force in English and Spanish, and how many users agreed to them', response: replies(adminTerms) } },
    async () => ok(await materialAdmin.terms()),
  );
  app.post(
    materialAdminPaths.publishTerms,
    {
      schema: {
        ...admin,
        summary: 'Role admin: publish the next terms version (basedOn + 1; 40009 when someone published meanwhile); everyone must agree again (audited)',
        body: publishTermsRequest,
        response: replies(adminTerms),
      },
    },
    async (request) => ok(await materialAdmin.publishTerms(currentSession(request), request.body)),
  );
};

export { uploadSchema as materialUploadSchema };
