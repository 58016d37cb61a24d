// Models called through an API answer in JSON, YAML or XML: {"st_elevation": false, "pr_ms": 160}, `p_waves: absent`,
// <rate>80</rate>, {"finding": "LBBB", "present": false}. The claim grammar reads "key: value" text, so structured
// answers are read as such (with an offset map back to the original): quotes dropped, a value of false, an empty list or
// "none" becomes "none" (a denial of the key), true becomes "present", null "unknown", and an XML element
// "<rate>80</rate>" becomes "rate: 80." (<think> and <answer> stay: they delimit the answer).
import { lineSpans, type CompactText } from './compact-text';

// a JSON key opens a line or follows "{", "[" or ","; prose quoting a term before a colon ('The "U waves": in V2 …') is not JSON
// (the <think> and <answer> tags of a reasoning trace are no structure: its quotes are another reader's words)
const STRUCTURED = /(?:^|[{[,])\s*"[^"\n]{0,80}"\s*:|<(?!(?:think|answer)\b)[A-Za-z_][\w-]{0,40}(?:\s[^<>]{0,200})?>[^<]{0,200}<\/|:\s*(?:true\b|false\b|\[\s*\]|~(?!\s*\d))/m;
const VALUE_WORDS: Record<string, string> = { false: 'none', true: 'present', null: 'unknown', '[]': 'none' };
const KEEP_TAGS = /^(?:think|answer)$/i;
/** A key that counts things (episodes, runs, pauses), right before its value. */
const COUNT_KEY = /(?:^|[_\s"])(?:episodes?|runs?|count|pauses?|number)(?:_[a-z]+)*"?\s*:\s*$/i;

/** A CSV of names and values ("parameter,value,unit,flag"): its rows read as "heart_rate: 48 bpm low". */
const CSV_HEADER = /^[ \t]*(?:parameter|measure(?:ment)?|field|name|item|metric|key|variable|feature)s?[ \t]*,[ \t]*(?:value|result|measured)\b[^\n]*$/im;

/** Where each row below a CSV header of names and values starts and ends, up to a blank line or a code fence. */
function csvRows(text: string): [number, number][] {
  const header = CSV_HEADER.exec(text);
  if (!header) return [];
  const rows: [number, number][] = [];
  const at = header.index + header[0].length + 1;
  for (const { line, start, end } of lineSpans(text.slice(at))) {
    if (!line.trim() || /^\s*```/.test(line) || !line.includes(',') || rows.length >= 500) break;
    rows.push([at + start, at + end]);
  }
  return rows;
}

export function plainStructure(original: string): CompactText {
  const rows = csvRows(original);
  if (!STRUCTURED.test(original) && !rows.length) return { text: original, map: Int32Array.from({ length: original.length + 1 }, (_, i) => i) };
  const out: string[] = [];
  const map: number[] = [];
  const emit = (s: string, at: number) => { for (const ch of s) { out.push(ch); map.push(at); } };
  /** The last character emitted that is not a space (a value follows a colon). */
  const afterColon = () => { for (let k = out.length - 1; k >= 0; k--) if (out[k] !== ' ' && out[k] !== '\t') return out[k] === ':'; return false; };
  let i = 0;
  const n = original.length;
  let row = 0, commas = 0, quoted = false;
  while (i < n) {
    const ch = original[i];
    while (row < rows.length && rows[row][1] < i) { row++; commas = 0; quoted = false; }
    if (row < rows.length && rows[row][0] <= i) {
      if (ch === '"') quoted = !quoted;
      else if (ch === ',' && !quoted) { emit(commas++ ? ' ' : ': ', i); i++; continue; }
    }
    if (ch === '"') { i++; continue; }
    if (ch === '<') {
      const tag = /^<(\/?)([A-Za-z_][\w-]{0,40})((?:\s[^<>]{0,200})?)>/.exec(original.slice(i, i + 260));
      if (tag && !KEEP_TAGS.test(tag[2])) {
        if (tag[1]) emit('. ', i);
        else {
          for (let k = 0; k < tag[2].length; k++) emit(tag[2][k] === '_' ? ' ' : tag[2][k], i + 1 + k);
          const attrs = tag[3].replace(/"/g, '');
          emit(attrs, i + 1 + tag[2].length);
          emit(': ', i + tag[0].length - 1);
        }
        i += tag[0].length;
        continue;
      }
    }
    if (afterColon()) {
      const word = /^(?:false|true|null)\b|^\[\s*\]|^~(?!\s*\d)|^n\/a\b/i.exec(original.slice(i, i + 8));
      if (word) {
        emit(VALUE_WORDS[word[0].replace(/\s+/g, '').toLowerCase()] ?? 'unknown', i);
        i += word[0].length;
        continue;
      }
      // "af_episodes": 0, "runs_of_vt": 0: a count of none
      if (/^0(?![\d.])/.test(original.slice(i, i + 2)) && COUNT_KEY.test(original.slice(Math.max(0, i - 60), i))) {
        emit('none', i);
        i += 1;
        continue;
      }
    }
    emit(ch, i);
    i++;
  }
  map.push(n);
  return { text: out.join(''), map: Int32Array.from(map) };
}

/**
 * "T: inverted in V4–V6", "ST – elevated in II", "Q waves = absent", "ST: no deviation": a wave's name as the key of a
 * report line and its state as the value read as one phrase ("T  inverted in V4–V6", "no ST  deviation"). The text
 * keeps its length, so spans need no map.
 */
const WAVE_KEY = /^([ \t]*(?:[-*•]\s*)?)((?:ST|T|P|Q|U)(?:[ -]?(?:waves?|segments?))?)(\s*[:=]\s*|[ \t]+[–—-][ \t]+|[ \t]*[–—][ \t]*)(no[ \t]+)?(?=[a-z])/gim;

/** An answer template's choices after a key ("Pauses (yes/no): no"): blanked, so the key and its answer read as "Pauses: no". */
const ANSWER_CHOICES = /[ \t]*\((?:yes\s*\/\s*no|y\s*\/\s*n|present\s*\/\s*absent|absent\s*\/\s*present)\)(?=\s*:)/gi;

/** A line opened by an answer's label ("A: Yes — …"): its "Q:" lines are questions (transcript.ts), not Q waves. */
const ANSWER_LINE = /^[ \t]*(?:\*\*)?A(?:\*\*)?[ \t]*:/m;

/** A record's per-lead key ("st_v2_mm", "t_ii_mv", after the underscores became spaces): the wave and lead as reports write them. */
const LEAD_KEY = /\b(st|[pqrstu])( )(i{1,3}|av[rlf]|v[1-9])( )(mv|mm|ms)(?=\s*[:=])/gi;
const canonicalKeyLead = (lead: string) => (/^av/i.test(lead) ? `aV${lead[2].toUpperCase()}` : lead.toUpperCase());

export function joinWaveKeys(text: string): string {
  const questions = ANSWER_LINE.test(text);
  return text
    .replace(LEAD_KEY, (_, wave: string, s1: string, lead: string, s2: string, unit: string) => wave.toUpperCase() + s1 + canonicalKeyLead(lead) + s2 + unit)
    .replace(ANSWER_CHOICES, (m) => ' '.repeat(m.length))
    .replace(WAVE_KEY, (all, lead: string, key: string, sep: string, no: string | undefined) =>
      questions && key === 'Q' ? all : lead + (no ?? '') + key + ' '.repeat(sep.length));
}
