import {
  DEFAULT_MULTISEARCH_QUEUE,
  type Language,
  MULTISEARCH_QUEUES,
  type MultiSearchQueue,
  type Region,
} from '@riftscope/contracts';
import { multiSearchPath } from '../../shared/domain/multisearch-path.ts';

const isQueue = (value: string | null): value is MultiSearchQueue =>
  (MULTISEARCH_QUEUES as readonly (string | null)[]).includes(value);

/**
 * The queue of the address (`?queue=`): Solo/Duo when it names none or one the switch does not
 * have, so an odd link still shows a board instead of the server's refusal.
 */
export const queueFromSearch = (search: URLSearchParams): MultiSearchQueue => {
  const queue = search.get('queue');
  return isQueue(queue) ? queue : DEFAULT_MULTISEARCH_QUEUE;
};

/**
 * The multi-search of `text` in a region and queue: the pasted text as `?q=`, then `&queue=`
 * unless it is Solo/Duo, the default (so the plain address of a lobby stays as it was).
 */
export function multiSearchQueuePath(
  language: Language,
  region: Region,
  text: string,
  queue: MultiSearchQueue,
): string {
  const path = multiSearchPath(language, region, text);
  return queue === DEFAULT_MULTISEARCH_QUEUE ? path : `${path}&${new URLSearchParams({ queue })}`;
}
