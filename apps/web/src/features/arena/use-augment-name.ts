import type { ArenaAugmentRef } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';

/** An augment's name, or "Augment 1205" when Community Dragon did not name it. */
export function useAugmentName() {
  const { t } = useTranslation('arena');
  return (augment: ArenaAugmentRef) =>
    augment.name ?? t('augment_placeholder', { id: String(augment.id) });
}
