import { defaultOrderOf, type TierListSort } from './api/tier-list-api.ts';

/** The address's search with this sort, defaults left out and everything else kept. */
export function searchWithSort(params: URLSearchParams, { sort, order }: TierListSort): string {
  const search = new URLSearchParams(params);
  if (sort === 'score') search.delete('sort');
  else search.set('sort', sort);
  if (order === defaultOrderOf(sort)) search.delete('order');
  else search.set('order', order);
  search.delete('page');
  const text = search.toString();
  return text ? `?${text}` : '';
}
