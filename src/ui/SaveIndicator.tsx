import { useWorkbench } from '../state/store';

export function SaveIndicator() {
  const save = useWorkbench((s) => s.save);
  const text =
    save.status === 'saving'
      ? 'Saving…'
      : save.status === 'saved'
        ? `Saved locally${save.at ? ` ${new Date(save.at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}` : ''}`
        : save.status === 'error'
          ? `Not saved: ${save.message ?? 'storage error'}`
          : 'Not saved yet';
  return (
    <span className={`save save-${save.status}`} role="status" data-testid="save-state" data-status={save.status}>
      {text}
    </span>
  );
}
