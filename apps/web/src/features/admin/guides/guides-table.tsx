import {
  type AdminGuide,
  type GuideStatus,
  LANGUAGES,
  type Language,
  type Role,
} from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/domain/format-date.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { GameImage } from '../../../shared/ui/game-image.tsx';
import { RoleIcon } from '../../../shared/ui/role-icon.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import type { GuideAction } from '../api/admin-guides-api.ts';
import { type GuideRowAction, guideRowActions, guideTitle } from './guide-labels.ts';

// Below md each row is a card (title, details, then the actions), so that nothing hides off
// the side of a phone; from md up it is a table whose Actions column stays in view.
const TABLE = 'w-full border-separate border-spacing-0 text-sm max-md:block';
export const FRAME = 'overflow-x-auto rounded-xl border border-line bg-surface';
const ROW =
  'group max-md:grid max-md:grid-cols-[1fr_auto] max-md:items-center max-md:gap-x-3 max-md:gap-y-2 max-md:border-b max-md:border-line max-md:p-4 max-md:last:border-b-0';
const CELL = 'border-b border-line px-3 py-2 group-hover:bg-surface-2 max-md:border-0 max-md:p-0';
// Headings may wrap ("Status / Languages" in two lines), so that the columns are as wide as
// their cells.
const HEAD =
  'border-b border-line px-3 py-2.5 text-left align-bottom text-xs font-semibold tracking-wide text-muted uppercase';
const STICKY_ACTIONS =
  'md:sticky md:right-0 md:z-10 md:bg-surface md:shadow-[-1px_0_0_var(--color-line)]';
/**
 * Role shares the champion's column, the languages the status's and the date the author's, so
 * that the table and its actions in one line fit 1280 px.
 */
const COLUMNS = [
  'title',
  'champion_role',
  'status_languages',
  'author_updated',
  'actions',
] as const;

/** Yellow while a draft, blue in review, green once published. */
const STATUS_BADGE: Record<GuideStatus, string> = {
  draft: 'bg-amber-400/15 text-amber-200 ring-amber-300/40',
  review: 'bg-link/15 text-link ring-link/40',
  published: 'bg-win/15 text-win ring-win/40',
};

export function GuideStatusBadge({ status }: { status: GuideStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={`inline-flex h-6 items-center rounded-md px-2 text-xs font-semibold whitespace-nowrap ring-1 ${STATUS_BADGE[status]}`}
    >
      {t(`guides.statuses.${status}`)}
    </span>
  );
}

/** EN RU TR, the languages not written muted; screen readers hear which are written. */
function LanguageChips({ written }: { written: readonly Language[] }) {
  const { t } = useTranslation('admin');
  const names = written.map((language) => t(`news.languages.${language}`)).join(', ');
  return (
    <>
      <span aria-hidden="true" className="inline-flex gap-1">
        {LANGUAGES.map((language) => {
          const isWritten = written.includes(language);
          return (
            <span
              key={language}
              data-written={isWritten}
              className={`rounded px-1.5 py-0.5 text-[11px] font-bold uppercase ${
                isWritten ? 'bg-accent/15 text-accent' : 'bg-surface-2 text-muted/50 line-through'
              }`}
            >
              {language}
            </span>
          );
        })}
      </span>
      <span className="sr-only">{t('guides.table.languages_written', { languages: names })}</span>
    </>
  );
}

function Head() {
  const { t } = useTranslation('admin');
  return (
    <thead className="max-md:hidden">
      <tr>
        {COLUMNS.map((column) => (
          <th
            key={column}
            scope="col"
            className={`${HEAD} ${column === 'actions' ? `${STICKY_ACTIONS} text-right` : ''}`}
          >
            {t(`guides.table.${column}`)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

const ACTION_VARIANT: Record<GuideRowAction, 'secondary' | 'primary' | 'danger'> = {
  edit: 'secondary',
  submit: 'primary',
  publish: 'primary',
  unpublish: 'secondary',
  delete: 'danger',
};

function RowActions({
  guide,
  title,
  actions,
  pending,
  onEdit,
  onAction,
  onDelete,
}: {
  guide: AdminGuide;
  title: string;
  actions: readonly GuideRowAction[];
  /** The action running on this guide, if any. */
  pending: GuideAction | null;
  onEdit: (guide: AdminGuide) => void;
  onAction: (guide: AdminGuide, action: GuideAction) => void;
  onDelete: (guide: AdminGuide) => void;
}) {
  const { t } = useTranslation('admin');
  if (actions.length === 0) {
    return <p className="text-xs text-muted md:text-right">{t('guides.table.no_actions')}</p>;
  }
  const run = (action: GuideRowAction) => {
    if (action === 'edit') onEdit(guide);
    else if (action === 'delete') onDelete(guide);
    else onAction(guide, action);
  };
  return (
    <div className="flex flex-wrap gap-2 md:w-72 md:justify-end">
      {actions.map((action) => (
        <Button
          key={action}
          variant={ACTION_VARIANT[action]}
          size="sm"
          className="whitespace-nowrap"
          disabled={pending !== null}
          aria-busy={pending === action}
          onClick={() => run(action)}
          aria-label={t(`guides.table.${action}_label`, { title })}
        >
          {t(`guides.table.${action}`)}
        </Button>
      ))}
    </div>
  );
}

/** Every guide of the page with what the caller may do to it. */
export function GuidesTable({
  guides,
  language,
  caller,
  isBusy,
  pending,
  onEdit,
  onAction,
  onDelete,
}: {
  guides: readonly AdminGuide[];
  language: Language;
  caller: { id: number; role: Role } | null;
  isBusy: boolean;
  /** The guide whose action runs, and which. */
  pending: { id: number; action: GuideAction } | null;
  onEdit: (guide: AdminGuide) => void;
  onAction: (guide: AdminGuide, action: GuideAction) => void;
  onDelete: (guide: AdminGuide) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className={`${FRAME} transition-opacity ${isBusy ? 'opacity-70' : ''}`}>
      <table aria-label={t('guides.table.caption')} aria-busy={isBusy} className={TABLE}>
        <Head />
        <tbody className="max-md:block">
          {guides.map((guide) => {
            const title = guideTitle(guide, language) || t('guides.table.untitled');
            return (
              <tr key={guide.id} className={ROW}>
                <th
                  scope="row"
                  className={`${CELL} text-left font-semibold max-md:col-span-2 max-md:text-base`}
                >
                  <span className="line-clamp-2 md:max-w-xs md:min-w-40">{title}</span>
                </th>
                <td className={CELL}>
                  <span className="flex items-center gap-2">
                    <GameImage
                      src={guide.champion.image_url}
                      alt=""
                      name={guide.champion.name}
                      width={28}
                      height={28}
                      className="size-7 shrink-0 rounded"
                    />
                    <span className="min-w-0">
                      <span className="block whitespace-nowrap">{guide.champion.name}</span>
                      <span className="flex items-center gap-1 text-xs whitespace-nowrap text-muted">
                        <RoleIcon role={guide.role} className="size-3.5" />
                        {t(`guides.roles.${guide.role}`)}
                      </span>
                    </span>
                  </span>
                </td>
                <td className={CELL}>
                  <span className="flex flex-col items-start gap-1.5">
                    <GuideStatusBadge status={guide.status} />
                    <LanguageChips written={guide.languages} />
                  </span>
                </td>
                <td className={`${CELL} max-md:col-span-2`}>
                  {guide.author.name ? (
                    <bdi className="block">{guide.author.name}</bdi>
                  ) : (
                    <span className="block text-muted">{t('guides.table.deleted_author')}</span>
                  )}
                  <time
                    dateTime={guide.updated_at}
                    className="block text-xs whitespace-nowrap text-muted"
                  >
                    {formatDate(guide.updated_at, language)}
                  </time>
                </td>
                <td className={`${CELL} ${STICKY_ACTIONS} max-md:col-span-2`}>
                  <RowActions
                    guide={guide}
                    title={title}
                    actions={guideRowActions(guide, caller)}
                    pending={pending?.id === guide.id ? pending.action : null}
                    onEdit={onEdit}
                    onAction={onAction}
                    onDelete={onDelete}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function GuidesTableSkeleton() {
  return (
    <div className={`${FRAME} space-y-3 p-4`}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-8" />
      ))}
    </div>
  );
}
