/** Videos and images (issue 10): /videos, /media and their files behind signed addresses. */
export { galleryFileRoutes, galleryRoutes } from './routes';
export { GalleryService, mediaShowcaseSize, type GalleryServiceDeps } from './service';
export { GalleryRepository } from './galleryRepository';
