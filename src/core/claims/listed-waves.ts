// Lists name a wave once and go on with states and leads: "ST elevation in V1–V4, depression in II, III and aVF",
// "T waves upright in I and II but inverted in V5–V6", "ST: elevated V1–V4; depressed II, III, aVF". Each later item
// that opens with a state word of that wave and goes on to leads is read with the wave written in ("ST depression in
// II, III and aVF"), with an offset map back to the original text, as heading-waves.ts does for outlines.
import { applyEdits, identityText, type CompactText, type TextEdit } from './compact-text';
import { LEAD_NAME } from './extract-leads';

/** The states each inheritable wave takes in a list item. */
const STATES: Record<'ST' | 'T' | 'P', RegExp> = {
  ST: /^(?:elevat(?:ed|ion)|depress(?:ed|ion)|isoelectric|raised|lowered|[↑↓])$/i,
  T: /^(?:invert(?:ed|ions?)|flatten(?:ed|ing)|flat|upright|peaked|tall|biphasic|notched|negative|positive|hyperacute)$/i,
  P: /^(?:inverted|upright|peaked|notched|biphasic|negative|positive|bifid)$/i,
};
const STATE_WORD = /[↑↓]|elevat(?:ed|ion)|depress(?:ed|ion)|isoelectric|raised|lowered|invert(?:ed|ions?)|flatten(?:ed|ing)|flat|upright|peaked|tall|biphasic|notched|negative|positive|hyperacute|bifid/.source;
/** Any wave or interval named in the text: the nearest one before an item is what the item is said of. */
const WAVE_MENTION = /\b(?:ST[- ]?T|ST|QRS|PR|QTc?|J[- ]?point|[PQRSTU](?:[- ]?waves?)?|[pqrstu][- ]?waves?)\b/g;
const LEADS = String.raw`(?:the[ \t]+)?(?:leads?[ \t]+)?(?:${LEAD_NAME}\b|(?:high[ \t]+)?(?:inferior|lateral|anterior|septal|anteroseptal|anterolateral|inferolateral|precordial|chest|limb|right[- ]sided)\b)`;
const VALUE = String.raw`(?:[ \t]+(?:by[ \t]+)?[~≈]?[ \t]*[+−–-]?\d+(?:\.\d+)?[ \t]*(?:mm|mV)\b)?`;
const ITEM = new RegExp(
  String.raw`([,;][ \t]*(?:(?:and|but|while|whereas|yet|with|plus)[ \t]+)?|[ \t]+(?:and|but|while|whereas|yet|with|plus)[ \t]+)(?:(?:slightly|mildly|markedly|deeply|clearly|frankly)[ \t]+)?(${STATE_WORD})(?!\w)(?=${VALUE}[ \t]+(?:(?:in|at|across|throughout|over|from)[ \t]+)?${LEADS})`,
  'gi',
);
const LEAD_AFTER = new RegExp(String.raw`(?:^|[ \t(])${LEADS}|\bleads\b`);
const MAX_ITEMS = 2000;
/** How far back an item looks for its wave: a list is one sentence, not a page. */
const MAX_REACH = 400;

/**
 * The wave of the nearest mention before `at` in the same sentence, if it is one whose states a list item can take.
 * After a bare conjunction an earlier item must have named leads ("T waves tall and peaked in V2–V4" is one item).
 */
function nearestWave(text: string, at: number, bare: boolean): 'ST' | 'T' | 'P' | null {
  let start = at;
  while (start > Math.max(0, at - MAX_REACH) && !/[\n!?]/.test(text[start - 1]) && !(text[start - 1] === '.' && !/\d/.test(text[start] ?? ''))) start--;
  let last: RegExpExecArray | null = null;
  for (const m of text.slice(start, at).matchAll(WAVE_MENTION)) last = m;
  if (!last || (bare && !LEAD_AFTER.test(text.slice(start + last.index + last[0].length, at)))) return null;
  const wave = last[0].replace(/[- ]?waves?$/i, '').toUpperCase();
  return wave === 'ST' || wave === 'T' || wave === 'P' ? wave : null;
}

/** "ST segments show neither elevation nor depression", "ST segments: no elevation or depression": the segment's states, bare. */
const SEGMENT_STATES = /\bST[ \t-]*segments?[ \t]*(?::|[ \t](?:shows?|showed|has|have|had|with|without|demonstrates?|reveals?|displays?)\b)[ \t]*(?:(?:no|neither|any|some)[ \t]+)?(?:(?:significant|mild|slight|minimal|definite)[ \t]+)?(elevation|depression)\b(?:([ \t]+(?:n?or|and)[ \t]+|[ \t]*\/[ \t]*)(elevation|depression)\b)?/gi;

export function listedWaves(text: string): CompactText {
  const edits: TextEdit[] = [];
  for (const m of text.matchAll(SEGMENT_STATES)) {
    if (edits.length > MAX_ITEMS) break;
    const first = m.index + m[0].length - (m[2] ? m[1].length + m[2].length + m[3].length : m[1].length);
    edits.push([first, first + m[1].length, `ST ${m[1]}`]);
    if (m[2]) edits.push([first + m[1].length + m[2].length, m.index + m[0].length, `ST ${m[3]}`]);
  }
  let n = 0;
  for (const m of text.matchAll(ITEM)) {
    if (++n > MAX_ITEMS) break;
    const word = m[2];
    const from = m.index + m[0].length - word.length;
    const wave = nearestWave(text, from, !/[,;]/.test(m[1]));
    if (wave && STATES[wave].test(word)) edits.push([from, from + word.length, `${wave} ${word}`]);
  }
  return edits.length ? applyEdits(text, edits.sort((x, y) => x[0] - y[0])) : identityText(text);
}
