import { useEffect, useRef } from 'react';
import { initLabels, retrySave, setAnnotator, showLabelTab, toggleLabelPanel, MAX_ANNOTATOR_CHARS } from '../../state/labels-actions';
import { setLabels, useLabels, type LabelTab } from '../../state/labels-store';
import { installLabelTestHooks } from '../../state/labels-test-hooks';
import { initRubrics } from '../../state/rubrics-actions';
import { RubricEditor } from '../rubrics/RubricEditor';
import { AgreementView } from './AgreementView';
import { AnswerLabeller } from './AnswerLabeller';
import { HelpOverlay } from './HelpOverlay';
import { itemsOf } from './label-commands';
import { focusKey } from './label-items';
import { handleLabelKey } from './label-keys';
import { exportLabelsNow, LabelFiles } from './LabelFiles';
import { QueuePanel } from './QueuePanel';
import { useLabelContext } from './useLabelContext';
import './labels.css';

const TABS: [LabelTab, string][] = [
  ['label', 'Label'],
  ['queue', 'Queue'],
  ['rubric', 'Rubric'],
  ['agreement', 'Agreement'],
];

function SaveState() {
  const save = useLabels((s) => s.save);
  if (save.status === 'error')
    return (
      <div className="label-save-error" role="alert" data-testid="label-save-error">
        <b>Labels not saved:</b> {save.message}. Your work is still in this tab.{' '}
        <button type="button" onClick={exportLabelsNow}>
          Export now
        </button>{' '}
        <button type="button" onClick={retrySave}>
          Retry
        </button>
      </div>
    );
  const text =
    save.status === 'loading' ? 'Loading…' : save.status === 'saving' ? 'Saving…' : save.at ? `Saved ${new Date(save.at).toLocaleTimeString()}` : 'All saved';
  return (
    <span className={`label-save s-${save.status}`} role="status" data-testid="label-save" data-status={save.status}>
      {text}
    </span>
  );
}

/** The annotator's drawer: labels for the answer on screen, the queue, the rubric editor, agreement. */
export function LabelWorkspace() {
  const open = useLabels((s) => s.open);
  const tab = useLabels((s) => s.tab);
  const help = useLabels((s) => s.help);
  const annotator = useLabels((s) => s.annotator);
  const saveStatus = useLabels((s) => s.save.status);
  const focus = useLabels((s) => s.focus);
  const ctx = useLabelContext();
  const panel = useRef<HTMLElement>(null);
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;

  useEffect(() => {
    installLabelTestHooks();
    void initLabels();
    void initRubrics();
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (e.key !== 'L' || !e.shiftKey || e.ctrlKey || e.metaKey || e.altKey) return;
      if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT' || panel.current?.contains(t))) return;
      e.preventDefault();
      showLabelTab('label');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Opening the drawer puts the keyboard in it, on the focused item when there is one.
  useEffect(() => {
    if (open) (panel.current?.querySelector<HTMLElement>('.label-row.focused') ?? panel.current)?.focus();
  }, [open]);

  // Keyboard focus follows the focused item (set by keys, clicks, or the move after a label).
  const fk = focusKey(focus);
  useEffect(() => {
    if (!open || !fk) return;
    const el = panel.current?.querySelector<HTMLElement>(`[data-label-key="${CSS.escape(fk)}"]`);
    const active = document.activeElement as HTMLElement | null;
    if (el && active !== el && !(active && (active.tagName === 'INPUT' || active.tagName === 'TEXTAREA'))) {
      el.focus();
      el.scrollIntoView({ block: 'nearest' });
    }
  }, [fk, open, tab]);

  // A new answer starts at its first unlabelled item.
  const answerId = ctx.active ? `${ctx.active.record}\u0000${ctx.active.answer}` : '';
  useEffect(() => {
    if (!answerId) return;
    const items = itemsOf(ctxRef.current);
    const label = ctxRef.current.label;
    const first = items.find((it) => !(it.kind === 'claim' ? label?.claims.some((c) => c.claimId === it.claim.id) : label?.steps.some((s) => s.step === it.index))) ?? items[0];
    if (first) setLabels({ focus: first.kind === 'claim' ? { kind: 'claim', id: first.claim.id } : { kind: 'step', step: first.index } });
  }, [answerId, ctx.active?.v !== null]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
      <button
        type="button"
        className={`label-toggle${saveStatus === 'error' ? ' has-error' : ''}`}
        aria-expanded={open}
        aria-controls="label-panel"
        data-testid="label-toggle"
        title="Labelling (Shift+L)"
        onClick={toggleLabelPanel}
      >
        {saveStatus === 'error' ? '⚠ ' : ''}Label
      </button>
      {open && (
        <section
          id="label-panel"
          ref={panel}
          className="label-panel"
          aria-label="Labelling"
          data-testid="label-panel"
          tabIndex={-1}
          onKeyDown={(e) => {
            if (handleLabelKey(e, ctx, panel.current)) {
              e.preventDefault();
              e.stopPropagation();
            }
          }}
        >
          <header className="label-head">
            <label className="annotator">
              Annotator{' '}
              <input
                key={annotator}
                data-testid="annotator"
                defaultValue={annotator}
                maxLength={MAX_ANNOTATOR_CHARS}
                onBlur={(e) => setAnnotator(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') setAnnotator(e.currentTarget.value);
                }}
              />
            </label>
            <SaveState />
            <button type="button" className="icon" aria-label="Keyboard shortcuts" title="Shortcuts (?)" onClick={() => setLabels((s) => ({ help: !s.help }))}>
              ?
            </button>
            <button type="button" className="icon" aria-label="Close labelling" onClick={toggleLabelPanel}>
              ×
            </button>
          </header>
          <nav className="label-tabs" role="tablist">
            {TABS.map(([t, name]) => (
              <button key={t} type="button" role="tab" aria-selected={tab === t} onClick={() => showLabelTab(t)}>
                {name}
              </button>
            ))}
          </nav>
          {ctx.active && (
            <p className="label-current" data-testid="label-current">
              {ctx.position >= 0 ? `${ctx.position + 1} of ${ctx.queue.length}: ` : ''}
              <b>{ctx.active.a.model || ctx.active.answer}</b> on record {ctx.active.record}
            </p>
          )}
          <div className="label-body">
            {tab === 'label' && (
              <>
                {ctx.answers.length > 1 && (
                  <label className="answer-pick">
                    Answer{' '}
                    <select value={ctx.active?.answer ?? ''} onChange={(e) => setLabels({ activeAnswer: e.target.value, focus: null, compareWith: null })}>
                      {ctx.answers.map((x) => (
                        <option key={x.answer} value={x.answer}>
                          {x.a.model || x.answer}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                <AnswerLabeller ctx={ctx} items={itemsOf(ctx)} />
                <LabelFiles />
              </>
            )}
            {tab === 'queue' && <QueuePanel ctx={ctx} />}
            {tab === 'rubric' && <RubricEditor ctx={ctx} />}
            {tab === 'agreement' && (
              <>
                <AgreementView ctx={ctx} />
                <LabelFiles />
              </>
            )}
          </div>
          {help && <HelpOverlay />}
        </section>
      )}
    </>
  );
}
