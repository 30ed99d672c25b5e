import {
  GUIDE_STATUSES,
  type GuideStatus,
  type Language,
  TIER_ROLES,
  type TierRole,
} from '@riftscope/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import './admin-routes.ts';
import type { GuideInputBody } from '../guides/guide-form.ts';

/** What the guides screen shows, as kept in its query string (`?status=review&mine=1&page=2`). */
export interface GuidesFilters {
  page: number;
  status: GuideStatus | null;
  /** A champion's key. */
  champion: string | null;
  role: TierRole | null;
  /** The caller's own guides only. */
  isMine: boolean;
}

export const adminGuidesKeys = {
  all: ['admin', 'guides'] as const,
  list: (filters: GuidesFilters) => ['admin', 'guides', 'list', filters] as const,
  detail: (id: number) => ['admin', 'guides', 'detail', id] as const,
  // Outside `all`: saving a guide does not change Data Dragon.
  catalog: (language: Language) => ['admin', 'guide-catalog', language] as const,
};

/**
 * The public guide screens' cache (their feature's key): a guide published, changed or deleted
 * here must not stay stale there when the editor goes back to the site in the same tab.
 */
export const PUBLIC_GUIDES_KEY = ['guides'] as const;

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | null =>
  (options as readonly (string | null)[]).includes(value) ? (value as T) : null;

/** The guides screen's state from its query string; anything unknown falls back to the default. */
export function guidesFiltersFromSearch(params: URLSearchParams): GuidesFilters {
  const page = Number(params.get('page'));
  const champion = params.get('champion')?.trim().slice(0, 64) ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    status: oneOf(GUIDE_STATUSES, params.get('status')),
    champion: champion === '' ? null : champion,
    role: oneOf(TIER_ROLES, params.get('role')),
    isMine: params.get('mine') === '1',
  };
}

/** The query string of `filters`, without the defaults, so that a plain `/admin/guides` stays plain. */
export function guidesSearchParams(filters: GuidesFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.status) params.set('status', filters.status);
  if (filters.champion) params.set('champion', filters.champion);
  if (filters.role) params.set('role', filters.role);
  if (filters.isMine) params.set('mine', '1');
  return params;
}

/** One page of guides, drafts and those in review included; the page shown stays while the next loads. */
export const adminGuidesQuery = (filters: GuidesFilters) =>
  queryOptions({
    queryKey: adminGuidesKeys.list(filters),
    queryFn: ({ signal }) =>
      call('adminListGuides', {
        query: {
          page: filters.page,
          ...(filters.status ? { status: filters.status } : {}),
          ...(filters.champion ? { champion: filters.champion } : {}),
          ...(filters.role ? { role: filters.role } : {}),
          ...(filters.isMine ? { author: 'me' as const } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** A guide as its editors see it, asked for again each time the editor opens it. */
export const adminGuideQuery = (id: number) =>
  queryOptions({
    queryKey: adminGuidesKeys.detail(id),
    queryFn: ({ signal }) => call('adminGetGuide', { params: { id }, signal }),
    staleTime: 0,
  });

/** The build pickers' champions, items, runes and spells in the editor's language. */
export const guideCatalogQuery = (language: Language) =>
  queryOptions({
    queryKey: adminGuidesKeys.catalog(language),
    queryFn: ({ signal }) => call('adminGuideCatalog', { query: { lang: language }, signal }),
    // Data Dragon changes with a patch, not while someone writes.
    staleTime: 10 * 60_000,
  });

export type GuideSave =
  | { mode: 'create'; input: GuideInputBody }
  | { mode: 'edit'; id: number; input: GuideInputBody };

/** Writes a new guide (a draft of the caller), or saves an edit of one. */
export const saveGuide = (save: GuideSave) =>
  save.mode === 'create'
    ? call('adminCreateGuide', { body: save.input })
    : call('adminUpdateGuide', { params: { id: save.id }, body: save.input });

/** What a row's buttons do to a guide besides editing it. */
export type GuideAction = 'submit' | 'publish' | 'unpublish';

const ACTION_ROUTES = {
  submit: 'adminSubmitGuide',
  publish: 'adminPublishGuide',
  unpublish: 'adminUnpublishGuide',
} as const;

export const runGuideAction = ({ action, id }: { action: GuideAction; id: number }) =>
  call(ACTION_ROUTES[action], { params: { id } });

export const deleteGuide = (id: number) => call('adminDeleteGuide', { params: { id } });
