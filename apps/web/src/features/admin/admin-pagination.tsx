import type { Language } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button.tsx';

/** Previous, "Page x of y" and Next under an admin table (users or news). */
export function AdminPagination({
  section,
  page,
  lastPage,
  language,
  onPage,
}: {
  section: 'users' | 'news';
  page: number;
  lastPage: number;
  language: Language;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const format = new Intl.NumberFormat(language);
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
          page: format.format(page),
          last: format.format(lastPage),
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
