import {
  ADMIN_PAGE_SIZES,
  ADMIN_USERS_UI_PAGE_SIZE,
  EMAIL_MAX,
  PLANS,
  type Plan,
  ROLES,
  type Role,
} from '@riftscope/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import './admin-routes.ts';

export type AdminPageSize = (typeof ADMIN_PAGE_SIZES)[number];

/** What the users screen shows, as kept in its query string (`?page=2&perPage=50&role=mod`). */
export interface UsersFilters {
  page: number;
  perPage: AdminPageSize;
  search: string;
  role: Role | null;
  plan: Plan | null;
}

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  users: ['admin', 'users'] as const,
  usersPage: (filters: UsersFilters) => ['admin', 'users', filters] as const,
};

const isRole = (value: string | null): value is Role =>
  (ROLES as readonly (string | null)[]).includes(value);
const isPlan = (value: string | null): value is Plan =>
  (PLANS as readonly (string | null)[]).includes(value);
const isPageSize = (value: number): value is AdminPageSize =>
  (ADMIN_PAGE_SIZES as readonly number[]).includes(value);

/** The users screen's state from its query string; anything unknown falls back to the default. */
export function usersFiltersFromSearch(params: URLSearchParams): UsersFilters {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  const role = params.get('role');
  const plan = params.get('plan');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: isPageSize(perPage) ? perPage : ADMIN_USERS_UI_PAGE_SIZE,
    search: (params.get('search') ?? '').trim().slice(0, EMAIL_MAX),
    role: isRole(role) ? role : null,
    plan: isPlan(plan) ? plan : null,
  };
}

/** The query string of `filters`, without the defaults, so that a plain `/admin/users` stays plain. */
export function usersSearchParams(filters: UsersFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.perPage !== ADMIN_USERS_UI_PAGE_SIZE) params.set('perPage', String(filters.perPage));
  if (filters.search) params.set('search', filters.search);
  if (filters.role) params.set('role', filters.role);
  if (filters.plan) params.set('plan', filters.plan);
  return params;
}

/** The dashboard's live figures (docs/product.md, Improvements). */
export const adminStatsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => call('adminStats', { signal }),
    staleTime: 30_000,
  });

/** One page of users; the page shown stays while the next one loads. */
export const adminUsersQuery = (filters: UsersFilters) =>
  queryOptions({
    queryKey: adminKeys.usersPage(filters),
    queryFn: ({ signal }) =>
      call('adminListUsers', {
        query: {
          page: filters.page,
          // Sent always: the API's own default is 20, the screen's is 10 (docs/product.md, Admin area).
          perPage: filters.perPage,
          ...(filters.search ? { search: filters.search } : {}),
          ...(filters.role ? { role: filters.role } : {}),
          ...(filters.plan ? { plan: filters.plan } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
