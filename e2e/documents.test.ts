import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, Request, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '../src/api/fileName';
import { documentPaths, galleryPaths } from '../src/contract/document';
import { apiBasePath } from '../src/contract/paths';
import { demoImages } from '../server/db/seed/content/documents';
import { documentKey } from '../server/db/seed/documents';
import { waitForPath } from './support/browser';
import { axeViolations } from './support/axe';
import { createLearner } from './support/course';
import { logIn } from './support/journeys';
import { expectFilterRowInLine } from './support/layout';
import { portalPerFile } from './support/setup';

const e2e = portalPerFile();

const pathOf = (url: string) => new URL(url).pathname;
const isCall = (url: string, path: string): boolean => pathOf(url) === `${apiBasePath}${path}`;
const isFile = (url: string, base: string, part?: string): boolean => pathOf(url).startsWith(`${apiBasePath}${base}/`) && (!part || pathOf(url).endsWith(`/${part}`));

describe('documents, videos and media in Chromium (issue 10)', () => {
  it('a learner browses the categories, searches, opens a document with its inline preview and downloads the same bytes', { timeout: 180_000 }, async () => {
    const user = await createLearner(e2e.portal, 'reader');
    const { page, pageErrors } = await e2e.newPage();
    await logIn(page, user.account, user.password);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents' }).click();
    await waitForPath(page, '/document/index');
    const documents = page.locator('tc-documents');
    const titles = documents.locator('tbody th a');
    await titles.first().waitFor();
    await documents.getByText('9 documents').waitFor();
    // The search with its button and the language select: one row, labels and controls in line.
    await expectFilterRowInLine(documents.getByRole('search'));

    // A category: only its documents, from the server.
    const listed = page.waitForResponse((response) => isCall(response.url(), documentPaths.list) && new URL(response.url()).searchParams.get('category') === 'datasheets');
    await documents.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Datasheets (2)' }).click();
    await listed;
    await documents.getByText('2 documents').waitFor();
    expect((await titles.allInnerTexts()).sort()).toEqual(['Home battery datasheet', 'Inverter datasheet']);

    // Back to every category, then a search: each word a prefix.
    await documents.getByRole('button', { name: 'All documents' }).click();
    await documents.getByText('9 documents').waitFor();
    await documents.getByRole('searchbox', { name: 'Search documents' }).fill('warr');
    await documents.getByRole('searchbox', { name: 'Search documents' }).press('Enter');
    await documents.getByText('1 document found for “warr”').waitFor();
    expect(await titles.allInnerTexts()).toEqual(['Limited warranty']);
    // The search is the address: a reload shows the same answer, Back the whole list chosen before, Forward the search again.
    await waitForPath(page, '/document/index?q=warr');
    await page.reload();
    await documents.getByText('1 document found for “warr”').waitFor();
    expect(await documents.getByRole('searchbox', { name: 'Search documents' }).inputValue()).toBe('warr');
    await page.goBack();
    await waitForPath(page, '/document/index');
    await documents.getByText('9 documents').waitFor();
    expect(await documents.getByRole('searchbox', { name: 'Search documents' }).inputValue()).toBe('');
    await page.goForward();
    await documents.getByText('1 document found for “warr”').waitFor();

    // The detail: its facts and the PDF inline, fetched by the frame itself (signed address, no header).
    const preview = page.waitForResponse((response) => isFile(response.url(), documentPaths.file));
    await titles.first().click();
    await waitForPath(page, (path) => path.startsWith('/document/detail?documentId='));
    await documents.getByRole('heading', { name: 'Limited warranty' }).waitFor();
    const frame = documents.locator('iframe[title="Preview of Limited warranty"]');
    await frame.waitFor();
    const previewResponse: Response = await preview;
    expect(previewResponse.status()).toBe(200);
    expect(previewResponse.headers()['content-type']).toBe('application/pdf');
    expect(previewResponse.headers()['content-disposition']).toMatch(/^inline; /);
    expect(previewResponse.request().headers().authorization).toBeUndefined();
    // Chromium's PDF viewer takes the frame's body over, so the stored file is what both must equal.
    const stored = await readFile(join(e2e.portal.dataDir, 'files', documentKey('limited-warranty', 'en')));
    expect(Number(previewResponse.headers()['content-length'])).toBe(stored.length);

    // Download: the helper saves the file under the server's name, byte for byte the previewed one.
    const answered = page.waitForResponse((response) => isCall(response.url(), documentPaths.download));
    const [download] = await Promise.all([page.waitForEvent('download'), documents.getByRole('button', { name: 'Download Limited warranty' }).click()]);
    const serverName = fileNameFromDisposition((await answered).headers()['content-disposition'] ?? null);
    expect(serverName).toBe('Limited warranty.pdf');
    expect(download.suggestedFilename()).toBe(serverName);
    const saved = await readFile(await download.path());
    expect(saved.equals(stored)).toBe(true);
    await documents.getByText(`Saved as ${serverName}.`).waitFor();

    // The other language, by the button's own words in the page's language; then back.
    await documents.getByRole('button', { name: 'Show in Spanish', exact: true }).click();
    await documents.getByRole('heading', { name: 'Garantía limitada' }).waitFor();
    await documents.getByRole('button', { name: 'Show in English', exact: true }).click();
    await documents.getByRole('heading', { name: 'Limited warranty' }).waitFor();

    // Back to the list it was opened from: the search, as it was; a reload of the detail remembers it too.
    await page.reload();
    await documents.getByRole('heading', { name: 'Limited warranty' }).waitFor();
    await documents.getByRole('link', { name: 'Back to documents' }).click();
    await waitForPath(page, '/document/index?q=warr');
    await documents.getByText('1 document found for “warr”').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('the flat list of /documents shows every document of the reader’s country version, without categories', { timeout: 120_000 }, async () => {
    const user = await createLearner(e2e.portal, 'lister', 'MX');
    const { page, pageErrors } = await e2e.newPage();
    await logIn(page, user.account, user.password);
    await page.goto('/documents');
    const documents = page.locator('tc-documents');
    await documents.locator('tbody tr').first().waitFor();
    expect(await documents.locator('tbody tr').count()).toBe(9);
    expect(await documents.getByRole('navigation', { name: 'Categories' }).count()).toBe(0);
    await expectFilterRowInLine(documents.getByRole('search'));
    expect(pageErrors).toEqual([]);
  });

  it('a learner plays a video of /videos in place: no video bytes before play, ranges after', { timeout: 120_000 }, async () => {
    const user = await createLearner(e2e.portal, 'viewer');
    const { page, pageErrors } = await e2e.newPage();
    const videoRequests: Request[] = [];
    page.on('request', (request) => {
      if (isFile(request.url(), galleryPaths.file, 'file')) videoRequests.push(request);
    });
    await logIn(page, user.account, user.password);
    await page.goto('/videos');
    const videos = page.locator('tc-videos');
    const first = videos.getByRole('article').first();
    await first.waitFor();
    expect(await videos.getByRole('article').count()).toBe(4);
    await first.getByText('Length: 0 min 12 s').waitFor();
    // Posters load; the videos do not.
    await page.waitForLoadState('networkidle');
    expect(videoRequests).toEqual([]);

    const played = page.waitForResponse((response) => isFile(response.url(), galleryPaths.file, 'file'));
    const player = first.locator('video');
    // A keyboard user: focus the player (the browser's own controls) and press Space.
    await player.focus();
    await page.keyboard.press('Space');
    const answer = await played;
    expect([200, 206]).toContain(answer.status());
    expect(answer.headers()['content-type']).toBe('video/mp4');
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);
    expect(videoRequests.length).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });

  it('the media page shows featured videos and loads each image only as it nears the viewport', { timeout: 120_000 }, async () => {
    const user = await createLearner(e2e.portal, 'media');
    const { page, pageErrors } = await e2e.newPage();
    await page.setViewportSize({ width: 1024, height: 600 });
    const imageRequests: string[] = [];
    page.on('request', (request) => {
      if (isFile(request.url(), galleryPaths.file) && request.url().includes('/file?') && request.resourceType() === 'image') imageRequests.push(request.url());
    });
    await logIn(page, user.account, user.password);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Media' }).click();
    await waitForPath(page, '/media');
    const media = page.locator('tc-media');
    await media.getByRole('heading', { name: 'Featured videos' }).waitFor();
    expect(await media.locator('video').count()).toBe(3);
    const images = media.getByRole('img');
    const usImages = demoImages.filter((image) => image.countries.includes('US'));
    expect(await images.count()).toBe(usImages.length);
    await page.waitForLoadState('networkidle');
    // Below the fold: not every image has been asked for yet.
    const before = imageRequests.length;
    expect(before).toBeLessThan(usImages.length);
    const last = images.last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    expect(imageRequests.length).toBeGreaterThan(before);
    expect(pageErrors).toEqual([]);
  });

  it('every page of documents, videos and media has no axe violations, on a desktop and on a phone', { timeout: 180_000 }, async () => {
    const user = await createLearner(e2e.portal, 'axedocs');
    const { page } = await e2e.newPage();
    await logIn(page, user.account, user.password);
    const pages: [string, (widget: ReturnType<Page['locator']>) => Promise<void>][] = [
      ['/document/index', (widget) => widget.locator('tbody tr').first().waitFor()],
      ['/documents', (widget) => widget.locator('tbody tr').first().waitFor()],
      ['/videos', (widget) => widget.getByRole('article').first().waitFor()],
      ['/media', (widget) => widget.getByRole('img').first().waitFor()],
    ];
    for (const [path, ready] of pages) {
      for (const viewport of [{ width: 1280, height: 800 }, { width: 320, height: 640 }]) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await ready(page.locator('tc-documents, tc-videos, tc-media').first());
        expect(await axeViolations(page), `${path} at ${viewport.width} px`).toEqual([]);
        if (path.startsWith('/document')) {
          // Every row's Download button is in sight: on a phone each document is a card, nothing waits off to the side.
          const download = await page.locator('tc-documents').getByRole('button', { name: /^Download / }).first().boundingBox();
          expect(download && download.x + download.width, `${path} at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
        }
      }
    }
    await page.goto('/document/index');
    await page.locator('tc-documents tbody th a').first().click();
    await page.locator('tc-documents iframe').waitFor();
    expect(await axeViolations(page), '/document/detail').toEqual([]);
  });
});
