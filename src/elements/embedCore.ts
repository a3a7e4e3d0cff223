import { applyPageConfig } from './applyPageConfig';
import type { EmbedCore } from './loader';

/** The core's side of the embed loader: part of the shared chunk that every widget chunk imports. */
export const embedCore: EmbedCore = { configure: applyPageConfig };
