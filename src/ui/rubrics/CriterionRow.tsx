import type { AutoCheck, AutoCheckKind, Criterion } from '../../core/rubrics';

const KINDS: [AutoCheckKind | '', string][] = [
  ['', 'ticked by the annotator'],
  ['states_measurement_within_tolerance', 'states a measurement within tolerance'],
  ['does_not_claim', 'does not claim a finding'],
  ['mentions_finding_when_present', 'mentions a finding when present'],
  ['no_contradicted_claims', 'no contradicted claims'],
  ['makes_contradicted_claim', 'makes a contradicted claim'],
  ['format_ok', 'answer format OK'],
];

/** A new check of `kind`, keeping the quantity / code typed for the previous one. */
function checkOf(kind: AutoCheckKind, prev: AutoCheck | undefined): AutoCheck {
  const p = (prev ?? {}) as { quantity?: string; code?: string };
  switch (kind) {
    case 'states_measurement_within_tolerance':
      return { kind, quantity: p.quantity ?? 'hr_bpm' };
    case 'does_not_claim':
      return { kind, code: p.code ?? 'atrial_fibrillation', unless_finding: true };
    case 'mentions_finding_when_present':
      return { kind, code: p.code ?? 'first_degree_av_block' };
    case 'no_contradicted_claims':
      return p.quantity ? { kind, quantity: p.quantity } : { kind };
    case 'makes_contradicted_claim':
      return p.quantity ? { kind, quantity: p.quantity } : { kind };
    case 'format_ok':
      return { kind };
  }
}

interface Props {
  c: Criterion;
  index: number;
  count: number;
  onChange: (patch: Partial<Criterion>) => void;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

export function CriterionRow({ c, index, count, onChange, onMove, onDuplicate, onRemove }: Props) {
  const check = c.check as (AutoCheck & { quantity?: string; code?: string; unless_finding?: boolean }) | undefined;
  const hasQuantity = check && (check.kind === 'states_measurement_within_tolerance' || check.kind === 'no_contradicted_claims' || check.kind === 'makes_contradicted_claim');
  const hasCode = check && (check.kind === 'does_not_claim' || check.kind === 'mentions_finding_when_present' || check.kind === 'makes_contradicted_claim');
  const setParam = (key: 'quantity' | 'code', value: string) => {
    if (!check) return;
    const next = { ...check } as Record<string, unknown>;
    if (value) next[key] = value;
    else delete next[key];
    onChange({ check: next as unknown as AutoCheck });
  };
  return (
    <li className="criterion" data-testid="criterion" data-criterion={c.id}>
      <div className="crit-line">
        <span className="crit-n">{index + 1}</span>
        <input className="crit-text" aria-label={`Criterion ${index + 1} text`} value={c.text} maxLength={2000} onChange={(e) => onChange({ text: e.target.value })} />
        <input
          className="crit-points"
          type="number"
          min={-10}
          max={10}
          step={1}
          aria-label={`Criterion ${index + 1} points`}
          value={Number.isFinite(c.points) ? c.points : ''}
          onChange={(e) => onChange({ points: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
        />
      </div>
      <div className="crit-line">
        <input className="crit-id" aria-label={`Criterion ${index + 1} id`} value={c.id} maxLength={64} onChange={(e) => onChange({ id: e.target.value })} />
        <input
          key={c.tags.join(',')}
          className="crit-tags"
          aria-label={`Criterion ${index + 1} tags`}
          placeholder="tags, comma separated"
          defaultValue={c.tags.join(', ')}
          onBlur={(e) => {
            const tags = e.target.value.split(',').map((t) => t.trim()).filter(Boolean).slice(0, 32);
            if (tags.join(',') !== c.tags.join(',')) onChange({ tags });
          }}
        />
      </div>
      <div className="crit-line">
        <select
          aria-label={`Criterion ${index + 1} automatic check`}
          value={check?.kind ?? ''}
          onChange={(e) => onChange({ check: e.target.value ? checkOf(e.target.value as AutoCheckKind, c.check) : undefined })}
        >
          {KINDS.map(([k, t]) => (
            <option key={k} value={k}>
              {t}
            </option>
          ))}
        </select>
        {hasQuantity && <input className="crit-param" aria-label={`Criterion ${index + 1} quantity`} placeholder="quantity (e.g. qrs_ms)" value={check.quantity ?? ''} onChange={(e) => setParam('quantity', e.target.value)} />}
        {hasCode && <input className="crit-param" aria-label={`Criterion ${index + 1} finding code`} placeholder="finding code" value={check.code ?? ''} onChange={(e) => setParam('code', e.target.value)} />}
        {check?.kind === 'does_not_claim' && (
          <label className="crit-flag">
            <input type="checkbox" checked={!!check.unless_finding} onChange={(e) => onChange({ check: { ...check, kind: 'does_not_claim', code: check.code ?? '', unless_finding: e.target.checked } })} /> unless found
          </label>
        )}
        <span className="spacer" />
        <button type="button" className="icon" aria-label={`Move criterion ${index + 1} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
          ↑
        </button>
        <button type="button" className="icon" aria-label={`Move criterion ${index + 1} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
          ↓
        </button>
        <button type="button" className="icon" aria-label={`Duplicate criterion ${index + 1}`} onClick={onDuplicate}>
          copy
        </button>
        <button type="button" className="icon" aria-label={`Remove criterion ${index + 1}`} disabled={count === 1} onClick={onRemove}>
          ×
        </button>
      </div>
    </li>
  );
}
