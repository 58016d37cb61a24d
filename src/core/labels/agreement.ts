// Agreement between annotators: Cohen's kappa on claim and step labels for every pair of
// annotators, per-criterion agreement for rubrics, and the list of disagreements.
import { cohenKappa, type KappaResult } from './kappa';
import { answerKey, type AnswerLabel, type ClaimLabel } from './types';

/** 'accept' resolves to the workbench verdict it accepted, when the label recorded it. */
export const effectiveClaimVerdict = (c: ClaimLabel): string => (c.verdict === 'accept' ? (c.workbench ?? 'accept') : c.verdict);

export interface PairAgreement {
  a: string;
  b: string;
  /** Answers labelled by both. */
  answers: number;
  claims: KappaResult;
  steps: KappaResult;
}

export interface CriterionAgreement {
  rubric: string;
  criterion: string;
  a: string;
  b: string;
  n: number;
  /** Share of answers where both made the same met/unmet decision. */
  percent: number | null;
  kappa: number | null;
}

export type DisagreementKind = 'claim' | 'step' | 'criterion' | 'rating' | 'preference';

export interface Disagreement {
  record: string;
  answer: string;
  kind: DisagreementKind;
  /** claim id, step index, "rubric/criterion", "rating" or the preference pair "a|b". */
  item: string;
  /** Annotator -> value, for the annotators who labelled the item. */
  values: Record<string, string>;
}

export interface AgreementReport {
  annotators: string[];
  pairs: PairAgreement[];
  criteria: CriterionAgreement[];
  disagreements: Disagreement[];
}

/** Labels grouped by answer (record + answer), each group sorted by annotator. */
export function groupByAnswer(labels: readonly AnswerLabel[]): Map<string, AnswerLabel[]> {
  const groups = new Map<string, AnswerLabel[]>();
  for (const l of labels) {
    const k = answerKey(l);
    const g = groups.get(k);
    if (g) g.push(l);
    else groups.set(k, [l]);
  }
  for (const g of groups.values()) g.sort((x, y) => (x.annotator < y.annotator ? -1 : x.annotator > y.annotator ? 1 : 0));
  return groups;
}

/** Joins rubric and criterion ids in item keys (ids may contain '/'). */
const SEP = '\u0000';

/** item -> value maps of one label, per kind. */
function itemValues(l: AnswerLabel): Record<DisagreementKind, Map<string, string>> {
  const prefKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  const met = new Map<string, string>();
  for (const r of l.rubrics) for (const [c, m] of Object.entries(r.met)) met.set(`${r.id}${SEP}${c}`, m ? 'met' : 'unmet');
  return {
    claim: new Map(l.claims.map((c) => [c.claimId, effectiveClaimVerdict(c)])),
    step: new Map(l.steps.map((s) => [String(s.step), s.verdict])),
    criterion: met,
    rating: new Map(l.rating === null ? [] : [['rating', String(l.rating)]]),
    // normalised so that "a over b" and "b under a" agree
    preference: new Map(l.preferences.map((p) => [prefKey(p.a, p.b), p.winner === 'tie' ? 'tie' : p.winner === 'a' ? p.a : p.b])),
  };
}

const KINDS: DisagreementKind[] = ['claim', 'step', 'criterion', 'rating', 'preference'];

/** Disagreements among the labels of one answer (items labelled by ≥ 2 annotators with different values). */
export function answerDisagreements(group: readonly AnswerLabel[]): Disagreement[] {
  if (group.length < 2) return [];
  const values = group.map(itemValues);
  const out: Disagreement[] = [];
  for (const kind of KINDS) {
    const items = new Set<string>();
    for (const v of values) for (const k of v[kind].keys()) items.add(k);
    for (const item of items) {
      const byAnnotator: Record<string, string> = {};
      let count = 0;
      const seen = new Set<string>();
      group.forEach((l, i) => {
        const v = values[i][kind].get(item);
        if (v === undefined) return;
        byAnnotator[l.annotator] = v;
        seen.add(v);
        count++;
      });
      if (count >= 2 && seen.size > 1) out.push({ record: group[0].record, answer: group[0].answer, kind, item: item.replace(SEP, '/'), values: byAnnotator });
    }
  }
  return out;
}

export function agreementReport(labels: readonly AnswerLabel[]): AgreementReport {
  const groups = groupByAnswer(labels);
  const annotators = [...new Set(labels.map((l) => l.annotator))].sort();
  const pairData = new Map<string, { answers: number; claims: [string, string][]; steps: [string, string][]; crit: Map<string, [string, string][]> }>();
  const disagreements: Disagreement[] = [];
  for (const group of groups.values()) {
    disagreements.push(...answerDisagreements(group));
    const values = group.map(itemValues);
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const key = JSON.stringify([group[i].annotator, group[j].annotator]);
        let d = pairData.get(key);
        if (!d) pairData.set(key, (d = { answers: 0, claims: [], steps: [], crit: new Map() }));
        d.answers++;
        const [vi, vj] = [values[i], values[j]];
        for (const [item, v] of vi.claim) {
          const w = vj.claim.get(item);
          if (w !== undefined) d.claims.push([v, w]);
        }
        for (const [item, v] of vi.step) {
          const w = vj.step.get(item);
          if (w !== undefined) d.steps.push([v, w]);
        }
        for (const [item, v] of vi.criterion) {
          const w = vj.criterion.get(item);
          if (w === undefined) continue;
          const list = d.crit.get(item);
          if (list) list.push([v, w]);
          else d.crit.set(item, [[v, w]]);
        }
      }
    }
  }
  const pairs: PairAgreement[] = [];
  const criteria: CriterionAgreement[] = [];
  for (const [key, d] of [...pairData].sort(([x], [y]) => (x < y ? -1 : 1))) {
    const [a, b] = JSON.parse(key) as [string, string];
    pairs.push({ a, b, answers: d.answers, claims: cohenKappa(d.claims), steps: cohenKappa(d.steps) });
    for (const [item, list] of [...d.crit].sort(([x], [y]) => (x < y ? -1 : 1))) {
      const sep = item.indexOf(SEP);
      const k = cohenKappa(list);
      criteria.push({ rubric: item.slice(0, sep), criterion: item.slice(sep + 1), a, b, n: k.n, percent: k.observed, kappa: k.kappa });
    }
  }
  return { annotators, pairs, criteria, disagreements };
}

function mapsDiffer(x: Map<string, string>, y: Map<string, string>): boolean {
  for (const [k, v] of x) {
    const w = y.get(k);
    if (w !== undefined && w !== v) return true;
  }
  return false;
}

/** Whether any two labels of one answer disagree (same items as answerDisagreements, stops at the first). */
export function hasDisagreement(group: readonly AnswerLabel[]): boolean {
  if (group.length < 2) return false;
  for (let i = 0; i < group.length; i++) {
    for (let j = i + 1; j < group.length; j++) {
      const [x, y] = [group[i], group[j]];
      if (x.rating !== null && y.rating !== null && x.rating !== y.rating) return true;
      if (x.claims.length && y.claims.length && mapsDiffer(new Map(x.claims.map((c) => [c.claimId, effectiveClaimVerdict(c)])), new Map(y.claims.map((c) => [c.claimId, effectiveClaimVerdict(c)])))) return true;
      if (x.steps.length && y.steps.length && mapsDiffer(new Map(x.steps.map((s) => [String(s.step), s.verdict])), new Map(y.steps.map((s) => [String(s.step), s.verdict])))) return true;
      if ((x.rubrics.length && y.rubrics.length) || (x.preferences.length && y.preferences.length)) {
        const [vx, vy] = [itemValues(x), itemValues(y)];
        if (mapsDiffer(vx.criterion, vy.criterion) || mapsDiffer(vx.preference, vy.preference)) return true;
      }
    }
  }
  return false;
}
