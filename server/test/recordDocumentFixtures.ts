import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentPaths, galleryPaths } from '../../src/contract/document';
import type { DocumentFixtureName } from '../../src/testing/fixtures/documents/manifest';
import { CountryVersionRepository } from '../modules/country';
import { ok } from './courseTestKit';
import type { DocumentTestContext } from './documentTestKit';

/** Where the recorded document fixtures live (see its README.md). */
export const documentFixtureDir = join(import.meta.dirname, '../../src/testing/fixtures/documents');

export const readDocumentFixture = (name: DocumentFixtureName): unknown => {
  const file = join(documentFixtureDir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
};

export const writeDocumentFixture = (name: DocumentFixtureName, value: unknown): void => {
  writeFileSync(join(documentFixtureDir, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
};

/** A country version with no content of its own, for the empty states (a real answer, not a hand-made one). */
const emptyCountry = { version_code: 'CA', name: 'Canada', lang: 'en' };

/** Records what the API answers about documents, videos and media for readers of each country. */
export const recordDocumentAnswers = async (kit: DocumentTestContext): Promise<Map<DocumentFixtureName, unknown>> => {
  const recording = new Map<DocumentFixtureName, unknown>();
  await new CountryVersionRepository(kit.db).addMissing([emptyCountry]);
  const us = await kit.reader('US');
  const mx = await kit.reader('MX');
  const none = await kit.reader(emptyCountry.version_code);

  recording.set('list.us', ok(await us.get(documentPaths.list, { pageSize: '5' })));
  recording.set('list.us.page2', ok(await us.get(documentPaths.list, { pageSize: '5', page: '2' })));
  recording.set('list.us.search', ok(await us.get(documentPaths.list, { q: 'datasheet' })));
  recording.set('list.us.datasheets', ok(await us.get(documentPaths.list, { category: 'datasheets' })));
  recording.set('list.mx.es', ok(await mx.get(documentPaths.list, {}, 'es')));
  recording.set('list.none', ok(await us.get(documentPaths.list, { q: 'zzqx' })));
  recording.set('categories.us', ok(await us.get(documentPaths.categories)));
  recording.set('categories.us.es', ok(await us.get(documentPaths.categories, {}, 'es')));
  const guide = await kit.documentId('battery-installation-guide');
  recording.set('detail.us', ok(await us.get(documentPaths.detail, { documentId: guide })));
  recording.set('detail.us.es', ok(await us.get(documentPaths.detail, { documentId: guide, language: 'es' }, 'es')));
  recording.set('detail.notFound', (await us.get(documentPaths.detail, { documentId: await kit.documentId('gateway-datasheet') })).body);
  recording.set('videos.us', ok(await us.get(galleryPaths.videos)));
  recording.set('videos.mx.es', ok(await mx.get(galleryPaths.videos, {}, 'es')));
  recording.set('videos.none', ok(await none.get(galleryPaths.videos)));
  recording.set('media.us', ok(await us.get(galleryPaths.media)));
  recording.set('media.mx.es', ok(await mx.get(galleryPaths.media, {}, 'es')));
  recording.set('media.none', ok(await none.get(galleryPaths.media)));
  return recording;
};
