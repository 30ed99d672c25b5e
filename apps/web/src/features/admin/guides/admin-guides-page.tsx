import { useTranslation } from 'react-i18next';
import { StatePanel } from '../../../shared/ui/state-panel.tsx';

/** Guides are not a feature of RiftScope yet: the page says so instead of showing samples. */
export function AdminGuidesPage() {
  const { t } = useTranslation('admin');
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('guides.title')}</h1>
      </header>
      <StatePanel
        title={t('guides.unavailable')}
        hint={t('guides.unavailable_hint')}
        role="status"
      />
    </div>
  );
}
