import { useTranslation } from 'react-i18next';

/** Said where augments are shown by their ids: their names and icons could not be loaded. */
export function NoNamesNote() {
  const { t } = useTranslation('arena');
  return (
    <p
      role="note"
      className="rounded-lg border border-dashed border-muted/60 bg-surface px-3 py-2 text-sm text-muted"
    >
      {t('augment_list.no_names')}
    </p>
  );
}
