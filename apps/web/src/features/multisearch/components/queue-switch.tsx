import { MULTISEARCH_QUEUES, type MultiSearchQueue } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tabLinkClass } from '../../../shared/ui/tab-link-class.ts';

/**
 * Solo/Duo, Flex or All queues: links to the same lobby with `?queue=` (`pathOf`), so a board of
 * Flex can be shared and reloaded. The shown queue is marked with aria-current.
 */
export function QueueSwitch({
  queue,
  pathOf,
}: {
  queue: MultiSearchQueue;
  pathOf: (queue: MultiSearchQueue) => string;
}) {
  const { t } = useTranslation('multisearch');
  return (
    <nav aria-label={t('queue.label')}>
      <ul className="flex flex-wrap gap-1.5">
        {MULTISEARCH_QUEUES.map((option) => {
          const isShown = option === queue;
          return (
            <li key={option}>
              <Link
                to={pathOf(option)}
                aria-current={isShown ? 'page' : undefined}
                preventScrollReset
                className={tabLinkClass(isShown)}
              >
                {t(`queue.${option}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
