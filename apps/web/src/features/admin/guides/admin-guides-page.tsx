import type { AdminGuide } from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { useAuth } from '../../../shared/session/auth-context.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { StatePanel } from '../../../shared/ui/state-panel.tsx';
import { useAdminLanguage } from '../admin-language.ts';
import { AdminPagination } from '../admin-pagination.tsx';
import {
  adminGuidesQuery,
  type GuideAction,
  type GuidesFilters,
  guideCatalogQuery,
  guidesFiltersFromSearch,
  guidesSearchParams,
} from '../api/admin-guides-api.ts';
import { useGuideAction } from '../api/use-guide-mutations.ts';
import { DeleteGuideDialog } from './delete-guide-dialog.tsx';
import type { GuideFormTarget } from './guide-form.ts';
import { GuideFormDialog } from './guide-form-dialog.tsx';
import { guideTitle } from './guide-labels.ts';
import { GUIDE_TOAST } from './guide-toast.ts';
import { type AppliedGuideFilters, GuidesFilterForm } from './guides-filters.tsx';
import { GuidesTable, GuidesTableSkeleton } from './guides-table.tsx';

/** Submit, Publish and Unpublish with their toasts; the row's buttons wait while one runs. */
function useRowAction() {
  const { t } = useTranslation('admin');
  const action = useGuideAction({
    onSuccess: (_guide, { action: done }) =>
      notify.success(t(`guides.toasts.${done}`), GUIDE_TOAST),
    onError: (_error, { action: failed }) =>
      notify.error(t(`guides.toasts.${failed}_failed`), GUIDE_TOAST),
  });
  return {
    run: (guide: AdminGuide, name: GuideAction) => action.mutate({ action: name, id: guide.id }),
    pending: action.isPending && action.variables ? action.variables : null,
  };
}

function GuidesResults({
  filters,
  onPage,
  onEdit,
  onDelete,
}: {
  filters: GuidesFilters;
  onPage: (page: number) => void;
  onEdit: (guide: AdminGuide) => void;
  onDelete: (guide: AdminGuide) => void;
}) {
  const { t } = useTranslation('admin');
  const language = useAdminLanguage();
  const { user } = useAuth();
  const guides = useQuery(adminGuidesQuery(filters));
  const action = useRowAction();

  if (guides.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner />
          {t('guides.list.loading')}
        </p>
        <GuidesTableSkeleton />
      </div>
    );
  }
  if (guides.isError) {
    return (
      <StatePanel title={t('guides.list.error')} hint={t('guides.list.error_hint')} role="alert">
        <Button
          variant="secondary"
          onClick={() => void guides.refetch()}
          disabled={guides.isFetching}
        >
          {guides.isFetching && <Spinner />}
          {t('retry')}
        </Button>
      </StatePanel>
    );
  }

  const { data, meta } = guides.data;
  const hasFilters = Boolean(filters.status || filters.champion || filters.role || filters.isMine);
  if (data.length === 0) {
    // A page past the end (an old link, or the last guide of the page was deleted).
    if (meta.current_page > 1) {
      return (
        <StatePanel
          title={t('guides.list.empty_page')}
          hint={t('guides.list.empty_page_hint')}
          role="status"
        >
          <Button variant="secondary" onClick={() => onPage(1)}>
            {t('guides.list.first_page')}
          </Button>
        </StatePanel>
      );
    }
    return hasFilters ? (
      <StatePanel
        title={t('guides.list.no_match')}
        hint={t('guides.list.no_match_hint')}
        role="status"
      />
    ) : (
      <StatePanel title={t('guides.list.empty')} hint={t('guides.list.empty_hint')} role="status" />
    );
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-muted" aria-live="polite">
        {t('guides.list.total', { total: formatCount(meta.total, language) })}
      </p>
      <GuidesTable
        guides={data}
        language={language}
        caller={user}
        isBusy={guides.isPlaceholderData}
        pending={action.pending}
        onEdit={onEdit}
        onAction={action.run}
        onDelete={onDelete}
      />
      {meta.last_page > 1 && (
        <AdminPagination
          section="guides"
          page={meta.current_page}
          lastPage={meta.last_page}
          language={language}
          onPage={onPage}
        />
      )}
    </div>
  );
}

/**
 * Champion guides in the admin area (docs/guides.md, Admin area): every guide, drafts and those
 * in review included, filtered and paged in the address, with what the caller may do to each.
 * Administrators and moderators write guides; only administrators publish and delete them.
 */
export function AdminGuidesPage() {
  const { t } = useTranslation('admin');
  const language = useAdminLanguage();
  const [params, setParams] = useSearchParams();
  const filters = guidesFiltersFromSearch(params);
  const catalog = useQuery(guideCatalogQuery(language));
  const [form, setForm] = useState<GuideFormTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminGuide | null>(null);

  const show = (next: GuidesFilters) =>
    setParams(guidesSearchParams(next), { preventScrollReset: true });
  const apply = (applied: AppliedGuideFilters) => show({ ...applied, page: 1 });

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-extrabold tracking-tight">{t('guides.title')}</h1>
          <p className="text-muted">{t('guides.intro')}</p>
        </div>
        <Button onClick={() => setForm({ mode: 'create' })}>{t('guides.create')}</Button>
      </header>
      <GuidesFilterForm
        key={guidesSearchParams({ ...filters, page: 1 }).toString()}
        filters={filters}
        champions={catalog.data?.champions}
        onApply={apply}
      />
      <GuidesResults
        filters={filters}
        onPage={(page) => show({ ...filters, page })}
        onEdit={(guide) => setForm({ mode: 'edit', id: guide.id })}
        onDelete={setDeleting}
      />
      <GuideFormDialog target={form} onClose={() => setForm(null)} />
      <DeleteGuideDialog
        guide={deleting}
        title={deleting ? guideTitle(deleting, language) : ''}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
