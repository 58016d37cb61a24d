// Splits a response into clauses (character spans) and finds negation and hedge scopes in them.

export interface Clause {
  span: [number, number];
  text: string;
  /** Spans (absolute) covered by a preceding negation cue ("no", "without", "absence of", ...). */
  negated: [number, number][];
  /** Spans covered by a hedge that withdraws the claim ("cannot rule out", "to exclude"). */
  hedged: [number, number][];
  /** Part of a sentence that ends in "?": asked, not asserted ("Low voltage in the limb leads?"). */
  question: boolean;
}

// '.' ends a sentence unless it sits between digits (0.12) or follows a common abbreviation.
const SENTENCE_END = /(?<!\b(?:approx|e\.g|i\.e|vs|min|sec|Dr|msec|approx\.))(?<!\d)[.!?](?=\s|$|<)|(?<=\d)\.(?=\s+[A-Z*]|\s*$|\s*\n)|[\n;]|<\/?(?:think|answer)>/g;
const CLAUSE_BREAK = /,?\s+\b(?:but|however|although|though|whereas|while|yet)\b/gi;

const NEGATION_CUE =
  /\b(?:no|not|nor|neither|without|absence of|absent|lack of|lacks|lacking|free of|negative for|rules? out|ruled out|excludes?|excluded|never|none|rather than|instead of|(?:cannot|can not|unable to)\s+(?:see|identify|find|detect|discern|appreciate|visuali[sz]e|make\s+out))\b|n't\b/gi;
const HEDGE_CUE = /\b(?:cannot|can't|can not|could not|unable to)\s+(?:be\s+)?(?:rule[ds]?\s+out|exclude[ds]?|excluded|ruled\s+out)|\b(?:to|should)\s+(?:rule\s+out|exclude)\b|\b(?:r\/o|rule out)\b(?=\s+(?:acute|possible|an?\b))/gi;
const CANNOT_ASSESS = /\b(?:cannot|can't|can not|could not|unable to|not possible to|difficult to|hard to)\s+(?:be\s+)?(?:reliably\s+|accurately\s+)?(?:appl(?:y|ied)|assess(?:ed)?|evaluat(?:e|ed)|determin(?:e|ed)|interpret(?:ed)?|diagnos(?:e|ed)|us(?:e|ed))\b/i;
// A hypothesis weighed, not asserted: "reciprocal depression in the inferior leads would fit an anterior MI", "if this
// were LAFB, …", "if there were strain, we would see …".
const CONDITIONAL = /\bwould\s+(?:fit|suggest|indicate|support|point\s+to|mean|favou?r|see|expect|show|be\s+(?:consistent|compatible)\s+with)\b|\bif\s+(?:this|it|that|there|the\s+\w+(?:\s+\w+)?)\s+(?:were|was)\b/i;
// General knowledge, risks and hypotheticals about a patient, not statements about this ECG: "inferior MI commonly
// produces first-degree block, Wenckebach or complete heart block", "high risk of progression to CHB", "watch for
// AV block", "with CHB you'd expect a regular escape rhythm", "if they ever develop AF". The whole clause.
const GENERIC =
  /\b(?:commonly|often|frequently|typically|usually|classically|generally|can|may|might)\s+(?:produces?|causes?|leads?\s+to|results?\s+in|presents?\s+with|progress(?:es)?\s+to|evolves?\s+(?:in)?to|develops?|be\s+seen\s+in)\b|\btends?\s+to\s+(?:progress|cause|lead|produce|develop)\b|\b(?:you|we|one)(?:'d|\s+would)?\s+(?:normally\s+|typically\s+|usually\s+)?expect\b/i;
/** The same from the cue on: what precedes it is still asserted ("The slow rate is likely normal if the patient is an athlete"). */
const PROSPECTIVE = /\b(?:risks?|danger)\s+of\b|\bat\s+risk\b|\b(?:watch(?:ing)?|monitor(?:ing)?|look(?:ing)?)\s+(?:out\s+)?for\b|\bon\s+a\s+monitor\s+for\b|\bif\s+(?:the\s+patient|a\s+patient|they|he|she|you)\b/i;
const DEFINITION = /\([\w\s′'°-]{1,30}(?:\+[\w\s′'°-]{1,30})+\)/g;
// A reading the answer gives up: "I initially read this as LBBB, but…", "At first glance I thought there was ST
// elevation", "My first thought was flutter", "I was going to write 'normal axis' — but…". From the cue to the clause end.
const WITHDRAWN =
  /\b(?:I\s+(?:initially|first|originally)\s+(?:read|thought|called|took|considered|interpreted|labell?ed)|(?:at\s+first(?:\s+glance)?|initially|originally),?\s+I\s+(?:thought|read|considered|called)|I\s+thought(?=\s+(?:it|this|there|that)\b)|my\s+(?:first|initial|original)\s+(?:read|reading|thought|impression|guess|instinct|call)\s+was|I\s+was\s+going\s+to\s+(?:write|say|call))\b/i;
// A negation cue directly after the mention: "PR is not prolonged", "ST elevation is absent".
// "X, not Y" negates Y, not X: a bare "not" after the mention needs a copula or a verb of seeing.
export const POST_NEGATION = /^[\s,]*(?:(?:(?:is|are|was|were|has been|have been|appears?|seems?|criteria (?:are|is))\s+(?:not\b|absent\b))|(?:is|are|was|were)n't\b|absent\b|not\s+(?:present|seen|identified|evident|noted|observed|met|detected)\b|(?:can(?:not|'t)|could not|can not)\s+be\s+(?:seen|identified|found|detected|demonstrated|appreciated)\b)/i;

function splitSpans(text: string, start: number, end: number, re: RegExp): [number, number][] {
  const out: [number, number][] = [];
  let from = start;
  re.lastIndex = start;
  const body = text.slice(0, end);
  for (let m = re.exec(body); m && m.index < end; m = re.exec(body)) {
    if (m.index >= from) {
      out.push([from, m.index]);
      from = m.index + m[0].length;
    }
    if (m[0].length === 0) re.lastIndex++;
  }
  out.push([from, end]);
  return out.filter(([a, b]) => text.slice(a, b).trim().length > 0);
}

/** Scope of a negation cue: to the clause end, but a comma followed by a long new phrase ends it. */
/** A negation reaches at most this far. */
const MAX_SCOPE = 200;

function negationScope(text: string, cueEnd: number, clauseEnd1: number): [number, number] {
  const clauseEnd0 = Math.min(clauseEnd1, cueEnd + MAX_SCOPE);
  // a colon or a dash starts a new statement ("no P waves: atrial fibrillation"), as do causes ("no further analysis
  // due to LBBB") and conclusions ("no discernible P waves -> atrial fibrillation", "…, therefore AF")
  const stop = text.slice(cueEnd, clauseEnd0).search(/:\s|\s[-–—]\s|\(|-+>|=+>|[→⇒⟶]|,\s*so\b|\b(?:due\s+to|because\s+of|secondary\s+to|given|in\s+the\s+setting\s+of|in\s+the\s+presence\s+of|on\s+top\s+of|superimposed\s+on|caused\s+by|therefore|thus|hence)\b/i);
  const clauseEnd = stop >= 0 ? cueEnd + stop : clauseEnd0;
  let pos = cueEnd;
  while (pos < clauseEnd) {
    const comma = text.indexOf(',', pos);
    if (comma < 0 || comma >= clauseEnd) break;
    const rest = text.slice(comma + 1, clauseEnd);
    const next = rest.split(',')[0].trim();
    const verbless = !/\b(?:is|are|was|were|shows?|showing|seen|noted|present|suggests?|consistent)\b/i.test(next);
    // "No ST elevation, depression or T wave inversion": a list the negation spans ends in "or"/"nor"; "no P waves,
    // irregular rhythm" lists two positive findings, so a verb-less item stays negated only before such an end.
    const closedByOr = /\b(?:or|nor)\b/i.test(text.slice(comma + 1, clauseEnd));
    const listItem = /^(?:or|nor|and no|no|any)\b/i.test(next) || (verbless && closedByOr);
    if (!listItem) return [cueEnd, comma];
    pos = comma + 1;
  }
  // "... and T wave inversion in V1" after a negated list item: an "and" followed by a verb-less phrase stays negated;
  // " with " starts a new positive statement ("no ST elevation with T inversion" is rare; "without X with Y" rarer).
  // "no Q waves and the axis is normal": an "and" that opens a clause of its own (subject and verb) ends it too
  const withAt = text.slice(cueEnd, clauseEnd).search(/\s(?:with(?!\s+(?:variable\s+)?\d\s*:\s*\d)|showing|and there is|and there are|and an?|and\s+(?:the\s+)?\w+(?:\s+\w+)?\s+(?:is|are|was|were|shows?|looks?)\b)\s/i);
  if (withAt >= 0) return [cueEnd, cueEnd + withAt];
  return [cueEnd, clauseEnd];
}

/** Cuts a span longer than `max` at whitespace (or hard) into pieces of at most `max` characters. */
function chunk(text: string, [a, b]: [number, number], max: number): [number, number][] {
  const out: [number, number][] = [];
  while (b - a > max) {
    const cut = text.lastIndexOf(' ', a + max);
    const at = cut > a + max / 2 ? cut : a + max;
    out.push([a, at]);
    a = at;
  }
  out.push([a, b]);
  return out;
}

/** "Negatives:", "Absent:", "Pertinent negatives:": what the heading lists (inline or as the bullets below it) is denied. */
const NEGATIVE_HEADING = /^[\s*#>_-]*(?:pertinent\s+)?(?:negatives?|absent|not\s+(?:present|seen)|excluded|ruled\s+out)\s*\**\s*:\s*\**/i;
const BULLET = /^\s*(?:[-*•+]|\d{1,2}[.)])\s+/;
/** A line listing a question's options ("(A) atrial flutter (B) left bundle branch block …"): none of them is asserted. */
const OPTION_MARK = /(?:^|\s)\(?[A-E]\)\s/g;
/** "Flutter? No." — a question the answer itself answers. */
const ANSWERED_NO = /^\s*(?:no|none|absent|not\s+(?:seen|present))\b/i;
const ANSWERED_YES = /^\s*(?:yes|present)\b/i;
const ATTRIBUTE_QUESTION = /\b(?:new|old|acute|chronic|recent|prior|previous|changed|significant|clinically|symptomatic|the\s+cause|why)\b/i;

export function segmentClauses(text: string, maxClause = 1500): Clause[] {
  const clauses: Clause[] = [];
  let underNegativeHeading = false;
  for (const sentence of splitSpans(text, 0, text.length, SENTENCE_END)) {
    const line = text.slice(sentence[0], sentence[1]);
    const after = text.slice(sentence[1] + 1, sentence[1] + 16);
    const asked = text[sentence[1]] === '?';
    // "Is the LBBB new? No prior ECG…" asks about its age, not whether it is there
    const answeredNo = asked && ANSWERED_NO.test(after) && !ATTRIBUTE_QUESTION.test(line);
    const question = asked && !answeredNo && !ANSWERED_YES.test(after);
    const options = (line.match(OPTION_MARK) ?? []).length >= 2;
    const heading = NEGATIVE_HEADING.exec(line);
    const headingAlone = heading !== null && !line.slice(heading[0].length).trim();
    // a heading's bullets are denied until a line that is not a bullet
    if (!headingAlone && !BULLET.test(line)) underNegativeHeading = false;
    const denied: [number, number] | null = heading ? [sentence[0] + heading[0].length, sentence[1]] : underNegativeHeading || answeredNo ? sentence : null;
    if (headingAlone) underNegativeHeading = true;
    for (const [a, b] of chunk(text, sentence, maxClause).flatMap(([s, e]) => splitSpans(text, s, e, CLAUSE_BREAK))) {
      const body = text.slice(a, b);
      const negated: [number, number][] = [];
      const hedged: [number, number][] = [];
      HEDGE_CUE.lastIndex = 0;
      // "X cannot be excluded / ruled out" withdraws X, named before the cue: the whole clause
      for (let m = HEDGE_CUE.exec(body); m; m = HEDGE_CUE.exec(body)) hedged.push([/\bbe\s+(?:excluded|ruled\s+out)\b/i.test(m[0]) ? a : a + m.index, b]);
      // "criteria for LVH cannot be applied in LBBB": nothing in the clause is asserted
      const conditional = CONDITIONAL.exec(body);
      // "X would fit Y" asserts neither; "X, which would fit Y" asserts X
      if (conditional && /\b(?:which|that|this|these|it)\s+$/i.test(body.slice(Math.max(0, conditional.index - 12), conditional.index))) hedged.push([a + conditional.index, b]);
      else if (CANNOT_ASSESS.test(body) || conditional || options || GENERIC.test(body)) hedged.push([a, b]);
      // "no bifascicular block (RBBB + LAFB)": a parenthesis that spells out a combination defines it, asserts nothing
      DEFINITION.lastIndex = 0;
      for (let m = DEFINITION.exec(body); m; m = DEFINITION.exec(body)) hedged.push([a + m.index, a + m.index + m[0].length]);
      for (const re of [WITHDRAWN, PROSPECTIVE]) {
        const m = re.exec(body);
        if (m) hedged.push([a + m.index, b]);
      }
      NEGATION_CUE.lastIndex = 0;
      for (let m = NEGATION_CUE.exec(body); m; m = NEGATION_CUE.exec(body)) {
        const at = a + m.index;
        if (hedged.some(([h0, h1]) => at >= h0 && at < h1)) continue;
        // "not only", "no longer", "not significantly" do not negate a finding; "not" in "cannot" is a hedge.
        if (/^(?:not only|no longer|no change|no significant change)/i.test(text.slice(at, at + 20))) continue;
        negated.push(negationScope(text, at + m[0].length, b));
      }
      if (denied) negated.push([Math.max(a, denied[0]), Math.min(b, denied[1])]);
      clauses.push({ span: [a, b], text: body, negated, hedged, question });
      if (clauses.length > 20000) return clauses;
    }
  }
  return clauses;
}

export function inSpans(pos: number, spans: [number, number][]): boolean {
  return spans.some(([a, b]) => pos >= a && pos < b);
}
