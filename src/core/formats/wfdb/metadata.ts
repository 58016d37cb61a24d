import type { EcgMetadata } from '../../types';
import type { WfdbRecordLine } from './header';

/**
 * Metadata from a header's '#' lines, in the styles PhysioNet databases use:
 * LUDB/MADB '<age>: 51 <sex>: F <diagnoses>:' followed by one diagnosis per line,
 * CinC 'Age: 56', 'Sex: Female', 'Dx: 164889003,59118001', MIT-BIH '69 M 1085 1629 x1'.
 */
export function metadataFromComments(comments: string[], record: WfdbRecordLine): EcgMetadata {
  const meta: EcgMetadata = {};
  const kept = comments.filter((c) => c.length > 0);
  if (kept.length) meta.comments = kept;
  const diagnoses: string[] = [];
  let inDiagnoses = false;
  for (const line of kept) {
    if (inDiagnoses) {
      diagnoses.push(line);
      continue;
    }
    const tagged = [...line.matchAll(/<([^<>]+)>:\s*([^<]*)/g)];
    if (tagged.length) {
      for (const [, key, rawValue] of tagged) {
        const k = key.trim().toLowerCase();
        const value = rawValue.trim();
        if (k === 'age') setAge(meta, value);
        else if (k === 'sex') setSex(meta, value);
        else if (k === 'diagnoses' || k === 'diagnosis') {
          if (value && !/^\(?none\)?$/i.test(value)) diagnoses.push(value);
          else if (!value) inDiagnoses = true;
        }
      }
      continue;
    }
    const kv = /^([A-Za-z][A-Za-z ]*?)\s*:\s*(.*)$/.exec(line);
    if (kv) {
      const k = kv[1].toLowerCase();
      const value = kv[2].trim();
      if (k === 'age') setAge(meta, value);
      else if (k === 'sex') setSex(meta, value);
      else if (k === 'dx') diagnoses.push(...value.split(',').map((d) => d.trim()).filter((d) => d && !/^unknown$/i.test(d)));
      continue;
    }
    const mit = /^(\d{1,3}|\?\??)\s+([MF?])(?:\s|$)/.exec(line);
    if (mit && meta.age === undefined && meta.sex === undefined) {
      setAge(meta, mit[1]);
      setSex(meta, mit[2]);
    }
  }
  if (diagnoses.length) meta.diagnoses = diagnoses;
  const start = startTime(record);
  if (start) meta.startTime = start;
  return meta;
}

function setAge(meta: EcgMetadata, value: string): void {
  if (!/^\d+(\.\d+)?$/.test(value)) return;
  const age = Number(value);
  if (age >= 0 && age < 150) meta.age = age;
}

function setSex(meta: EcgMetadata, value: string): void {
  const v = value.trim().toLowerCase();
  if (v === 'm' || v === 'male') meta.sex = 'M';
  else if (v === 'f' || v === 'female') meta.sex = 'F';
}

/** ISO 8601 start: 'YYYY-MM-DDTHH:MM:SS(.sss)' with a date, 'HH:MM:SS(.sss)' without one. */
function startTime(record: WfdbRecordLine): string | null {
  const t = record.baseTime ? isoTime(record.baseTime) : null;
  if (record.baseDate) return t ? `${record.baseDate}T${t}` : record.baseDate;
  return t;
}

function isoTime(t: string): string | null {
  const m = /^(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?(\.\d+)?$/.exec(t);
  if (!m) return null;
  // WFDB allows 'MM:SS' and 'H:MM:SS'.
  const [h, mi, s] = m[3] !== undefined ? [m[1], m[2], m[3]] : ['0', m[1], m[2]];
  const pad = (x: string): string => x.padStart(2, '0');
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 60) return null;
  return `${pad(h)}:${pad(mi)}:${pad(s)}${m[4] ?? ''}`;
}
