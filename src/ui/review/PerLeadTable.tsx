import type { Analysis } from '../../core/types';
import { rounded } from '../format';

function mv(x: number | null | undefined): string {
  if (x == null || !Number.isFinite(x)) return '—';
  return Math.abs(x) < 0.005 ? '0.00' : x.toFixed(2);
}

/** Per-lead amplitudes (mV, the U wave's included), Q duration (ms) and ST level at J and J+60 ms, measured on the median beat. */
export function PerLeadTable({ a }: { a: Analysis }) {
  const leads = a.record.leads.filter((l) => a.measurements.per_lead[l]);
  if (leads.length === 0) return <p className="hint">No per-lead measurements.</p>;
  return (
    <div className="per-lead-wrap">
      <table className="per-lead" data-testid="per-lead">
        <thead>
          <tr>
            <th scope="col">Lead</th>
            <th scope="col" title="P amplitude (mV)">P</th>
            <th scope="col" title="Q amplitude (mV)">Q</th>
            <th scope="col" title="Q duration (ms)">Q ms</th>
            <th scope="col" title="R amplitude (mV)">R</th>
            <th scope="col" title="S amplitude (mV)">S</th>
            <th scope="col" title="T amplitude (mV)">T</th>
            <th scope="col" title="U wave amplitude (mV): 0.00 where the lead shows none, — where the next beat leaves no room">U</th>
            <th scope="col" title="ST level at the J point (mV)">ST J</th>
            <th scope="col" title="ST level 60 ms after J (mV)">J+60</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((l) => {
            const m = a.measurements.per_lead[l];
            const q = a.quality.per_lead[l];
            return (
              <tr key={l} className={q && !q.usable ? 'unusable' : undefined} title={q && !q.usable ? `unusable: ${q.issues.join(', ')}` : undefined}>
                <th scope="row">{l}</th>
                <td>{mv(m.p_mv)}</td>
                <td>{mv(m.q_mv)}</td>
                <td>{rounded(m.q_ms)}</td>
                <td>{mv(m.r_mv)}</td>
                <td>{mv(m.s_mv)}</td>
                <td>{mv(m.t_mv)}</td>
                <td>{mv(m.u_mv)}</td>
                <td>{mv(m.st_j_mv)}</td>
                <td>{mv(m.st_60_mv)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
