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
// ", and with CHB you'd expect …" starts a clause of its own (a general remark beside a claim)
const CLAUSE_BREAK = /,?\s+\b(?:but|however|although|though|whereas|while|yet)\b|,\s+and\s+(?=(?:with|if|in|when|whenever)\b)/gi;

const NEGATION_CUE =
  /\b(?:no|not|nor|neither|without|absence of|absent|lack of|lacks|lacking|free of|negative for|rules? out|ruled out(?!\s+by\b)|excludes?|excluded(?!\s+by\b)|never|none|rather than|instead of|as opposed to|unlikely|argues? against|(?:cannot|can not|unable to)\s+(?:see|identify|find|detect|discern|appreciate|visuali[sz]e|make\s+out))\b|n't\b/gi;
const HEDGE_CUE = /\b(?:cannot|can't|can not|could not|unable to)\s+(?:be\s+)?(?:rule[ds]?\s+out|exclude[ds]?|excluded|ruled\s+out)|\b(?:to|should)\s+(?:rule\s+out|exclude)\b|\b(?:r\/o|rule out)\b(?=\s+(?:acute|possible|an?\b))/gi;
const CANNOT_ASSESS = /\b(?:cannot|can't|can not|could not|unable to|not possible to|difficult to|hard to)\s+(?:be\s+)?(?:reliably\s+|accurately\s+)?(?:appl(?:y|ied)|assess(?:ed)?|evaluat(?:e|ed)|determin(?:e|ed)|interpret(?:ed)?|diagnos(?:e|ed)|us(?:e|ed))\b/i;
// A hypothesis weighed, not asserted: "reciprocal depression in the inferior leads would fit an anterior MI", "if this
// were LAFB, …", "if there were strain, we would see …".
const CONDITIONAL = /\bif\b[^.;\n]{0,100},\s*(?:that's|that\s+is|it's|it\s+is|this\s+is|you\s+have|we\s+have)\b|\bwould\s+(?:instead\s+|also\s+|then\s+|typically\s+|usually\s+)?(?:fit|suggest|indicate|support|point\s+to|mean|favou?r|see|expect|show|be\s+(?:consistent|compatible)\s+with|be\s+(?:possible|likely|expected))\b|\bif\s+(?:this|it|that|there|the\s+\w+(?:\s+\w+)?)\s+(?:were|was)(?:n't|\s+not)?(?=\W)|\bif\b[^.;\n]{0,80}\b(?:would|could)\s+be\b/i;
// General knowledge, risks and hypotheticals about a patient, not statements about this ECG: "inferior MI commonly
// produces first-degree block, Wenckebach or complete heart block", "high risk of progression to CHB", "watch for
// AV block", "with CHB you'd expect a regular escape rhythm", "if they ever develop AF". The whole clause.
const GENERIC =
  /\b(?:commonly|often|frequently|typically|usually|classically|generally|can|may|might)\s+(?:produces?|causes?|leads?\s+to|results?\s+in|presents?\s+with|progress(?:es)?\s+to|evolves?\s+(?:in)?to|develops?|be\s+seen\s+in|trigger|precipitate|induce|degenerate\s+into|mask|obscure|hide)\b|\btends?\s+to\s+(?:progress|cause|lead|produce|develop)\b|\b(?:can|may|might|could)\s+(?:mimic|resemble|masquerade\s+as)\b|\bshould\s+always\b|\bsetting\s+where\b|(?:^|[,;:(]\s*)in\s+(?:LBBB|RBBB|LVH|WPW|STEMI|pericarditis|hyper-?kal\w*|hypo-?kal\w*|left\s+bundle|right\s+bundle)\b|\b(?:pericarditis|early\s+repolari[sz]ation|hyper-?kal\w*|hypo-?kal\w*|digoxin|LBBB|RBBB|WPW)\s+(?:gives|causes|produces|shows)\b|\bthe\s+classic\s+[^.;]{0,40}\s(?:is|are)\b|\b(?:should|would|does|do|will)(?:n't|\s+not)\s+(?:produce|cause|show|give|generate)\b|\b(?:is|remains)\s+(?:also\s+)?a\s+consideration\b|\b(?:you|we|one)(?:'d|\s+would)?\s+(?:normally\s+|typically\s+|usually\s+)?expect\b|\b(?:usually|typically|classically|generally|often|commonly)\b(?!\s+(?:seen\s+)?(?:here|in\s+this|on\s+this))|\bwhenever\b|\byou(?:'ll|\s+will)\s+(?:\w+\s+)?see\b|\byou\s+(?:need|must)\b|\bmakes?\s+you\s+think\b|\bshould\s+make\s+you\b|\bwould\s+give\s+you\b|\bis\s+(?:one|a|the\s+\w+)\s+criterion\b|\bis\s+a\s+sign,|\bare\s+common\b/i;
/**
 * Definitions and reference values, from the cue on ("48 bpm, on the slow side — anything under 60 is called
 * bradycardia", "we call a QRS narrow when it is under 120 ms", "A normal PR is 120–200 ms", "≥ 120 ms = complete BBB").
 */
const DEFINITIONAL = /\bbefore\s+calling\b|\b(?:managed|treated)\s+as\b|\bcompare(?:d)?\s+(?:with\s+|to\s+)?(?:a|an|this|that)\b|\b(?:avoid(?:ing)?\s+missing|not\s+to\s+miss)\b|\b(?:the\s+)?(?:main\s+|principal\s+|key\s+)?differential(?:\s+diagnosis)?\s+(?:is|are|includes?|would\s+be)\b|\bthe\s+definition\s+of\b|\bis\s+defined\s+as\b|\b(?:we|you)\s+call\b|\b(?:is|are)\s+called\b|\b(?:a\s+)?normal\s+(?:PR|QRS|QTc?|rate|axis|P\s+wave)\s+(?:is|lies|falls|ranges)\b|\banything\s+(?:between|from|under|over|above|below|beyond)\b|(?:[<>≥≤]\s*\d|\d+\s*[–-]\s*\d+)[^=\n]{0,40}\s=\s*[A-Za-z]/i;
const PAST = /\bpreviously\b|\b(?:ECG|EKG|tracing|recording)s?,?\s+which\s+(?:had|showed|was|were|demonstrated)\b|\bthe\s+(?:first|earlier|previous|other)\s+(?:one|tracing|ECG|EKG)\b|\bdescribed\s+(?:it|them|the\s+\w+)\s+as\b|\b(?:the|an?)\s+(?:previous|prior|earlier|old|older|last|baseline|(?:19|20)\d\d)\s+(?:ECG|EKG|tracing|study|recording)s?\s+(?:had|showed|shows|was|were|demonstrated|revealed)\b|\b(?:on|in)\s+(?:the\s+)?(?:previous|prior|earlier|old|older|last)\s+(?:ECG|EKG|tracing|recording)s?\b|\bin\s+(?:19|20)\d\d\b|\bat\s+baseline\b/i;
const VERSUS = /\b(?:vs\.?|versus)\s/gi;
/** The same from the cue on: what precedes it is still asserted ("The slow rate is likely normal if the patient is an athlete"). */
const PROSPECTIVE = /\b(?:risks?|danger)\s+of\b|\bat\s+risk\b|\b(?:watch(?:ing)?|monitor(?:ing)?|look(?:ing)?)\s+(?:out\s+)?for\b|\bon\s+a\s+monitor\s+for\b|\bif\s+(?:the\s+patient|a\s+patient|they|he|she|you)\b/i;
const DEFINITION = /\([\w\s′'°-]{1,30}(?:\+[\w\s′'°-]{1,30})+\)/g;
// A reading the answer gives up: "I initially read this as LBBB, but…", "At first glance I thought there was ST
// elevation", "My first thought was flutter", "I was going to write 'normal axis' — but…". From the cue to the clause end.
const WITHDRAWN =
  /\b(?:I\s+(?:initially|first|originally)\s+(?:read|thought|called|took|considered|interpreted|labell?ed)|(?:at\s+first(?:\s+glance)?|initially|originally),?\s+I\s+(?:thought|read|considered|called)|I\s+thought(?=\s+(?:it|this|there|that)\b)|my\s+(?:first|initial|original)\s+(?:read|reading|thought|impression|guess|instinct|call)\s+was|I\s+was\s+going\s+to\s+(?:write|say|call))\b/i;
// A negation cue directly after the mention: "PR is not prolonged", "ST elevation is absent".
// "X, not Y" negates Y, not X: a bare "not" after the mention needs a copula or a verb of seeing.
// "flutter — less likely", "junctional rhythm — excluded", "flutter with variable block 5 %" (a low probability)
export const POST_NEGATION = /^[\s,]*(?:(?:\s+in\s+[\w\s,–-]{1,30})?\s+(?:has|have)\s+(?:now\s+|since\s+|also\s+|completely\s+|fully\s+)?(?:resolved|gone|disappeared|normali[sz]ed|settled)\b|\s+(?:is|are)\s+(?:now\s+)?(?:gone|resolved|back\s+to\s+(?:baseline|normal))\b|(?:\s+with\s+(?:\d:\d|[^—–:\n.;%]){1,30})?(?:\s*\(?\s*(?:[0-9]|[1-4][0-9])\s*%|\**\s*(?:[:—–]|\s-)\s*\**\s*(?:(?:very|much|far|highly)\s+)?(?:less\s+likely|unlikely|excluded|ruled\s+out|not\s+(?:favou?red|likely|supported)|no)\b)|(?:is|are)\s+(?:(?:much|far|a\s+lot|even)\s+)?less\s+likely\b|(?:\s+(?:leads?|present|seen|detected|found|met|pattern))?\s*\**\s*[:=|]\s*\**\s*(?:none|nil|absent|negative|no|not\s+(?:seen|present))\b|,\s*(?:present|detected|seen|found)\s*:\s*(?:none|no)\b|(?:(?:is|are|was|were|has been|have been|appears?|seems?|looks?|criteria (?:are|is))\s+(?:not\b|absent\b|(?:very\s+|highly\s+)?unlikely\b|excluded\b|ruled\s+out\b))|(?:is|are|was|were)n't\b|absent\b|not\s+(?:present|seen|identified|evident|noted|observed|met|detected)\b|(?:can(?:not|'t)|could not|can not)\s+be\s+(?:seen|identified|found|detected|demonstrated|appreciated)\b)/i;

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
  // "... and T wave inversion in V1" after a negated list item: an "and" followed by a verb-less phrase stays negated;
  // " with " starts a new positive statement ("no ST elevation with T inversion" is rare; "without X with Y" rarer).
  // "no Q waves and the axis is normal": an "and" that opens a clause of its own (subject and verb) ends it too, also
  // before a comma ("no discernible P waves and a fibrillatory baseline, this is AF")
  const stopAt = stop >= 0 ? cueEnd + stop : clauseEnd0;
  const withAt = text.slice(cueEnd, stopAt).search(/\s(?:with(?!\s+(?:variable\s+)?\d\s*:\s*\d)|showing|and there is|and there are|and an?|and\s+(?:the\s+)?\w+(?:\s+\w+)?\s+(?:is|are|was|were|shows?|looks?)\b)\s/i);
  const clauseEnd = withAt >= 0 ? cueEnd + withAt : stopAt;
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
/** "ectopy: ~", "lafb: unknown", "<pr>n/a</pr>": a key whose value is unknown asserts nothing. */
const UNKNOWN_VALUE = /[:=]\s*(?:unknown|n\/a|not\s+(?:assessed|evaluated|applicable|measurable)|indeterminate)\s*[,;.]?\s*$/i;
const EXAMPLE_SENTENCE = /^[\s*#>_-]*(?:for|by|in)\s+comparison\b|^[\s*#>_-]*(?:for\s+example|as\s+an?\s+(?:worked\s+)?example|as\s+a\s+contrast)\b/i;
const ATTRIBUTE_QUESTION = /\b(?:new|old|acute|chronic|recent|prior|previous|changed|significant|clinically|symptomatic|the\s+cause|why)\b/i;

/**
 * The part of a clause a general remark covers: a parenthesis holding it ("(RBBB plus LAFB would give you a bifascicular
 * block)"), else from the last colon, semicolon or dash before it ("QRS narrow at 94 ms, which fits: Wenckebach is usually
 * nodal") or a "which / as" ("…, which is what you'd expect with RBBB"), else the whole clause.
 */
function genericScope(body: string, at: number, a: number, b: number): [number, number] {
  const before = body.slice(0, at);
  const open = before.lastIndexOf('(');
  if (open >= 0 && before.indexOf(')', open) < 0) {
    const close = body.indexOf(')', at);
    return [a + open, close < 0 ? b : a + close + 1];
  }
  if (/\b(?:which|as)\b[^,;]{0,20}$/i.test(before)) return [a + at, b];
  const cut = Math.max(before.lastIndexOf(':'), before.lastIndexOf(';'), before.lastIndexOf('—'), before.lastIndexOf(' – '));
  return [cut >= 0 ? a + cut + 1 : a, b];
}

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
    // "For comparison, a left axis deviation would show …": an example, not this ECG (every clause of the sentence)
    const options = (line.match(OPTION_MARK) ?? []).length >= 2 || EXAMPLE_SENTENCE.test(line);
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
      else if (CANNOT_ASSESS.test(body) || conditional || options || UNKNOWN_VALUE.test(body)) hedged.push([a, b]);
      else {
        // "T waves inverted in V1–V2, which is what you'd expect with RBBB": only the remark after "which" is general
        const generic = GENERIC.exec(body);
        if (generic) hedged.push(genericScope(body, generic.index, a, b));
      }
      // "no bifascicular block (RBBB + LAFB)": a parenthesis that spells out a combination defines it, asserts nothing
      DEFINITION.lastIndex = 0;
      for (let m = DEFINITION.exec(body); m; m = DEFINITION.exec(body)) hedged.push([a + m.index, a + m.index + m[0].length]);
      // "incomplete vs complete RBBB", "PVC vs PAC with aberrancy": alternatives weighed, each unasserted (the phrase only)
      VERSUS.lastIndex = 0;
      for (let m = VERSUS.exec(body); m; m = VERSUS.exec(body)) {
        const from = Math.max(0, ...[...body.slice(0, m.index).matchAll(/[,:;—(]/g)].map((x) => x.index! + 1));
        const rest = body.slice(m.index).search(/[,:;—)]/);
        hedged.push([a + from, rest < 0 ? b : a + m.index + rest]);
      }
      // "previously AF, now sinus rhythm", "the 2021 ECG had a PR of 200 ms": another ECG, up to "now"
      const past = PAST.exec(body);
      if (past) {
        const now = body.slice(past.index).search(/\b(?:now|currently|today|at\s+present|on\s+this\s+(?:ECG|tracing)|this\s+one|the\s+current\s+(?:one|tracing|ECG))\b|,\s+(?:with|and|but|so|there|no|this|it|the\s+current)\b/i);
        // a remark in parentheses about the other tracing runs to its closing parenthesis
        const open = body.lastIndexOf('(', past.index);
        const close = open >= 0 && body.lastIndexOf(')', past.index) < open ? body.indexOf(')', past.index) : -1;
        hedged.push([a + past.index, close >= 0 ? a + close : now < 0 ? b : a + past.index + now]);
      }
      for (const re of [WITHDRAWN, PROSPECTIVE, DEFINITIONAL]) {
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
