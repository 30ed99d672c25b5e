import { ADMIN_PAGE_SIZES, type AdminUser } from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { useAuth } from '../../../shared/session/auth-context.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { StatePanel } from '../../../shared/ui/state-panel.tsx';
import { useAdminLanguage } from '../admin-language.ts';
import { AdminPagination } from '../admin-pagination.tsx';
import {
  type AdminPageSize,
  adminUsersQuery,
  type UsersFilters,
  usersFiltersFromSearch,
  usersSearchParams,
} from '../api/admin-api.ts';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { selectClass } from './select-field.tsx';
import { type AppliedFilters, UsersFilterForm } from './users-filters.tsx';
import { UsersTable, UsersTableSkeleton } from './users-table.tsx';

function PageSizeSelect({
  value,
  onChange,
}: {
  value: AdminPageSize;
  onChange: (size: AdminPageSize) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-muted">
        {t('users.page_size')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value) as AdminPageSize)}
        className={`${selectClass} h-9 w-20 text-sm`}
      >
        {ADMIN_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}

function UsersResults({
  filters,
  pageSize,
  onPage,
  onEdit,
}: {
  filters: UsersFilters;
  /** The page-size select, shown beside the count of users. */
  pageSize: ReactNode;
  onPage: (page: number) => void;
  onEdit: (user: AdminUser) => void;
}) {
  const { t } = useTranslation('admin');
  const language = useAdminLanguage();
  const { user: currentUser } = useAuth();
  const users = useQuery(adminUsersQuery(filters));

  const toolbar = (status: ReactNode) => (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {status}
      {pageSize}
    </div>
  );

  if (users.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        {toolbar(
          <p role="status" className="flex items-center gap-2 text-sm text-muted">
            <Spinner />
            {t('users.loading')}
          </p>,
        )}
        <UsersTableSkeleton rows={filters.perPage} />
      </div>
    );
  }

  if (users.isError) {
    return (
      <StatePanel title={t('users.error')} hint={t('users.error_hint')} role="alert">
        <Button
          variant="secondary"
          onClick={() => void users.refetch()}
          disabled={users.isFetching}
        >
          {users.isFetching && <Spinner />}
          {t('retry')}
        </Button>
      </StatePanel>
    );
  }

  const { data, current_page: page, last_page: lastPage, total } = users.data;
  const hasFilters = Boolean(filters.search || filters.role || filters.plan);

  if (data.length === 0) {
    // A page past the end (an old link, or the list got shorter) offers the way back to page 1.
    if (page > 1) {
      return (
        <StatePanel title={t('users.empty_page')} hint={t('users.empty_page_hint')} role="status">
          <Button variant="secondary" onClick={() => onPage(1)}>
            {t('users.first_page')}
          </Button>
        </StatePanel>
      );
    }
    return (
      <div className="space-y-3">
        {toolbar(<span />)}
        {hasFilters ? (
          <StatePanel title={t('users.empty')} hint={t('users.empty_hint')} role="status" />
        ) : (
          <StatePanel title={t('users.none')} role="status" />
        )}
      </div>
    );
  }

  const isBusy = users.isPlaceholderData;
  return (
    <div className="space-y-3">
      {toolbar(
        <p className="text-sm text-muted" aria-live="polite">
          {t('users.total', { total: formatCount(total, language) })}
        </p>,
      )}
      <UsersTable
        users={data}
        language={language}
        currentUserId={currentUser?.id ?? null}
        isBusy={isBusy}
        onEdit={onEdit}
      />
      {lastPage > 1 && (
        <AdminPagination
          section="users"
          page={page}
          lastPage={lastPage}
          language={language}
          onPage={onPage}
        />
      )}
    </div>
  );
}

/**
 * Users, paged and filtered (docs/product.md, Admin area): page, page size and filters live in the
 * query string; a new page size or new filters start again from page 1.
 */
export function AdminUsersPage() {
  const { t } = useTranslation('admin');
  const { user: currentUser } = useAuth();
  const [params, setParams] = useSearchParams();
  const filters = usersFiltersFromSearch(params);
  const [editing, setEditing] = useState<AdminUser | null>(null);

  const show = (next: Partial<UsersFilters>) =>
    setParams(usersSearchParams({ ...filters, ...next }), { preventScrollReset: true });
  const apply = (applied: AppliedFilters) => show({ ...applied, page: 1 });

  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('users.title')}</h1>
        <p className="text-muted">{t('users.subtitle')}</p>
      </header>
      <UsersFilterForm
        key={`${filters.search}|${filters.role}|${filters.plan}`}
        filters={filters}
        onApply={apply}
      />
      <UsersResults
        filters={filters}
        pageSize={
          <PageSizeSelect
            value={filters.perPage}
            onChange={(perPage) => show({ perPage, page: 1 })}
          />
        }
        onPage={(page) => show({ page })}
        onEdit={setEditing}
      />
      <EditUserDialog
        user={editing}
        currentUserId={currentUser?.id ?? null}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
