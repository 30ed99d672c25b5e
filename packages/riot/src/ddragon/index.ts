export { DataDragonUnavailableError } from './errors.ts';
export {
  BOOTS_ITEM_ID,
  classifyItem,
  type ItemClass,
  type ItemClasses,
  itemClasses,
  LEGENDARY_MIN_GOLD,
} from './item-classes.ts';
export { loadDataDragon } from './load-data-dragon.ts';
export { QUEUES, type QueueInfo, queueInfo, queueName } from './queues.ts';
export { STAT_SHARDS } from './stat-shards.ts';
export * from './types.ts';
