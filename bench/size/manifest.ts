import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addSizes, zeroSizes, type Sizes } from './bytes';
import type { Measured } from './budgets';

/** dist/embed/manifest.json, written by the embed build: the loader, the shared chunks and each widget's own files. */
export type EmbedManifest = { loader: string; shared: string[]; widgets: Record<string, string[]> };

export const manifestFile = (embedDir: string) => join(embedDir, 'manifest.json');

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The manifest, or undefined when the embed build is absent; a manifest of another shape is an error, not a silent zero. */
export const readEmbedManifest = (embedDir: string): EmbedManifest | undefined => {
  const file = manifestFile(embedDir);
  if (!existsSync(file)) return undefined;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<EmbedManifest>;
  const widgetsValid = parsed.widgets !== null && typeof parsed.widgets === 'object' && Object.values(parsed.widgets).every(isStringList);
  if (typeof parsed.loader !== 'string' || !isStringList(parsed.shared) || !widgetsValid) {
    throw new Error(`${file} is not { loader: string, shared: string[], widgets: { [tag]: string[] } }`);
  }
  return parsed as EmbedManifest;
};

export type EmbedSizes = { loader: Sizes; shared: Sizes; widgets: { tag: string; sizes: Sizes }[] };

/** Sizes of the loader, of all shared files together and of each widget's own files. */
export const embedSizes = (embedDir: string, manifest: EmbedManifest, sizeOf: (file: string) => Sizes): EmbedSizes => {
  const sum = (files: string[]) => files.reduce((total, file) => addSizes(total, sizeOf(join(embedDir, file))), zeroSizes);
  return {
    loader: sizeOf(join(embedDir, manifest.loader)),
    shared: sum(manifest.shared),
    widgets: Object.entries(manifest.widgets).map(([tag, files]) => ({ tag, sizes: sum(files) })),
  };
};

/** The embed figures the budgets hold. */
export const embedBudgetFigures = (sizes: EmbedSizes): Measured[] => [
  { budget: 'loader', what: 'embed loader', gzip: sizes.loader.gzip },
  { budget: 'shared', what: 'embed shared chunks', gzip: sizes.shared.gzip },
  ...sizes.widgets.map(({ tag, sizes: widget }): Measured => ({ budget: 'widget', what: `embed widget <${tag}>`, gzip: widget.gzip })),
];
