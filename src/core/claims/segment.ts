// Splits a response into clauses (character spans) and finds negation and hedge scopes in them.
import { otherTracingCells, tableHeaderAbove } from './table-columns';
import {
  HALLUCINATION_LIST, LAST_ARROW, CROSSED_ITEM, TICKED_ITEM, unchosenOptionLines, otherTracingLines, OTHER_TRACING_AFTER, OTHER_NOW, PAST_PAREN, OTHER_TRACING_GLOSS, NEGATION_CUE, HEDGE_CUE, CAUTION, DIFFERENTIAL_LIST, POSSIBILITIES_HEADING, RULED_OUT_BULLET, CANNOT_ASSESS, CONDITIONAL, MNEMONIC_WOULD, TEACHING_LINE, THIS_ECG, GENERIC, DEFINITIONAL, PAST, PAST_AFTER, VERSUS, PROSPECTIVE, ON_DRUG_IF, DEFINITION, WITHDRAWN, NEGATIVE_HEADING, REJECTED_OPTIONS_HEADING, OPTION_HEAD, REJECTED_BULLET_HEAD, SAID_OF_OPTION, BULLET, OPTION_MARK, ANSWERED_NO, ANSWERED_YES, UNKNOWN_VALUE, NAMED_AS_ALTERNATIVES, EXAMPLE_SENTENCE, APPARENT, ATTRIBUTE_QUESTION, EMPTY_CHECKBOX, ROW_ANSWERED_NO, ALTERNATIVES, INLINE_ANSWER, REQUIREMENT, POPULATION_REMARK, CRITERIA_GLOSS, CRITERIA_HEADING, HYPOTHETICAL_RHYTHM,
} from './scope-cues';
import { relayedSpans } from './relayed';
import type { Turn } from './transcript';

export interface Clause {
  span: [number, number];
  text: string;
  /** Spans (absolute) covered by a preceding negation cue ("no", "without", "absence of", ...). */
  negated: [number, number][];
  /** Spans covered by a hedge that withdraws the claim ("cannot rule out", "to exclude"). */
  hedged: [number, number][];
  /** The hedged spans that place what they hold on another tracing or at another time ("up from 430 ms at baseline"). */
  elsewhen: [number, number][];
  /** "? Yes" / "? No" answering the clause's question on its line: from the question mark to the answer word. */
  answer?: [number, number];
  /** Part of a sentence that ends in "?": asked, not asserted ("Low voltage in the limb leads?"). */
  question: boolean;
}

// '.' ends a sentence unless it sits between digits (0.12) or follows a common abbreviation.
// "ST elevation? Answer: lead II, lead III" (ECG-QA) stays one sentence: the answer says where, or denies it (scope-cues.ts)
const SENTENCE_END = /(?<!\b(?:approx|e\.g|i\.e|vs|min|sec|Dr|msec|approx\.))(?<!\d)(?<!\b(?:I|II|III)(?=\.\s+(?:degree|grade|°)))(?:[.!]|\?(?!\s*(?:[Aa]nswer|ANSWER|A)\s*:)(?<!(?:^|[\s(\[—–:/])\?(?=\s*[A-Za-z])))(?=\s|$|<)|(?<=\d)\.(?=\s+[A-Z*]|\s*$|\s*\n)|[\n;]|<\/?(?:think|answer)>/g;
// ", and with CHB you'd expect …" starts a clause of its own (a general remark beside a claim)
// ("X considered but less likely" is one verdict on X)
const CLAUSE_BREAK = /,?\s+\b(?:(?<!\bconsidered\s+)but|however|although|though|whereas|while|(?<!\b(?:not|as|has|have|had)\s+)yet)\b|,\s+and\s+(?=(?:with|if|in|when|whenever)\b)/gi;


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

/** A condition: "if", "unless", "in case", "whenever" (not "if any", "if present", "if so"). */
const CONDITION = /\b(?:if|unless|in\s+case|whenever)\b(?!\s+(?:any|present|so|not|at\s+all|applicable|needed|necessary|possible|available|anything|only|ever|indeed)\b)/gi;
/** A plan's action: the words that make an "if" a condition of management (a drug, a procedure, a call). */
const ACTION = /\b(?:call|stop|start|give|repeat|refer|treat|admit|consider|check|monitor|reduce|increase|escalat\w*|activate|cardiovert|pace|avoid|switch|send|discuss\w*|review|recheck|seek|contact|arrange|hold|withhold|discontinue|change|expect|watch|titrate|add|replace|correct|re-?assess|assess|obtain|get|order|stat|urgent(?:ly)?|needs?|requires?|warrants?|worth|alert|notify|cardioversion|pacing|ablation|magnesium|Mg|calcium|adenosine|atropine|amiodarone|troponin|plan)\b/i;
/** What a plan expects or looks for: "expect a", "anticipate", "treat any", "look / assess / watch / monitor for" ("treat as STEMI" asserts it). */
const PLAN = /\b(?:expect(?:s|ing)?\s+(?:an?|the|to\s+see|some)|anticipate[sd]?|treat(?:s|ing)?\s+any|(?:assess|look|check|screen|monitor|watch|evaluate)(?:ing|ed|s)?\s+(?:closely\s+|carefully\s+)?for)\b/gi;
/** "a PR over 300 ms or symptoms would change that": what would change a plan, not a finding. */
const WOULD_CHANGE = /\ban?\s+(?:[\w′'’-]+\s+){0,6}?would\s+(?:change|alter|prompt|warrant|mandate|require|justify)\b/gi;
/** Where a condition ends: a comma that does not continue its list, "then", a colon, semicolon or dash, a stated setting. */
const CONDITION_END = /,(?!\s*(?:or|and|nor|especially|particularly|e\.g\.|i\.e\.)\b)|\bthen\b|[;:—–]|\s-\s|\s(?:in\s+the\s+(?:setting|context)\s+of|given|because|since)\s/;
function conditionEnd(body: string, from: number): number {
  const end = body.slice(from).search(CONDITION_END);
  return end < 0 ? body.length : from + end;
}

/** Scope of a negation cue: to the clause end, but a comma followed by a long new phrase ends it. */
/** A negation reaches at most this far. */
const MAX_SCOPE = 200;

const COORDINATE_ADJECTIVE = /\b(?:any|no)\s+(?:(?:obvious|clear|definite)\s+)?(?:wide|broad|early|narrow|tall|deep|large|small|significant|pathological|abnormal|isolated|frequent|bizarre)\s*$/i;

/** "ischaemia doesn't account for the U waves", "don't lean on the lateral ST-T changes": no denial of the finding. */
const NOT_EXPLAINING = /^\s*(?:(?:fully|really|quite|on\s+its\s+own|alone)\s+)?(?:account\s+for|explain|cause|produce|(?:lean|rely)\s+on|over-?(?:interpret|read|call)|read\s+too\s+much\s+into|dismiss|ignore|miss|forget)\b/i;

function negationScope(text: string, cueEnd: number, clauseEnd1: number): [number, number] {
  if (NOT_EXPLAINING.test(text.slice(cueEnd, cueEnd + 40))) return [cueEnd, cueEnd];
  const clauseEnd0 = Math.min(clauseEnd1, cueEnd + MAX_SCOPE);
  // "the hallucinations (LBBB, QRS 160 ms and ST elevation)", "Hallucinations: LBBB, AF": a list of hallucinations is
  // denied whole
  if (/[(:]/.test(text[cueEnd - 1] ?? '') && HALLUCINATION_LIST.test(text.slice(Math.max(0, cueEnd - 20), cueEnd))) {
    const close = text[cueEnd - 1] === '(' ? text.indexOf(')', cueEnd) : clauseEnd0;
    if (close >= 0 && close <= clauseEnd0) return [cueEnd, close];
  }
  // a colon, a dash or a table's cell border starts a new statement ("no P waves: atrial fibrillation"), as do causes
  // ("no further analysis due to LBBB"), plans ("if the rate doesn't settle consider flutter") and conclusions ("no discernible P waves -> atrial fibrillation", "…, therefore AF")
  // …and so does a comparison ("no discordant ST elevation relative to the deep S waves"), and a parenthesis unless
  // it glosses one item of a list ("rules out Mobitz I (Wenckebach) and Mobitz II") or holds a value ("not leftward
  // enough (−45°) for LAFB")
  // …and a conclusion drawn in a new subject ("since the PR doesn't lengthen this is Mobitz II", not "I don't think this is")
  // …and so does the ectopic beat a missing P wave is placed before ("no P wave precedes the PVCs")
  // "doesn't suggest (that) X": the verb the cue negates is not a conclusion that ends its scope
  const verb = /^\s*(?:suggest|indicate|support|point\s+to(?:wards?)?)\s+(?:that\s+)?/i.exec(text.slice(cueEnd, clauseEnd0))?.[0].length ?? 0;
  let stop = text.slice(cueEnd + verb, clauseEnd0).search(/:\s|\s[-–—]\s|\s\|\s|\((?!\s*[<>≥≤~≈]?\s*[-−+]?\d[\d.,]*\s*(?:°|ms|mm|mV|bpm)?\s*\))(?![^()\n]{1,30}\)\s*(?:,(?!\s*(?:i\.e|e\.g|so|thus|hence|which|consistent|in\s+keeping)\b)|and|or|nor)\s)|-+>|=+>|[→⇒⟶]|,\s*so\b|\s(?:if|unless)\s|(?<!\b(?:that|which|to|would|might|could|may)\s+)\b(?:favou?rs?|suggests?|supports?|points?\s+(?:to|towards?)|indicates?|argues?\s+for|confirms?)\b|(?<!\b(?:to|need|needs|needed|must|should)\s+)\b(?:consider|discuss|escalate|refer|recheck|repeat)\b|(?<!\b(?:that|think|thinking|believe|feel|say|convinced|sure|certain|clear|obvious|evidence|suggest|mean|means)\s+)\b(?:this|it)\s+is\s+(?:an?\s+)?(?=\S)|\s(?:precedes?|preceding|before|in\s+front\s+of|ahead\s+of)\s+(?:(?:the|these|those|each|every|all|any)\s+)?(?:\w+\s+)?(?:PVCs?|VPCs?|PACs?|APCs?|ectopics?|premature|extrasystol\w*)\b|\b(?:due\s+to|because(?:\s+of)?|secondary\s+to|beyond\s+(?:the|that|what)|given|despite|(?:recogni[sz]able|visible|seen|read(?:able)?|discernible)\s+through|in\s+spite\s+of|in\s+the\s+setting\s+of|in\s+the\s+presence\s+of|on\s+top\s+of|superimposed\s+on|caused\s+by|therefore|thus|hence|relative\s+to|compared\s+(?:with|to))\b/i);
  if (stop >= 0) stop += verb;
  // "1° AVB / RBBB / no LAFB / no Q waves / TWI in III": a cue that opens an item of a spaced-slash list ends with it
  if (/\s\/\s*\S+$/.test(text.slice(Math.max(0, cueEnd - 16), cueEnd))) {
    const slash = text.slice(cueEnd, clauseEnd0).search(/\s\/\s/);
    if (slash >= 0 && (stop < 0 || slash < stop)) stop = slash;
  }
  // "beats without a preceding P wave interrupt the sinus rhythm": "without" qualifies a noun, whose verb ends it
  // …and "a regular narrow tachycardia with no visible atrial activity is atrial flutter": so does its copula
  if (/(?:\bwithout|\w\s+with\s+no)\s*$/i.test(text.slice(Math.max(0, cueEnd - 10), cueEnd))) {
    const verbAt = text.slice(cueEnd, clauseEnd0).search(/\s(?:interrupts?|interrupted|punctuates?|occurs?|occurred|appears?|appeared|follows?|followed|break\s+up|breaks\s+up)\b|\s(?:is|are)\s+(?!(?:seen|present|noted|visible|evident|identified|apparent|shown|found|there)\b)/i);
    if (verbAt >= 0 && (stop < 0 || verbAt < stop)) stop = verbAt;
  }
  // a cue inside a parenthesis ends at its close ("non-conducted P waves (P → no QRS) after progressive PR lengthening")
  const open = text.lastIndexOf('(', cueEnd);
  if (open >= 0 && cueEnd - open <= 80 && text.lastIndexOf(')', cueEnd) < open) {
    const close = text.indexOf(')', cueEnd);
    if (close >= 0 && (stop < 0 || close - cueEnd < stop)) stop = close - cueEnd;
  }
  // "rather than sinus tachycardia I think this is SVT": after "rather than" / "instead of" the denied noun phrase ends
  // where a new subject and its verb begin
  if (/\b(?:rather\s+than|instead\s+of|as\s+opposed\s+to)\s*$/i.test(text.slice(Math.max(0, cueEnd - 20), cueEnd))) {
    const subject = text.slice(cueEnd, clauseEnd0).search(/\b(?:(?:I|we)\s+(?:think|believe|suspect|favou?r|feel)|(?:this|it)\s+(?:is|looks|seems|appears)|it['’]s)\b/i);
    if (subject >= 0 && (stop < 0 || subject < stop)) stop = subject;
  }
  // "... and T wave inversion in V1" after a negated list item: an "and" followed by a verb-less phrase stays negated;
  // " with " starts a new positive statement ("no ST elevation with T inversion" is rare; "without X with Y" rarer).
  // "no Q waves and the axis is normal": an "and" that opens a clause of its own (subject and verb) ends it too, also
  // before a comma ("no discernible P waves and a fibrillatory baseline, this is AF")
  const stopAt = stop >= 0 ? cueEnd + stop : clauseEnd0;
  // …but "no lead with ST elevation", "no beat with a wide QRS": the negated noun is what "with" describes
  // …and "not sinus with PACs" denies a rhythm with its ectopy, one name; "not consistent with X" denies X
  // ("rather than showing organised flutter waves": the verb opens what is denied)
  const opener = /^\s*(?:showing|having)(?=\s)/i.exec(text.slice(cueEnd, stopAt))?.[0].length ?? 0;
  const withFrom = text.slice(cueEnd + opener, stopAt).search(/(?<!\b(?:leads?|beats?|complex(?:es)?|consistent|compatible|keeping|associated))\s(?:with(?!\s+(?:variable\s+)?\d\s*:\s*\d)(?<!\b(?:sinus(?:\s+rhythm)?|SR|NSR)\s+with(?=\s+(?:(?:frequent|occasional|isolated|multiple|some|rare)\s+)?(?:PACs?|APCs?|PVCs?|VPCs?|premature|ectop)))|showing|(?:and|&) there is|(?:and|&) there are|(?:and|&) an?|and\s+(?:normal|regular|narrow|upright)\b|and\s+(?:for|towards?|in\s+favou?r\s+of)\b|and\s+(?:the\s+)?\w+(?:\s+\w+)?\s+(?:is|are|was|were|shows?|looks?)\b)\s/i);
  const withAt = withFrom >= 0 ? opener + withFrom : -1;
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
    // "without ST depression, T inversion or Q waves is a training effect": the list closes before the verb
    const orBeforeVerb = /\b(?:or|nor)\b/i.test(next.split(/\b(?:is|are|was|were|shows?|showing|suggests?)\b/i)[0]) && !/\b(?:is|are|was|were)\b/i.test(next.split(/\b(?:or|nor)\b/i)[0]);
    // "Flags: none for ST elevation, ST depression, AV block": a screening list introduced as such stays denied
    const screening = /\b(?:none|negative)\s*$/i.test(text.slice(Math.max(0, cueEnd - 9), cueEnd)) && /^\s*(?:for|of)\b/i.test(text.slice(cueEnd, cueEnd + 6));
    // "I don't see any wide, premature beats": a comma between two adjectives of one noun
    const coordinate = COORDINATE_ADJECTIVE.test(text.slice(pos, comma));
    const listItem = /^(?:or|nor|and no|no|any)\b/i.test(next) || (verbless && (closedByOr || screening)) || orBeforeVerb || coordinate;
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

/**
 * What a cue said after it places at another time or source (PAST_AFTER: "Occ PAC noted earlier in shift"): from the
 * comparison it completes ("down to 65 bpm from 110 on admission": the 110) or the last stop before it ("QT 0.36 sec. Occ
 * PAC noted …": "sec." ends no sentence) to the cue, with a parenthesis right after it ("per prior strips (SR 80s at 2000)").
 */
function placedEarlier(body: string): [number, number] | null {
  // the last cue: "up from 430 ms at baseline and 455 ms in March" places both values
  const placed = [...body.matchAll(PAST_AFTER_ALL)].pop() ?? null;
  const cue = placed ?? OTHER_TRACING_AFTER.exec(body);
  if (!cue) return null;
  const before = body.slice(0, cue.index);
  const compared = [...before.matchAll(/\b(?:from\s+(?:the\s+)?(?=[~≈]?\d)|than\s|vs\.?\s|versus\s|compared\s+(?:with|to)\s|was\s|were\s)/gi)].pop();
  // (a label's colon is no stop before another tracing's value: "Rate: 88 bpm on the 2022 tracing")
  // (", and she had …" starts the statement placed: "Today's ECG shows bigeminy, and she had a run of NSVT on the monitor")
  const stop = [...before.matchAll(placed ? /[.;:]\s|,\s+(?:and|but|while|whereas)\s+/g : /[.;]\s/g)].pop();
  let to = cue.index + cue[0].length;
  to += /^\s*\([^()]{0,200}\)/.exec(body.slice(to))?.[0].length ?? 0;
  const from = Math.max(compared?.index ?? 0, stop ? stop.index + 1 : 0);
  // "new ST elevation in V2, not seen on the prior ECG" says what is there now
  if (!placed && !compared && OTHER_NOW.test(body.slice(from, cue.index))) return null;
  return [from, to];
}

const PAST_AFTER_ALL = new RegExp(PAST_AFTER.source, 'gi');

/** "(PR was 200 ms then, per the letter)", "T waves were normal then and the PR was 160 ms": another time, with what joins it. */
const THEN_PAST = /\b(?:was|were)\b[^.;:\n()]{0,40}?\bthen\b(?!\s+(?:it|he|she|they|we|I|the|a|an|this|that|there|\w+(?:ed|s))\b)(?:\s+and\s+[^,.;:()\n]{0,40}?\b(?:was|were)\b[^,.;:()\n]*)?/i;

function thenPast(body: string): [number, number] | null {
  const m = THEN_PAST.exec(body);
  if (!m) return null;
  const opener = [...body.slice(0, m.index).matchAll(/[(:;—–]|,\s/g)].pop();
  return [opener ? opener.index! + 1 : 0, m.index + m[0].length];
}

/** A possibility listed and ruled out in the same line ("LQTS — unlikely"): a denial, not a possibility. */
const RULES_OUT = /\b(?:unlikely|excluded|ruled\s+out|not|no|against|less\s+likely)\b/i;
/** A possibility the answer settles on ("1. Atrial flutter with 2:1 block — favoured") is its diagnosis. */
const FAVOURED = /\b(?:favou?red|most\s+likely|(?:leading|preferred|working)\s+diagnosis|best\s+fit)\b|(?:[—–:]|\s-)\s*(?:fits|likely|probable)\s*(?:[.;:]|$)/i;

/** A general remark the answer applies to this ECG in the same sentence. */
const ENDORSED_HERE = /\b(?:that|this)(?:'s|\s+is)\s+(?:exactly\s+)?what\s+(?:this\s+is|we\s+(?:have|see)|is\s+(?:seen\s+)?here)\b|\band\s+(?:that|this)\s+is\s+the\s+case\s+here\b/i;

/** Where a general remark ends and this ECG resumes: "…, and here there are no P waves", "…, so I would not call LVH". */
function remarkEnd(body: string, at: number): number {
  const end = body.slice(at).search(/,\s*(?:(?:and|but|whereas|while)\s+(?:here|this|in\s+this|on\s+this|there|I|we|\d+(?:\.\d+)?\s*(?:mm|mV|ms|bpm))\b|(?:so|therefore|thus|hence)\s+(?:I|I'd|we|this|it|here|there)\b)|[:;—–]\s*(?:but\s+)?(?:(?:on|in)\s+this\s+(?:ECG|EKG|tracing|strip|record(?:ing)?)|here)\b/i);
  return end < 0 ? body.length : at + end;
}

/** A parenthesis between a candidate diagnosis and its rating: what the candidate would show. */
const RATED_GLOSS = /\((?![^()\n]*\d)[^()\n]{3,80}\)(?=\s*(?:[:—–]|\s-)\s*(?:(?:much|far|very)\s+)?(?:less\s+likely|unlikely|excluded|ruled\s+out|not\s+favou?red|possible|considered))/g;

/** A clause closed by a denial of all it named ("…, and there's none here", "…, which isn't present either"). */
const NONE_HERE_AFTER = /,\s*(?:(?:and|but)\s+there(?:['’]s|\s+is|\s+are)\s+(?:none|no\s+sign\s+of\s+(?:it|them|that))(?:\s+(?:here|on\s+this\s+(?:ECG|EKG|tracing|strip)))?|which\s+(?:is|are)(?:n['’]t|\s+not)\s+(?:present|seen|there)(?:\s+(?:here|either|on\s+this\s+(?:ECG|EKG|tracing|strip)))?)\s*[.;!]?\s*$/i;

/** The parenthesis of `body` that holds position `at`: where it opens and closes (-1 when it is not closed), if any. */
function parenthesisAround(body: string, at: number): [number, number] | null {
  const open = body.lastIndexOf('(', at);
  if (open < 0 || body.lastIndexOf(')', at) > open) return null;
  return [open, body.indexOf(')', at)];
}

/** A sentence opening with a contrast ("Instead of the narrow S waves you would expect, …"). */
const CONTRAST_OPENING = /^[\s*#>_-]*(?:instead\s+of|rather\s+than|unlike|in\s+place\s+of)\b[^;:]*$/i;

/**
 * The part of a clause a general remark covers: a parenthesis holding it ("(RBBB plus LAFB would give you a bifascicular
 * block)"), else from the last colon, semicolon or dash before it ("QRS narrow at 94 ms, which fits: Wenckebach is usually
 * nodal") or a "which / as" ("…, which is what you'd expect with RBBB"), else the whole clause; it ends where the answer
 * turns back to this ECG (`remarkEnd`).
 */
function genericScope(body: string, at: number, a: number, b: number): [number, number] {
  b = a + remarkEnd(body, at);
  const before = body.slice(0, at);
  // "Instead of the narrow S waves you would expect, lead I and V6 have broad S waves": the opening phrase only
  if (CONTRAST_OPENING.test(before)) {
    const comma = body.indexOf(',', at);
    return [a, comma < 0 ? b : a + comma];
  }
  const paren = parenthesisAround(body, at);
  if (paren) {
    // "(first-degree AV block — can be seen in hyperkalaemia)": what precedes a dash inside is asserted
    const inside = before.slice(paren[0]);
    const dash = Math.max(inside.lastIndexOf('—'), inside.lastIndexOf(' – '), inside.lastIndexOf(' - '), inside.lastIndexOf(';'));
    return [a + paren[0] + (dash > 0 ? dash + 1 : 0), paren[1] < 0 ? b : a + paren[1] + 1];
  }
  if (/\b(?:which|as)\b[^,;]{0,20}$/i.test(before)) return [a + at, b];
  // "T taller than R in V2–V3, which is the pattern that should make you think of potassium": the relative clause only
  const relative = /,\s*which\b[^,;]{0,60}$/i.exec(before);
  if (relative) return [a + relative.index, b];
  // "Minimal voltage criteria for LVH, may be normal variant": a remark without a subject qualifies, it does not withdraw
  // …but "X, on the other hand, would not be explained by the block" has its subject before the aside
  if (/,\s*$/.test(before) && !/,\s*(?:on\s+the\s+other\s+hand|however|by\s+contrast|in\s+contrast|though|for\s+its\s+part),\s*$/i.test(before)) return [a + at, b];
  // (a table's cell holds the remark: "| Anterior STEMI | 20 % | Would expect reciprocal depression |")
  const cut = Math.max(before.lastIndexOf(':'), before.lastIndexOf(';'), before.lastIndexOf('—'), before.lastIndexOf(' – '), before.lastIndexOf('|'));
  const cellEnd = before.includes('|') ? body.indexOf('|', at) : -1;
  return [cut >= 0 ? a + cut + 1 : a, cellEnd >= 0 ? Math.min(b, a + cellEnd) : b];
}

export { POST_NEGATION } from './scope-cues';

/** A table whose header has a column for what this ECG shows beside its criterion column. */
const OBSERVED_COLUMN = /\|\s*\**\s*(?:this\s+(?:ECG|EKG|tracing|strip|patient|record(?:ing)?)|observed|measured|found|finding|here|patient|value|result)\s*\**\s*\|/i;

/** In such a table, the first cell of the row `sentence` (the criterion), or null. */
function criterionCellOf(text: string, [a, b]: [number, number]): [number, number] | null {
  if (!OBSERVED_COLUMN.test(tableHeaderAbove(text, a) ?? '')) return null;
  const first = text.indexOf('|', a);
  const second = first < 0 ? -1 : text.indexOf('|', first + 1);
  return first >= 0 && second > first && second < b ? [first + 1, second] : null;
}

/** The header of the Markdown table a row at `at` belongs to asks about normality ("| Parameter | Value | Normal? |"): its No is abnormal. */
function asksNormal(text: string, at: number): boolean {
  return /\b(?:normal|abnormal|ok|within)\b[^|]*\|?\s*$/i.test(tableHeaderAbove(text, at) ?? '');
}

/** The last "— so" / ", so" / an arrow before a cue in a clause: where the conclusion it belongs to starts. */
const CONCLUSION_BEFORE = new RegExp(String.raw`(?:[—–,]|\s-)\s*(?:and\s+)?(?:so|therefore|thus|hence)\b(?![\s\S]*(?:[—–,]|\s-)\s*(?:and\s+)?(?:so|therefore|thus|hence)\b)|${LAST_ARROW.source}`, 'i');

/** A negation right before "either": "no evidence of either X or Y", "without either". */
const DENIED_EITHER = /\b(?:no|not|without|never|nor)\b(?:\s+(?:evidence|sign|signs|suggestion)\s+of)?\s+either$/i;

/** A dash or comma, then "whether …": the question a "can't tell" after it is about. */
const WHETHER_ASKED = /(?:[—–,]|\s-)\s*whether\b/i;

/** The last ", so" before a cue in a clause. */
const SO_BEFORE = /,\s*(?:and\s+)?(?:so|therefore|thus)\b(?![\s\S]*,\s*(?:and\s+)?(?:so|therefore|thus)\b)/i;

const lineEndAt = (text: string, at: number) => {
  const nl = text.indexOf('\n', at);
  return nl < 0 ? text.length : nl;
};

const itemEndAt = (text: string, at: number) => {
  const end = lineEndAt(text, at);
  const stop = text.slice(at, end).search(/[.!?](?=\s|$)/);
  return stop < 0 ? end : at + stop + 1;
};

/** The reason a hedged candidate is kept open ("… — cannot exclude given 2 mm ST elevation"): said, not hedged. */
const GIVEN_REASON = /,?\s+(?:given|because(?:\s+of)?|in\s+view\s+of|since)\s/i;

/** `turns`: the conversation's speaker turns (transcript.ts), when the caller has them. */
export function segmentClauses(text: string, maxClause = 1500, turns?: Turn[]): Clause[] {
  const clauses: Clause[] = [];
  const reported = relayedSpans(text, turns);
  let underNegativeHeading = false;
  let underRejectedOptions = false;
  let underPossibilities = false;
  let possibilitiesLineEnd = 0;
  let negativeLineEnd = 0;
  const ticked = TICKED_ITEM.test(text);
  const unchosen = unchosenOptionLines(text);
  const otherTracing = [...otherTracingCells(text), ...otherTracingLines(text)];
  for (const sentence of splitSpans(text, 0, text.length, SENTENCE_END)) {
    const line = text.slice(sentence[0], sentence[1]);
    const after = text.slice(sentence[1] + 1, sentence[1] + 24);
    // "Is this sinus tachycardia or SVT?" with its "Answer:" on the next line ends at the line break, still a question
    const asked = text[sentence[1]] === '?' || /\?\s*$/.test(line);
    // "Is the LBBB new? No prior ECG…" asks about its age, not whether it is there
    const answeredNo = asked && ANSWERED_NO.test(after) && !ATTRIBUTE_QUESTION.test(line);
    const question = asked && !answeredNo && !ANSWERED_YES.test(after);
    // "V5–V6: ST ↑ +1 mm as well → lateral extension?": only the conclusion after the last arrow is asked
    const arrow = question ? LAST_ARROW.exec(line) : null;
    const askedFrom = arrow ? sentence[0] + arrow.index + arrow[0].length : sentence[0];
    // "For comparison, a left axis deviation would show …": an example, not this ECG (every clause of the sentence)
    const wholeLine = text.slice(text.lastIndexOf('\n', sentence[0] - 1) + 1, lineEndAt(text, sentence[0]));
    const options = (line.match(OPTION_MARK) ?? []).length >= 2 || unchosen.some(([s, e]) => s <= sentence[0] && sentence[0] < e) || EXAMPLE_SENTENCE.test(line) || (TEACHING_LINE.test(wholeLine) && !THIS_ECG.test(wholeLine));
    const crossed = ticked ? CROSSED_ITEM.exec(line) : null;
    const heading = NEGATIVE_HEADING.exec(line) ?? EMPTY_CHECKBOX.exec(line) ?? crossed;
    const headingAlone = heading !== null && !line.slice(heading[0].length).trim();
    // a heading's bullets are denied until a line that is not a bullet
    if (!headingAlone && !BULLET.test(line)) underNegativeHeading = false;
    // a quiz's rejected options: each option's name below "Why not the others?" is denied, not what it says about it
    const lettered = OPTION_HEAD.exec(line);
    const named = !lettered && underRejectedOptions ? REJECTED_BULLET_HEAD.exec(line) : null;
    const option = lettered ?? (named && !/^\W*\(?[A-Ea-e]\)\s*$/.test(named[0]) ? named : null);
    // (a bullet's second sentence, "Not the case here.", is still the bullet)
    const startsLine = !text.slice(text.lastIndexOf('\n', sentence[0] - 1) + 1, sentence[0]).trim();
    if (REJECTED_OPTIONS_HEADING.test(line)) underRejectedOptions = true;
    else if (!option && !BULLET.test(line) && startsLine) underRejectedOptions = false;
    const rejectedOption: [number, number] | null = underRejectedOptions && option ? [sentence[0], sentence[0] + option[0].length] : null;
    // …and what the option's name is said to have or show describes the option, not this ECG
    const saidOfOption: [number, number] | null = rejectedOption && named && SAID_OF_OPTION.test(text.slice(rejectedOption[1], sentence[1])) ? [rejectedOption[1], sentence[1]] : null;
    const possibilitiesHeading = POSSIBILITIES_HEADING.test(line);
    // a heading's possibilities are its bullets, or the one paragraph line right under it
    if (!possibilitiesHeading && !BULLET.test(line) && startsLine && sentence[0] >= possibilitiesLineEnd) underPossibilities = false;
    // a bullet under it that rules its possibility out is a denial, not a possibility
    // …and one the item settles on, in any of its sentences ("1. 1st-degree AV block: PR 260 ms. Most likely."), is asserted
    const possibility = underPossibilities && !possibilitiesHeading && !RULES_OUT.test(startsLine ? line : wholeLine) && !FAVOURED.test(wholeLine);
    // …whose candidate, ruled out at the line's end, is denied, and what it "would" show is not this ECG
    const ruledOut = underPossibilities && !possibilitiesHeading ? RULED_OUT_BULLET.exec(wholeLine) : null;
    const lineFrom = text.lastIndexOf('\n', sentence[0] - 1) + 1;
    const ruledOutHead: [number, number] | null = ruledOut ? [lineFrom + ruledOut[0].indexOf(ruledOut[1]), lineFrom + ruledOut[0].indexOf(ruledOut[1]) + ruledOut[1].length] : null;
    const rowNo = ROW_ANSWERED_NO.test(line) && !asksNormal(text, sentence[0]);
    // "| Criterion | This ECG | Met? |": a "No" denies the criterion cell; the cell of what this ECG shows is said
    const criterionCell = rowNo ? criterionCellOf(text, sentence) : null;
    // "Is there ST elevation in V1? No." in one line: the question up to its mark is denied
    const inlineYesNo = !asked ? INLINE_ANSWER.exec(line) : null;
    const inlineNo = inlineYesNo && !/^(?:yes|present)$/i.test(inlineYesNo[1]) && !ATTRIBUTE_QUESTION.test(line.slice(0, inlineYesNo.index));
    const inlineDenied: [number, number] | null = inlineNo ? [sentence[0], sentence[0] + inlineYesNo!.index + 1] : null;
    // "Absent: AV block; pathological Q waves; AF": the heading's line, across its semicolons
    const onNegativeLine = sentence[0] < negativeLineEnd;
    // a crossed item's denial ends at its full stop: what follows explains it ("❌ PACs — disagree. They are PVCs.")
    if (heading && !headingAlone) negativeLineEnd = heading === crossed ? itemEndAt(text, sentence[0]) : lineEndAt(text, sentence[0]);
    const denied: [number, number] | null = heading ? [sentence[0] + heading[0].length, sentence[1]] : criterionCell ?? (underNegativeHeading || onNegativeLine || answeredNo || rowNo ? sentence : (inlineDenied ?? rejectedOption));
    // the answer word of a question answered on its line ("? Yes", "? No"): the question's claims reach to it
    const nextLineAnswer = asked ? (ANSWERED_NO.exec(after) ?? ANSWERED_YES.exec(after)) : null;
    const inlineAnswer: [number, number] | null = inlineYesNo
      ? [sentence[0] + inlineYesNo.index, sentence[0] + inlineYesNo.index + inlineYesNo[0].length]
      : nextLineAnswer && !/^\s*(?:leads?\s|in\s)/i.test(nextLineAnswer[0]) ? [sentence[1], sentence[1] + 1 + nextLineAnswer[0].length] : null;
    if (headingAlone) underNegativeHeading = true;
    if (possibilitiesHeading) {
      underPossibilities = true;
      const next = text.slice(sentence[1]).search(/\S/);
      const lineEnd = next < 0 ? -1 : text.indexOf('\n', sentence[1] + next);
      possibilitiesLineEnd = next < 0 ? 0 : lineEnd < 0 ? text.length : lineEnd;
    }
    for (const [a, b] of chunk(text, sentence, maxClause).flatMap(([s, e]) => splitSpans(text, s, e, CLAUSE_BREAK))) {
      const body = text.slice(a, b);
      const negated: [number, number][] = [];
      const hedged: [number, number][] = [];
      HEDGE_CUE.lastIndex = 0;
      // "X cannot be excluded / ruled out" withdraws X, named before the cue: the whole clause
      // …and so does a cue set after it by a dash or colon, or closing the clause ("SA exit block — cannot exclude")
      for (let m = HEDGE_CUE.exec(body); m; m = HEDGE_CUE.exec(body)) {
        // …but "r/o X" names what it would rule out after it ("ST ↑ 2 mm in V2–V3 — r/o anterior STEMI")
        const wholeClause = /\bbe\s+(?:(?:fully|completely|entirely|definitely|reliably|confidently|totally)\s+)?(?:excluded|ruled\s+out|sought|looked\s+for)\b|\bneither\s+be\b/i.test(m[0]) || (/(?:[—–:]|\s-)\s*$/.test(body.slice(0, m.index)) && !/^(?:r\/o|whether|unless|consider)$/i.test(m[0])) || /^[\s.,;:!)*]*$/.test(body.slice(m.index + m[0].length));
        // …from a conclusion drawn before it ("X meets the criterion — so occlusion cannot be excluded"): X stays said
        // ("Mobitz I stays below 50 %, so I'm not asserting it" withdraws what it concludes from)
        const conclusion = wholeClause && !/\bnot\s+asserting\b|\bnot\s+(?:calling|claiming|diagnosing|reporting)\s+(?:it|this|that)\b/i.test(m[0]) ? CONCLUSION_BEFORE.exec(body.slice(0, m.index)) : null;
        // "consider X: <evidence>" hedges X, not the evidence it is given, nor what a purpose takes for granted ("consider
        // adenosine to unmask the flutter waves")
        const evidence = /^consider$/i.test(m[0]) ? body.slice(m.index).search(/[:;]\s|\bto\s+(?:unmask|reveal|expose|bring\s+out)\b/i) : -1;
        // …nor the reason given for keeping X open ("anterior STEMI — cannot exclude given 2 mm ST elevation")
        const reason = wholeClause ? body.slice(m.index + m[0].length).search(GIVEN_REASON) : -1;
        const end = evidence >= 0 ? a + m.index + evidence : reason >= 0 ? a + m.index + m[0].length + reason : b;
        hedged.push([conclusion ? a + conclusion.index : wholeClause ? a : a + m.index, end]);
      }
      for (const [r0, r1] of reported) if (r0 < b && a < r1) hedged.push([Math.max(a, r0), Math.min(b, r1)]);
      if (possibility) hedged.push([a, b]);
      if (saidOfOption && saidOfOption[0] < b && a < saidOfOption[1]) hedged.push([Math.max(a, saidOfOption[0]), Math.min(b, saidOfOption[1])]);
      if (ruledOutHead && /\bwould\b/i.test(body)) {
        const conclusion = body.search(/(?:[→⇒]|-+>|,\s*so\b)/);
        hedged.push([Math.max(a, ruledOutHead[1]), conclusion < 0 ? b : a + conclusion]);
      }
      // the heading may stand on the sentence's own line before this clause
      const lineStart = text.lastIndexOf('\n', a - 1) + 1;
      const differential = DIFFERENTIAL_LIST.exec(text.slice(lineStart, b));
      // ("Differential for a regular narrow-complex tachycardia:" weighs the causes of what it names, which is said)
      const listFrom = differential ? lineStart + differential.index + (/^differential/i.test(differential[0]) ? differential[0].length : 0) : 0;
      if (differential && !RULES_OUT.test(text.slice(lineStart + differential.index, b))) hedged.push([Math.max(a, listFrom), b]);
      CAUTION.lastIndex = 0;
      for (let m = CAUTION.exec(body); m; m = CAUTION.exec(body)) {
        const rest = body.slice(m.index + m[0].length).search(/[—–;,]|\s-\s|\bso\b/);
        hedged.push([a + m.index, rest < 0 ? b : a + m.index + m[0].length + rest]);
      }
      // "criteria for LVH cannot be applied in LBBB": nothing in the clause is asserted
      const conditional = CONDITIONAL.exec(body) ?? MNEMONIC_WOULD.exec(body);
      // "X would fit Y" asserts neither; "X, which would fit Y" asserts X
      const cannot = CANNOT_ASSESS.exec(body);
      // "… LBBB (QRS 120 ms), which makes STEMI hard to call": the clause after "which" is withdrawn, the LBBB stays
      const relative = cannot ? /,\s*(?:which|that)\b(?![^,]*,\s*(?:which|that)\b)/i.exec(body.slice(0, cannot.index)) : null;
      const soBefore = cannot ? SO_BEFORE.exec(body.slice(0, cannot.index)) : null;
      const whether = cannot ? WHETHER_ASKED.exec(body.slice(0, cannot.index)) : null;
      const beforeConditional = conditional ? body.slice(Math.max(0, conditional.index - 12), conditional.index) : '';
      // "… probable atrial flutter with 2:1 conduction (AVNRT is the main alternative)": only the aside names alternatives
      const alternatives = NAMED_AS_ALTERNATIVES.exec(body);
      const alternativesAside = alternatives ? parenthesisAround(body, alternatives.index) : null;
      if (alternativesAside) hedged.push([a + alternativesAside[0], alternativesAside[1] < 0 ? b : a + alternativesAside[1] + 1]);
      // …"(that would sit near 150)" is the parenthesis only (genericScope)
      if (conditional && /\b(?:which|that|this|these|it)\s+$/i.test(beforeConditional) && !/\(\s*\w+\s+$/.test(beforeConditional)) hedged.push([a + conditional.index, b]);
      else if (relative && !conditional && !options) hedged.push([a + relative.index, b]);
      // "V1, V2: too noisy to read, so I can't judge R progression there": what follows "so" is not assessed, the rest is said
      else if (cannot && !conditional && !options && soBefore) hedged.push([a + soBefore.index, b]);
      // "… sinus rhythm now — whether spontaneously or after the dose, I can't tell": only what it asks is not known
      else if (cannot && !conditional && !options && whether) hedged.push([a + whether.index, b]);
      else if (cannot || options || UNKNOWN_VALUE.test(body) || (alternatives && !alternativesAside)) hedged.push([a, b]);
      // "This rules out LBBB: LBBB would give a dominant S in V1": a "would" after a colon or dash leaves what precedes it
      else if (conditional) {
        // (a condition in a clause of its own after ", and": "consistent with hyperkalaemia, and the K+ may be low if the sample was delayed")
        const joint = [...body.slice(0, conditional.index).matchAll(/,\s+(?:and|but)\s+/g)].pop();
        const from = joint && /^if\b/i.test(conditional[0]) ? a + joint.index! + joint[0].length : a;
        hedged.push(/^(?:would|should|no)\b/i.test(conditional[0]) ? genericScope(body, conditional.index, a, b) : [from, a + remarkEnd(body, conditional.index)]);
      }
      else {
        // "T waves inverted in V1–V2, which is what you'd expect with RBBB": only the remark after "which" is general
        const generic = GENERIC.exec(body);
        // "… should always make you think of flutter with 2:1 block, and I think that's what this is": endorsed
        if (generic && !ENDORSED_HERE.test(body.slice(generic.index))) hedged.push(genericScope(body, generic.index, a, b));
      }
      // "no bifascicular block (RBBB + LAFB)": a parenthesis that spells out a combination defines it, asserts nothing
      DEFINITION.lastIndex = 0;
      for (let m = DEFINITION.exec(body); m; m = DEFINITION.exec(body)) hedged.push([a + m.index, a + m.index + m[0].length]);
      // "Left ventricular aneurysm (persistent ST elevation with Q waves): less likely": the gloss of a candidate rated
      RATED_GLOSS.lastIndex = 0;
      for (let m = RATED_GLOSS.exec(body); m; m = RATED_GLOSS.exec(body)) hedged.push([a + m.index, a + m.index + m[0].length]);
      const lineEnd = text.indexOf('\n', a);
      if (CRITERIA_HEADING.test(text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd))) hedged.push([a, b]);
      CRITERIA_GLOSS.lastIndex = 0;
      for (let m = CRITERIA_GLOSS.exec(body); m; m = CRITERIA_GLOSS.exec(body)) hedged.push([a + m.index + (m[1] === undefined ? m[0].indexOf('(') : 0), a + m.index + m[0].length]);
      ALTERNATIVES.lastIndex = 0;
      for (let m = ALTERNATIVES.exec(body); m; m = ALTERNATIVES.exec(body)) {
        // "no evidence of either peaked T waves or QRS widening" denies both
        if (!DENIED_EITHER.test(body.slice(Math.max(0, m.index - 30), m.index + 6))) hedged.push([a + m.index, a + m.index + m[0].length]);
      }
      APPARENT.lastIndex = 0;
      for (let m = APPARENT.exec(body); m; m = APPARENT.exec(body)) hedged.push([a + m.index, a + m.index + m[0].length]);
      // "if the PR exceeds 300 ms, or dropped beats appear, stop the drug", "call cardiology if there is ST elevation": the
      // condition of a plan or an expectation, not a statement about this ECG ("looks as if" compares; "if any" qualifies)
      // …and so is what a plan expects or looks for ("expect a junctional rhythm", "watch for AV block"), and what "would
      // change" a plan ("a PR over 300 ms would change that")
      for (const re of [CONDITION, PLAN]) {
        // (a condition in reasoning, "if aVF is positive that can't be −20°", is the reasoning's premise)
        if (re === CONDITION && !ACTION.test(body)) continue;
        re.lastIndex = 0;
        for (let m = re.exec(body); m; m = re.exec(body)) {
          if (!/\bas\s+$/i.test(body.slice(Math.max(0, m.index - 4), m.index))) hedged.push([a + m.index, a + conditionEnd(body, m.index + m[0].length)]);
        }
      }
      WOULD_CHANGE.lastIndex = 0;
      for (let m = WOULD_CHANGE.exec(body); m; m = WOULD_CHANGE.exec(body)) hedged.push([a + m.index, a + m.index + m[0].length]);
      // "incomplete vs complete RBBB", "PVC vs PAC with aberrancy": alternatives weighed, each unasserted (the phrase only)
      VERSUS.lastIndex = 0;
      for (let m = VERSUS.exec(body); m; m = VERSUS.exec(body)) {
        const from = Math.max(0, ...[...body.slice(0, m.index).matchAll(/[,:;—(]/g)].map((x) => x.index! + 1));
        const rest = body.slice(m.index).search(/[,:;—)]/);
        hedged.push([a + from, rest < 0 ? b : a + m.index + rest]);
      }
      // "| Rate | 64 bpm | 76 bpm |" under "| | 2020 report | Today |", "2018 ECG: sinus rhythm 80 bpm": another tracing's
      const elsewhen: [number, number][] = [];
      for (const [s, e] of otherTracing) if (s < b && a < e) elsewhen.push([Math.max(a, s), Math.min(b, e)]);
      for (const re of [PAST_PAREN, OTHER_TRACING_GLOSS]) {
        re.lastIndex = 0;
        for (let m = re.exec(body); m; m = re.exec(body)) elsewhen.push([a + m.index + m[0].lastIndexOf('('), a + m.index + m[0].length]);
      }
      const earlier = placedEarlier(body);
      if (earlier) elsewhen.push([a + earlier[0], a + earlier[1]]);
      const then = thenPast(body);
      if (then) elsewhen.push([a + then[0], a + then[1]]);
      // "previously AF, now sinus rhythm", "the 2021 ECG had a PR of 200 ms": another ECG, up to "now"
      const past = PAST.exec(body);
      if (past) {
        const now = body.slice(past.index).search(/\s[—–]\s|\b(?:now|currently|today|at\s+present|on\s+this\s+(?:ECG|tracing)|this\s+one|the\s+current\s+(?:one|tracing|ECG))\b|,\s+(?:with|and|but|so|there|no|this|it|the\s+current)\b/i);
        // a remark in parentheses about the other tracing runs to its closing parenthesis
        const open = body.lastIndexOf('(', past.index);
        const close = open >= 0 && body.lastIndexOf(')', past.index) < open ? body.indexOf(')', past.index) : -1;
        elsewhen.push([a + past.index, close >= 0 ? a + close : now < 0 ? b : a + past.index + now]);
      }
      hedged.push(...elsewhen);
      const onDrug = ON_DRUG_IF.exec(body);
      if (onDrug) {
        const from = Math.max(0, ...[...body.slice(0, onDrug.index).matchAll(/[,;:(—]|\bor\b/g)].map((x) => x.index! + x[0].length));
        hedged.push([a + from, a + onDrug.index + onDrug[0].length]);
      }
      const population = POPULATION_REMARK.exec(body);
      if (population) {
        const before = body.slice(0, population.index);
        const cut = Math.max(before.lastIndexOf(':'), before.lastIndexOf(';'), before.lastIndexOf('—'));
        hedged.push([a + cut + 1, a + population.index + population[0].length]);
      }
      const requirement = REQUIREMENT.exec(body);
      if (requirement) hedged.push([a + requirement.index, a + requirement.index + requirement[0].length]);
      for (const re of [WITHDRAWN, PROSPECTIVE, DEFINITIONAL, HYPOTHETICAL_RHYTHM]) {
        const m = re.exec(body);
        if (m) hedged.push([a + m.index, b]);
      }
      NEGATION_CUE.lastIndex = 0;
      for (let m = NEGATION_CUE.exec(body); m; m = NEGATION_CUE.exec(body)) {
        const at = a + m.index;
        if (hedged.some(([h0, h1]) => at >= h0 && at < h1)) continue;
        // "not only", "no longer than", "not significantly" do not negate a finding; "not" in "cannot" is a hedge; "no
        // change (from the last ECG)" compares, but "no changes that suggest a heart attack" denies
        // ("not without some ST depression" is a double negative: it says there is some)
        if (/^not\s+without\b/i.test(text.slice(at, at + 12)) || (/^without\b/i.test(text.slice(at, at + 8)) && /\bnot\s+$/i.test(text.slice(Math.max(0, at - 5), at)))) continue;
        if (/^(?:(?:n['’]t|not)\s+(?:calculate|compute|measure\s+(?:the\s+)?(?:QTc?|QT|RR|rate)|use|rely\s+on|trust|forget|bother|try\s+to)\b|not only|no longer\s+than\b|no(?:\s+significant)?\s+changes?\b(?!\s+(?:that|which|to|of|suggest\w*|consistent|in\s+keeping|typical|indicat\w*)\b))/i.test(text.slice(at, at + 60))) continue;
        negated.push(negationScope(text, at + m[0].length, b));
      }
      if (denied) negated.push([Math.max(a, denied[0]), Math.min(b, denied[1])]);
      if (ruledOutHead && ruledOutHead[0] < b && a < ruledOutHead[1]) negated.push([Math.max(a, ruledOutHead[0]), Math.min(b, ruledOutHead[1])]);
      // "Posterior extension, meaning ST depression in V1 to V3, which isn't present either": what the clause named is denied
      const noneHere = NONE_HERE_AFTER.exec(body);
      if (noneHere) negated.push([a, a + noneHere.index]);
      if (question && askedFrom > a) hedged.push([Math.max(a, askedFrom), b]);
      clauses.push({ span: [a, b], text: body, negated, hedged, elsewhen, question: question && askedFrom <= a, ...(inlineAnswer && a <= inlineAnswer[0] && inlineAnswer[0] <= b + 1 ? { answer: inlineAnswer } : {}) });
      if (clauses.length > 20000) return clauses;
    }
  }
  return clauses;
}

export function inSpans(pos: number, spans: [number, number][]): boolean {
  return spans.some(([a, b]) => pos >= a && pos < b);
}
