import type { AdminUser, Language } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { BanToggle } from './ban-toggle.tsx';
import { DeleteUserButton } from './delete-user-button.tsx';
import { formatShortDate, STATUS_BADGE } from './user-labels.ts';

const TABLE = 'w-full border-separate border-spacing-0 text-sm';
const FRAME = 'overflow-x-auto rounded-xl border border-line bg-surface';
const CELL = 'border-b border-line px-3 py-2 whitespace-nowrap';
const HEAD =
  'border-b border-line px-3 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase';
// The actions stay in view at the right while a tablet scrolls the other columns.
const STICKY_ACTIONS = 'sticky right-0 z-10 bg-surface shadow-[-1px_0_0_var(--color-line)]';
/*
 * A phone shows each user as a card instead of a row wider than the screen: the nickname and
 * id, the email on a line of its own, role, plan, status and date, then the actions. The values
 * say what they are, so the column headers are left to screen readers.
 */
const PHONE_TABLE = 'max-sm:block';
const PHONE_HEAD = 'max-sm:sr-only';
const PHONE_ROW =
  'max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:border-b max-sm:border-line max-sm:p-3 max-sm:last:border-b-0';
const PHONE_CELL = 'max-sm:border-0 max-sm:p-0';
const PHONE_ACTIONS =
  'max-sm:static max-sm:w-full max-sm:bg-transparent max-sm:pt-1.5 max-sm:shadow-none';
const COLUMNS = ['id', 'name', 'email', 'role', 'plan', 'status', 'created', 'actions'] as const;

function Head() {
  const { t } = useTranslation('admin');
  return (
    <thead className={PHONE_HEAD}>
      <tr>
        {COLUMNS.map((column) => (
          <th
            key={column}
            scope="col"
            className={`${HEAD} ${column === 'actions' ? `${STICKY_ACTIONS} text-right` : ''}`}
          >
            {t(`users.table.${column}`)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** One page of users with their status and the Edit, Ban/Unban and Delete actions (docs/product.md, Admin area). */
export function UsersTable({
  users,
  language,
  currentUserId,
  isBusy,
  onEdit,
}: {
  users: readonly AdminUser[];
  language: Language;
  currentUserId: number | null;
  isBusy: boolean;
  onEdit: (user: AdminUser) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className={`${FRAME} transition-opacity ${isBusy ? 'opacity-70' : ''}`}>
      <table
        aria-label={t('users.table.label')}
        aria-busy={isBusy}
        className={`${TABLE} ${PHONE_TABLE}`}
      >
        <Head />
        <tbody className="max-sm:block">
          {users.map((user) => {
            const isSelf = user.id === currentUserId;
            const status = user.is_blocked === 1 ? 'banned' : 'active';
            return (
              <tr key={user.id} className={`group ${PHONE_ROW}`}>
                <td
                  className={`${CELL} ${PHONE_CELL} text-muted tabular-nums group-hover:bg-surface-2 max-sm:order-2 max-sm:text-xs`}
                >
                  {user.id}
                </td>
                <th
                  scope="row"
                  className={`${CELL} ${PHONE_CELL} text-left font-semibold group-hover:bg-surface-2 max-sm:order-1 max-sm:min-w-0`}
                >
                  <span className="inline-flex max-w-full items-center gap-2">
                    <bdi className="max-w-48 truncate">{user.name}</bdi>
                    {isSelf && (
                      <span className="rounded bg-accent/15 px-1.5 py-0.5 text-[0.7rem] font-semibold text-accent">
                        {t('users.table.you')}
                      </span>
                    )}
                  </span>
                </th>
                <td
                  className={`${CELL} ${PHONE_CELL} group-hover:bg-surface-2 max-sm:order-3 max-sm:w-full max-sm:min-w-0`}
                >
                  <span className="block max-w-56 truncate max-sm:max-w-full" title={user.email}>
                    {user.email}
                  </span>
                </td>
                <td className={`${CELL} ${PHONE_CELL} group-hover:bg-surface-2 max-sm:order-4`}>
                  {t(`users.roles.${user.role}`)}
                </td>
                <td className={`${CELL} ${PHONE_CELL} group-hover:bg-surface-2 max-sm:order-5`}>
                  {t(`users.plans.${user.plan}`)}
                </td>
                <td className={`${CELL} ${PHONE_CELL} group-hover:bg-surface-2 max-sm:order-6`}>
                  <span
                    className={`inline-flex h-6 items-center rounded-md px-2 text-xs font-semibold ring-1 ${STATUS_BADGE[status]}`}
                  >
                    {t(`users.status.${status}`)}
                  </span>
                </td>
                <td
                  className={`${CELL} ${PHONE_CELL} text-muted group-hover:bg-surface-2 max-sm:order-7`}
                >
                  <time dateTime={user.created_at}>
                    {formatShortDate(user.created_at, language)}
                  </time>
                </td>
                <td
                  className={`${CELL} ${STICKY_ACTIONS} ${PHONE_CELL} ${PHONE_ACTIONS} group-hover:bg-surface-2 max-sm:order-8`}
                >
                  <div className="flex justify-end gap-2 max-sm:justify-start">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => onEdit(user)}
                      aria-label={t('users.actions.edit_label', { name: user.name })}
                    >
                      {t('users.actions.edit')}
                    </Button>
                    <BanToggle user={user} isSelf={isSelf} />
                    <DeleteUserButton user={user} isSelf={isSelf} />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The table's frame and grey rows while the first page loads. */
export function UsersTableSkeleton({ rows }: { rows: number }) {
  return (
    <div className={FRAME} aria-hidden="true">
      <table className={TABLE}>
        <Head />
        <tbody>
          {Array.from({ length: Math.min(rows, 10) }, (_, index) => (
            <tr key={index}>
              {COLUMNS.map((column) => (
                <td key={column} className={CELL}>
                  <Skeleton className={column === 'actions' ? 'ml-auto h-8 w-56' : 'h-4 w-16'} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
