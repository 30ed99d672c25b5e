import { useTranslation } from 'react-i18next';
import { queueName } from '../../shared/domain/queue-name.ts';

/** The translated name of a queue key from the API (`RANKED_SOLO` → "Ranked Solo/Duo"). */
export function useQueueName(): (queueType: string) => string {
  const { t } = useTranslation('summoner');
  return (queueType) => {
    const name = queueName(queueType);
    if ('key' in name) return t(`queues.${name.key}`);
    if ('id' in name) return t('queue_other', { id: name.id });
    return name.text;
  };
}
