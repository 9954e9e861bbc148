// The media module's entry: what the rest of the API may use of it. Everything else in
// modules/media/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { kindOf, kindsOf } from './drawings.ts';
export type { Kind } from './drawings.ts';
export { createMediaStorage } from './media-storage.ts';
export type { MediaStorage } from './media-storage.ts';
export { mediaAdminRoutes } from './media.admin.routes.ts';
export { imageOf, mediaRoutes, mediaUrl, renderMedia } from './media.routes.ts';
export { keepUpload } from './media.service.ts';
export { RemoteImageProblem, fetchRemoteImage } from './remote-image.ts';
