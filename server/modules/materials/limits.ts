import type { ThrottleRule } from '../../lib/throttle/throttle';

/** Every number of the materials rules, named once (docs/materials.md lists them). */
const minute = 60_000;

/** An anonymous visitor's agreement on a partner website lasts one day (spec 9: the default cookie expiry). */
export const materialSessionLifetimeMs = 24 * 60 * minute;

/** Largest upload by default (`MATERIALS_MAX_UPLOAD_MB`): a short product video fits. */
export const defaultMaxUploadBytes = 500 * 1024 * 1024;

/** Files of one download record are inserted in batches of this many rows. */
export const downloadRecordBatch = 500;

export const materialThrottleRules = {
  /** New anonymous browser sessions (first agreement on a partner website) per client address. */
  sessionsPerIp: { scope: 'materials:session:ip', limit: 20, windowMs: 15 * minute },
} satisfies Record<string, ThrottleRule>;

/** What an upload may be, by its content (magic bytes), and the names that may carry it. */
export const acceptedUploadTypes: Record<string, { extensions: string[] }> = {
  'application/pdf': { extensions: ['pdf'] },
  'image/png': { extensions: ['png'] },
  'image/jpeg': { extensions: ['jpg', 'jpeg'] },
  'image/webp': { extensions: ['webp'] },
  'video/mp4': { extensions: ['mp4', 'm4v'] },
  'video/webm': { extensions: ['webm'] },
  'application/zip': { extensions: ['zip'] },
};
