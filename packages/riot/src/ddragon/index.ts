export { DataDragonUnavailableError } from './errors.ts';
export { loadDataDragon } from './load-data-dragon.ts';
export { QUEUES, type QueueInfo, queueInfo, queueName } from './queues.ts';
export { STAT_SHARDS } from './stat-shards.ts';
export * from './types.ts';
