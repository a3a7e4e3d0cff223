import {
  agreeRequest,
  agreeResult,
  downloadRequest,
  materialListResult,
  materialPaths,
  materialSessionHeader,
  materialTerms,
  partnerResult,
  type AgreeResult,
  type MaterialListQuery,
  type MaterialListResult,
  type MaterialTerms,
  type PartnerResult,
} from '../contract/materials';
import { apiRequest } from './client';
import { download, type DownloadProgress, type DownloadResult } from './download';

/**
 * The digital materials package (issue 10). With `website` the calls speak for an anonymous visitor
 * of that partner website, carrying the materials session its browser got when it agreed (kept for
 * the browser tab's life in sessionStorage); without it, for the signed-in user.
 */

const sessionKey = (website: string) => `tc-materials-session:${website.toLowerCase()}`;

/** sessionStorage may be refused (privacy modes, sandboxed frames): the visitor then agrees per page view. */
const memorySessions = new Map<string, string>();
const readSession = (website: string): string | undefined => {
  try {
    return globalThis.sessionStorage?.getItem(sessionKey(website)) ?? memorySessions.get(sessionKey(website));
  } catch {
    return memorySessions.get(sessionKey(website));
  }
};
const keepSession = (website: string, token: string): void => {
  memorySessions.set(sessionKey(website), token);
  try {
    globalThis.sessionStorage?.setItem(sessionKey(website), token);
  } catch {
    // Kept in memory only.
  }
};

const sessionHeaders = (website: string | undefined): Record<string, string> => {
  const token = website ? readSession(website) : undefined;
  return token ? { [materialSessionHeader]: token } : {};
};

/** `GET /materials/partner`: the installer whose website it is; rejects with 40031 when none. */
export const getPartner = (website: string): Promise<PartnerResult> =>
  apiRequest(materialPaths.partner, { method: 'GET', query: { website }, schema: import.meta.env.DEV ? partnerResult : undefined });

/** `GET /materials/terms`: the terms in force and whether this user or browser session agreed. */
export const getMaterialTerms = (website?: string): Promise<MaterialTerms> =>
  apiRequest(materialPaths.terms, { method: 'GET', query: { website }, headers: sessionHeaders(website), schema: import.meta.env.DEV ? materialTerms : undefined });

/** `POST /materials/agree`: records the agreement; an anonymous visitor keeps the session it answers. */
export const agreeToMaterialTerms = async (version: number, website?: string): Promise<AgreeResult> => {
  const body = { version, website };
  const result = await apiRequest(materialPaths.agree, {
    method: 'POST',
    body: import.meta.env.DEV ? agreeRequest.parse(body) : body,
    headers: sessionHeaders(website),
    schema: import.meta.env.DEV ? agreeResult : undefined,
  });
  if (website && result.session) keepSession(website, result.session);
  return result;
};

/** `GET /materials/list`: one page of the table as the server sorted, filtered and searched it. */
export const listMaterials = (query: MaterialListQuery): Promise<MaterialListResult> =>
  apiRequest(materialPaths.list, {
    method: 'GET',
    query: { ...query, q: query.q || undefined },
    headers: sessionHeaders(query.website),
    schema: import.meta.env.DEV ? materialListResult : undefined,
  });

/** `POST /materials/download`: one file saved as itself, several (or `'all'`) as one ZIP; progress as bytes arrive. */
export const downloadMaterials = (fileIds: string[] | 'all', options: { website?: string; onProgress?: (progress: DownloadProgress) => void } = {}): Promise<DownloadResult> => {
  const body = { fileIds, website: options.website };
  return download(materialPaths.download, {
    body: import.meta.env.DEV ? downloadRequest.parse(body) : body,
    headers: sessionHeaders(options.website),
    onProgress: options.onProgress,
  });
};
