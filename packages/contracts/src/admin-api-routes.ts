import type { RouteAddress } from './route.ts';

/**
 * The admin area's routes (everything under /api/admin): a table of their own, so that the
 * browser's public pages never carry them (the admin area's chunks register them with the API
 * client when they load). A module of its own: a bundle takes a module whole.
 */
export const ADMIN_API_ROUTES = {
  adminListUsers: { method: 'GET', path: '/api/admin/users' },
  adminUpdateUser: { method: 'PUT', path: '/api/admin/users/:id' },
  adminToggleBlock: { method: 'PATCH', path: '/api/admin/users/:id/toggle-block' },
  adminDeleteUser: { method: 'DELETE', path: '/api/admin/users/:id' },
  adminStats: { method: 'GET', path: '/api/admin/stats' },
  adminListNews: { method: 'GET', path: '/api/admin/news' },
  adminCreateNews: { method: 'POST', path: '/api/admin/news' },
  adminUpdateNews: { method: 'POST', path: '/api/admin/news/:id' },
  adminDeleteNews: { method: 'DELETE', path: '/api/admin/news/:id' },
  adminUploadEditorImage: { method: 'POST', path: '/api/admin/news/upload-editor-image' },
  adminListGuides: { method: 'GET', path: '/api/admin/guides' },
  adminGuideCatalog: { method: 'GET', path: '/api/admin/guides/catalog' },
  adminUploadGuideImage: { method: 'POST', path: '/api/admin/guides/upload-editor-image' },
  adminGetGuide: { method: 'GET', path: '/api/admin/guides/:id' },
  adminCreateGuide: { method: 'POST', path: '/api/admin/guides' },
  adminUpdateGuide: { method: 'PUT', path: '/api/admin/guides/:id' },
  adminSubmitGuide: { method: 'POST', path: '/api/admin/guides/:id/submit' },
  adminPublishGuide: { method: 'POST', path: '/api/admin/guides/:id/publish' },
  adminUnpublishGuide: { method: 'POST', path: '/api/admin/guides/:id/unpublish' },
  adminDeleteGuide: { method: 'DELETE', path: '/api/admin/guides/:id' },
} as const satisfies Record<string, RouteAddress>;
