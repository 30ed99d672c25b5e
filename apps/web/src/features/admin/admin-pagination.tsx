import type { Language } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../shared/domain/format-number.ts';
import { Button } from '../../shared/ui/button.tsx';

/** Previous, "Page x of y" and Next under an admin table (users, news or guides). */
export function AdminPagination({
  section,
  page,
  lastPage,
  language,
  onPage,
}: {
  section: 'users' | 'news' | 'guides';
  page: number;
  lastPage: number;
  language: Language;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <nav
      aria-label={t(`${section}.pagination.label`)}
      className="flex items-center justify-between gap-3"
    >
      <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <span aria-hidden="true">←</span>
        {t(`${section}.pagination.previous`)}
      </Button>
      <p className="text-sm text-muted tabular-nums" aria-live="polite">
        {t(`${section}.pagination.page`, {
          page: formatCount(page, language),
          last: formatCount(lastPage, language),
        })}
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onPage(page + 1)}
        disabled={page >= lastPage}
      >
        {t(`${section}.pagination.next`)}
        <span aria-hidden="true">→</span>
      </Button>
    </nav>
  );
}
