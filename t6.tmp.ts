import { loadRecordFromPath } from './src/cli/io';
const rec = await loadRecordFromPath('/work/shared/data/ludb/data/1.hea');
console.log(rec.annotations.slice(0, 12), rec.annotations.length, rec.metadata);
