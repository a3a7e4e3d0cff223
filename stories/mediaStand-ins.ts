import type { DocumentDetail, ImageSummary, VideoSummary } from '../src/contract/document';
import documentPreviewUrl from './assets/document-preview.pdf';
import demoVideoUrl from '../server/db/seed/videos/video-1.mp4';

/**
 * Recorded answers carry signed addresses of the real server; a static Storybook has none, so the
 * files they point at are swapped for ones it ships: a demo video, a PDF, and drawn SVG pictures.
 */
const picture = (title: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540"><rect width="960" height="540" fill="hsl(${hue} 60% 35%)"/><text x="48" y="500" font-family="sans-serif" font-size="34" fill="#fff">${title.replace(/[<&>]/g, '')}</text></svg>`,
  )}`;

export const withStoryVideo = (video: VideoSummary, index: number): VideoSummary => ({ ...video, videoUrl: demoVideoUrl, posterUrl: picture(video.title, 200 + index * 30) });
export const withStoryImage = (image: ImageSummary, index: number): ImageSummary => ({ ...image, imageUrl: picture(image.title, 20 + index * 50) });
export const withStoryPreview = (document: DocumentDetail): DocumentDetail => ({ ...document, previewUrl: documentPreviewUrl });
