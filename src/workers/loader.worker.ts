import * as Comlink from 'comlink';
import { loadRecord } from '../core/formats';
import type { LoadOptions } from '../core/formats';
import type { EcgRecord } from '../core/types';
import { BlobFileSet } from './blob-fileset';
import { uniqueBuffers } from './bridge';

const api = {
  /** Load `mainName` from the given files (File objects are cloned cheaply; bytes read here). */
  async load(files: File[], mainName: string, options?: LoadOptions): Promise<EcgRecord> {
    const record = await loadRecord(new BlobFileSet(files), mainName, options);
    return Comlink.transfer(record, uniqueBuffers(record.leads.map((l) => l.samples)));
  },
};

export type LoaderApi = typeof api;
Comlink.expose(api);
