// Outlines name the wave once, in a heading, and then list leads with a state or a value ("ST segments:" over
// "- II/III/aVF: elevated ~2 mm" and "- I, aVL: isoelectric"), or name it in the first item only ("- I: QRS ~3 mm" then
// "- II: ~4 mm"). Each such item is read with its wave written in ("- II/III/aVF: ST segments elevated ~2 mm"), with an
// offset map back to the original text, so the claim grammar, which reads a wave beside its state, needs no outline rules.
import { applyEdits, identityText, type CompactText, type TextEdit } from './compact-text';
import { ARROW } from './scope-cues';
import { LEAD_NAME } from './extract-leads';

const WAVE = String.raw`(?:ST[- ]?T(?:[- ](?:waves?|changes?|segments?))?|ST(?:[- ](?:segments?|elevation|depression|changes?|deviation))?|QRS(?:[- ](?:complex(?:es)?|amplitudes?|voltages?|morphology|width|duration))?|[PTU][- ]?waves?|[PTU]|[QRS][- ]?waves?|T[- ]?wave[- ](?:inversions?|morphology|polarity)|[PRT][- ]?wave[- ](?:amplitudes?|morphology|polarity))`;
/** A line that is only a wave's name and a colon ("ST segments:", "ΔST at J point:", "ST elevation:"), or its bare name. */
const AT_J = String.raw`(?:[ \t]+(?:at|@)[ \t]+(?:the[ \t]+)?J(?:[- ]?point)?)?`;
/** A wave's bare name: a line of it alone is a heading (the bold markers are gone by now: "**T waves**" reads "T waves"). */
const WAVE_NAME = String.raw`(?:ST[- ]?T(?:[- ](?:waves?|segments?))?|ST(?:[- ]segments?)?|QRS(?:[- ](?:complex(?:es)?|amplitudes?|voltages?|morphology))?|[PQRSTU][- ]?waves?)`;
const HEADING = new RegExp(String.raw`^[ \t]*(?:(?:#{1,6}[ \t]*|[-*•][ \t]*|\d{1,2}[.)][ \t]*)?Δ?(${WAVE})${AT_J}(?:[ \t]*\([^()\n]{0,40}\))?[ \t]*:|(?:#{1,6}[ \t]*)?(${WAVE_NAME}))[ \t]*$`, 'i');
const LEADS = String.raw`(?:[Ll]eads?[ \t]+)?${LEAD_NAME}(?:[ \t]*(?:[,/&+]|[–—-]|to|and)[ \t]*${LEAD_NAME}){0,11}`;
const GROUP = String.raw`(?:(?:[Hh]igh[ \t]+)?(?:[Ii]nferior|[Ll]ateral|[Aa]nterior|[Ss]eptal|[Aa]nteroseptal|[Aa]nterolateral|[Ii]nferolateral|[Pp]recordial|[Cc]hest|[Ll]imb|[Rr]ight[- ]sided)(?:[ \t]+leads)?(?:[ \t]*\([^()\n]{0,40}\))?|(?:[Aa]ll|[Ee]very|[Oo]ther)(?:[ \t]+12)?[ \t]+(?:other[ \t]+)?leads?)`;
const BULLET = String.raw`[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]*`;
/** An outline item labelled by leads: bullet, lead list or lead group, separator, then what is said of them. */
const LEAD_ITEM = new RegExp(String.raw`^((?:${BULLET}|[ \t]*)(?:\*\*|__)?[ \t]*(?:${LEADS}|${GROUP})[ \t]*(?:\*\*|__)?(?:[ \t]*[:=][ \t]*|[ \t]+[–—-][ \t]+|[ \t]*[–—][ \t]*)(?:\*\*|__)?[ \t]*)(\S[^\n]*)$`);
/** A bullet under the heading, whatever it starts with ("- upright in I, II, V4–V6", "- isoelectric in every lead"). */
const BULLET_ITEM = new RegExp(String.raw`^(${BULLET})(\S[^\n]*)$`);
/** Leads and their values ("II +2.5 mm, III +3 mm, aVF +3 mm"): the wave is written before the first lead. */
const VALUE_ITEM = new RegExp(String.raw`^((?:${BULLET}|[ \t]*))(${LEAD_NAME}[ \t]+[+−–-]?\d[^\n]*)$`);
/** What an item says names a wave itself ("T inverted", "QRS 3 mm", "no ST shift", "deep S wave"). */
const NAMES_WAVE = /\b(?:ST|QRS|[PQRSTUJ])\b|\b[pqrstuj][- ]?(?:waves?|point)\b|\b(?:rS|Rs|qR|Rsr'?|rsR'?|QS)\b/;
/** The wave an item leads with, which the items below it without a wave inherit ("- I: QRS ~3 mm" over "- II: ~4 mm"). */
const LEADING_WAVE = new RegExp(String.raw`^(?:no[ \t]+)?(${WAVE})\b(?![ \t]*[:=])`, 'i');
/** "Reciprocal: I −1 mm, aVL −1.5 mm": the values of reciprocal change are ST levels. */
const RECIPROCAL_ITEM = new RegExp(String.raw`^((?:${BULLET}|[ \t]*)(?:\*\*|__)?[Rr]eciprocal(?:[ \t]+(?:changes?|depression))?(?:\*\*|__)?[ \t]*[:=][ \t]*)(${LEAD_NAME}[ \t]+[+−–-]?\d[^\n]*)$`);
const ARROW_RE = new RegExp(ARROW);
const MAX_LINES = 5000;

export function headedLeadLines(text: string): CompactText {
  if (!/\n/.test(text)) return identityText(text);
  const edits: TextEdit[] = [];
  let wave: string | null = null;
  let at = 0;
  for (let n = 0; n < MAX_LINES && at <= text.length; n++) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(at, end);
    const heading = HEADING.exec(line);
    const reciprocal = heading ? null : RECIPROCAL_ITEM.exec(line);
    const item = heading || reciprocal ? null : (LEAD_ITEM.exec(line) ?? (wave ? VALUE_ITEM.exec(line) ?? BULLET_ITEM.exec(line) : null));
    if (heading) wave = heading[1] ?? heading[2];
    else if (reciprocal) {
      const from = at + reciprocal[1].length;
      edits.push([from, from, 'ST ']);
    } else if (item) {
      const said = item[2];
      const leading = LEADING_WAVE.exec(said);
      if (leading) wave = leading[1];
      // (a wave named in a conclusion after an arrow is the conclusion's: "II +2.5 mm, III +3 mm → ST ↑ inferior")
      else if (wave && !NAMES_WAVE.test(said.split(ARROW_RE)[0])) {
        // the wave written over the item's first word (after a denial's "no"), so a claim of the wave alone maps back
        // onto that word
        const no = /^no[ \t]+/i.exec(said)?.[0] ?? '';
        const from = at + item[1].length + no.length;
        const word = /^\S+/.exec(said.slice(no.length))?.[0];
        // ("aVR, aVL: unremarkable" under ST-depression items: nothing abnormal in the ST-T there, not the depression's state)
        const normal = /^(?:unremarkable|normal|fine)\b/i.test(word ?? '') && /^ST(?![- ]?T)/i.test(wave);
        if (word) edits.push([from, from + word.length, `${normal ? 'ST-T' : wave} ${word}`]);
      }
    } else if (line.trim() !== '') wave = null;
    if (nl < 0) break;
    at = nl + 1;
  }
  return edits.length ? applyEdits(text, edits) : identityText(text);
}
