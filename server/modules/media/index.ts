/** Lesson videos behind signed URLs; the course module signs them with `MediaSigner`. */
export { mediaRoutes } from './routes';
export { MediaService, type MediaServiceDeps } from './service';
export { MediaSigner, videoUrlLifetimeSeconds, type VideoGrant } from './signedUrl';
export { safeFileName, sendStoredFile, type OutgoingFile } from './sendFile';
export { parseByteRange } from './range';
