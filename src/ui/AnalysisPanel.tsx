import type { Analysis } from '../core/types';
import { highlightFinding } from '../state/review-actions';
import { delineatorName, resolveDelineator } from '../inference/combine';
import { networkBusy, useModels } from '../state/models-store';
import { useReview } from '../state/review-store';
import { useWorkbench } from '../state/store';
import { DeviceMeasurements } from './DeviceMeasurements';
import { rounded } from './format';
import { MedianBeats } from './MedianBeats';
import { PerLeadTable } from './review/PerLeadTable';
import { RhythmEpisodes } from './RhythmEpisodes';
import { LabelledBeats } from './LabelledBeats';

/** Which delineator produced the shown analysis (the CONTRACT's `model` field), and whether the network is still refining it. */
function DelineatorNote({ a }: { a: Analysis }) {
  const stage = useModels((s) => s.stage);
  const setting = useModels((s) => s.delineator);
  const tag = a.model.delineator;
  const name = delineatorName(tag);
  // Only when the setting sends this record to the network (`auto` keeps records over an hour on DSP).
  const network = resolveDelineator(setting, a.record.samples / a.record.fs) !== 'dsp';
  const refining = tag === 'dsp' && network && networkBusy(stage);
  return (
    <p className="hint" data-testid="analysis-delineator" data-delineator={tag}>
      Delineator: {name}, {a.model.version}
      {refining ? ' · delineation network running…' : ''}
    </p>
  );
}

function MeasurementsTable({ a }: { a: Analysis }) {
  const m = a.measurements;
  const rows: [string, string][] = [
    ['Heart rate', rounded(m.hr_bpm, ' bpm')],
    ['RR', rounded(m.rr_ms, ' ms')],
    ['PR', rounded(m.pr_ms, ' ms')],
    ['QRS', rounded(m.qrs_ms, ' ms')],
    ['QT', rounded(m.qt_ms, ' ms')],
    ['QTc Bazett', rounded(m.qtc_ms?.bazett, ' ms')],
    ['QTc Fridericia', rounded(m.qtc_ms?.fridericia, ' ms')],
    ['Axis P / QRS / T', `${rounded(m.axis_deg?.p, '°')} / ${rounded(m.axis_deg?.qrs, '°')} / ${rounded(m.axis_deg?.t, '°')}${m.limb_gain_correction ? ' *' : ''}`],
    ['Rhythm', `${a.rhythm.label.replace(/_/g, ' ')}${a.rhythm.regular ? '' : ' (irregular)'}`],
    ['Beats', String(a.beats.length)],
  ];
  return (
    <table className="measurements" data-testid="measurements">
      {m.limb_gain_correction && (
        <caption className="hint" data-testid="limb-gain-note">
          * The limb leads do not obey Einthoven's law (each lead scaled on its own): the axes use gains recovered from
          the leads; amplitudes are not comparable between leads.
        </caption>
      )}
      <tbody>
        {rows.map(([k, val]) => (
          <tr key={k}>
            <th scope="row">{k}</th>
            <td>{val}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Measurements, findings and median beats computed by the analysis worker. */
export function AnalysisPanel() {
  const record = useWorkbench((s) => s.record);
  const analysis = useWorkbench((s) => s.analysis);
  const status = useWorkbench((s) => s.analysisStatus);
  const progress = useWorkbench((s) => s.analysisProgress);
  const error = useWorkbench((s) => s.analysisError);
  const highlighted = useReview((s) => s.highlight?.key ?? null);
  if (!record) return null;
  return (
    <section className="panel" aria-labelledby="analysis-h">
      <h2 id="analysis-h">Measurements</h2>
      {status === 'running' && (
        <div className="progress" role="status">
          <progress max={1} value={progress} aria-label="Analysis progress" /> analysing… {Math.round(progress * 100)} %
        </div>
      )}
      {status === 'unavailable' && <p className="hint">Automatic analysis is not available in this build.</p>}
      {status === 'error' && (
        <p className="error-text" role="alert">
          Analysis failed: {error}
        </p>
      )}
      <DeviceMeasurements record={record} analysis={analysis} />
      {analysis && (
        <>
          <MeasurementsTable a={analysis} />
          {analysis.rhythm.reason && (
            <p className="hint" data-testid="rhythm-reason">
              Rhythm not named: {analysis.rhythm.reason}.
            </p>
          )}
          <RhythmEpisodes a={analysis} />
          <LabelledBeats a={analysis} />
          <DelineatorNote a={analysis} />
          <details className="per-lead-details" open>
            <summary>Per lead (median beat)</summary>
            <PerLeadTable a={analysis} />
          </details>
          <h3>Findings</h3>
          {analysis.findings.length === 0 ? (
            <p className="hint">No findings.</p>
          ) : (
            <ul className="findings" data-testid="findings">
              {analysis.findings.map((f) => (
                <li key={f.code}>
                  <button
                    type="button"
                    className="finding"
                    data-code={f.code}
                    aria-pressed={highlighted === `finding:${f.code}`}
                    title={f.evidence.map((e) => `${e.measure} = ${String(e.value)}${e.threshold ? ` (${e.threshold})` : ''}`).join('; ')}
                    onClick={() => highlightFinding(analysis, f)}
                  >
                    {f.label}
                    {f.leads?.length ? <span className="leads"> ({f.leads.join(', ')})</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {analysis.median_beats && (
            <>
              <h3>Median beats</h3>
              <MedianBeats median={analysis.median_beats} fs={record.fs} />
            </>
          )}
        </>
      )}
    </section>
  );
}
