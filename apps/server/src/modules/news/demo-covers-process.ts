/**
 * The process that draws the demo covers (started by `drawDemoCoversApart`): it sends them to its
 * parent and ends, and libvips' threads and buffers end with it.
 */
import { drawDemoCovers } from './demo-covers.ts';
import { DEMO_NEWS } from './demo-news-content.ts';

const covers = await drawDemoCovers(DEMO_NEWS);
process.send?.(covers, () => process.disconnect());
