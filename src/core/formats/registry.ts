import type { FormatLoader } from './loader.js';
import { edfLoader } from './edf';
import { jsonRecordLoader } from './json-record';
import { csvLoader } from './csv';
import { wfdbLoader } from './wfdb/wfdb-loader';
import { hl7AecgLoader } from './hl7-aecg';
import { museLoader } from './muse';
import { dicomLoader } from './dicom';
import { philipsSierraLoader } from './philips/sierra-xml';
import { scpEcgLoader } from './scp/scp-ecg';
import { ishneLoader } from './ishne';

/**
 * Every file format the workbench opens. Order matters for sniffing: more specific first.
 * Each format lives in its own module and adds one line here.
 */
export const LOADERS: FormatLoader[] = [
  edfLoader,
  jsonRecordLoader,
  csvLoader,
  wfdbLoader,
  hl7AecgLoader,
  museLoader,
  dicomLoader,
  philipsSierraLoader,
  scpEcgLoader,
  ishneLoader,
];
