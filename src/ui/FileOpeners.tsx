import { openFiles, openFolder } from '../state/actions';
import { FilePickerButton } from './FilePickerButton';

/** "Open files…" (several: a .hea with its .dat and annotations) and "Open folder…". */
export function FileOpeners() {
  // No `accept` filter: annotation files have open-ended extensions (.atr, .i, .v1, .q1c...).
  return (
    <div className="openers">
      <FilePickerButton label="Open files…" className="primary" multiple testId="file-input" ariaLabel="Open ECG files" onFiles={(f) => void openFiles(f)} />
      <FilePickerButton label="Open folder…" folder testId="folder-input" ariaLabel="Open a folder of ECG records" onFiles={(f) => void openFolder(f)} />
    </div>
  );
}
