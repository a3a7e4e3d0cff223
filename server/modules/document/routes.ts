import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ResultCode } from '../../../src/contract/codes';
import {
  contentLanguage,
  documentCategoriesResult,
  documentDetail,
  documentDetailQuery,
  documentDownloadRequest,
  documentListQuery,
  documentListResult,
  documentPaths,
} from '../../../src/contract/document';
import { failureEnvelope, ok, replies, requestHeaders, sendEnvelope } from '../../lib/envelope';
import { businessMessage, requestLanguage } from '../../lib/language';
import { currentSession } from '../auth';
import { sendStoredFile } from '../media';
import type { DocumentService } from './service';

type Options = { documents: DocumentService };

// Bytes, not JSON: documented for OpenAPI, sent as a stream.
const pdfBytes = z.unknown().describe('The PDF (application/pdf)');
const signedQuery = z.object({
  exp: z.string().optional().describe('Expiry, Unix seconds'),
  uid: z.string().optional().describe('The user the address was signed for'),
  sig: z.string().optional().describe('HMAC-SHA256 of document, language, user and expiry'),
});

/** Documents of the signed-in user's country (registered behind requireSession). */
export const documentRoutes: FastifyPluginAsyncZod<Options> = async (app, { documents }) => {
  app.get(
    documentPaths.list,
    {
      schema: {
        tags: ['document'],
        summary: "Documents of the user's country, paged; search (every word as a prefix), category, language (English when a document has no translation)",
        headers: requestHeaders,
        querystring: documentListQuery,
        response: replies(documentListResult),
      },
    },
    async (request) => ok(await documents.list(currentSession(request).user, request.query, requestLanguage(request))),
  );

  app.get(
    documentPaths.categories,
    { schema: { tags: ['document'], summary: 'Document categories with the number of documents of the user’s country', headers: requestHeaders, response: replies(documentCategoriesResult) } },
    async (request) => ok(await documents.categories(currentSession(request).user, requestLanguage(request))),
  );

  app.get(
    documentPaths.detail,
    {
      schema: {
        tags: ['document'],
        summary: 'One document with its languages and a signed address of the PDF for the inline preview',
        headers: requestHeaders,
        querystring: documentDetailQuery,
        response: replies(documentDetail),
      },
    },
    async (request) => ok(await documents.detail(currentSession(request).user, request.query.documentId, request.query.language, requestLanguage(request))),
  );

  app.post(
    documentPaths.download,
    {
      schema: {
        tags: ['document'],
        summary: 'The PDF as an attachment (file name in Content-Disposition); supports Range (206, 416)',
        headers: requestHeaders,
        body: documentDownloadRequest,
        response: { 200: z.union([pdfBytes, failureEnvelope]), 206: pdfBytes, 416: pdfBytes, 500: failureEnvelope },
      },
    },
    async (request, reply) => {
      const file = await documents.download(currentSession(request).user, request.body.documentId, request.body.language, requestLanguage(request));
      return sendStoredFile(request, reply, file);
    },
  );
};

/** The inline PDF of the preview, outside the session guard: an <iframe> sends no header, so the signed address is the guard. */
export const documentFileRoutes: FastifyPluginAsyncZod<Options> = async (app, { documents }) => {
  app.get(
    `${documentPaths.file}/:documentId/:language`,
    {
      schema: {
        tags: ['document'],
        summary: 'A document’s PDF inline (signed address from /document/detail); supports Range (206, 416)',
        params: z.object({ documentId: z.string().max(64), language: contentLanguage }),
        querystring: signedQuery,
        response: { 200: pdfBytes, 206: pdfBytes, 403: failureEnvelope, 404: failureEnvelope, 416: pdfBytes },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const found = await documents.preview(request.params.documentId, request.params.language, request.query);
      if (found.status === 'refused') return sendEnvelope(reply, 403, ResultCode.forbidden, businessMessage(lang, 'fileLinkExpired'));
      if (found.status === 'missing') return sendEnvelope(reply, 404, ResultCode.notFound, businessMessage(lang, 'documentFileMissing'));
      return sendStoredFile(request, reply, found.file);
    },
  );
};
