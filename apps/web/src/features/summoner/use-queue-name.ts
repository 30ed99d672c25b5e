import { useTranslation } from 'react-i18next';
import { matchQueueName, type QueueName, queueName } from '../../shared/domain/queue-name.ts';

/**
 * The translated name of a queue key from the API (`RANKED_SOLO` → "Ranked Solo/Duo"); with the
 * match's map and game mode, a queue the catalogue does not know is named after them
 * ("Summoner's Rift · Classic").
 */
export function useQueueName(): (
  queueType: string,
  game?: { mapId: number; gameMode: string },
) => string {
  const { t } = useTranslation('summoner');
  const say = (name: QueueName): string => {
    if ('key' in name) return t(`queues.${name.key}`);
    if ('id' in name) return t('queue_other', { id: name.id });
    if ('map' in name) {
      const mode = 'key' in name.mode ? t(`game_modes.${name.mode.key}`) : name.mode.text;
      return t('queue_on_map', { map: t(`maps.${name.map}`), mode });
    }
    return name.text;
  };
  return (queueType, game) => say(game ? matchQueueName(queueType, game) : queueName(queueType));
}
