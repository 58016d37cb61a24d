import { useRef } from 'react';
import { openFiles, openFolder } from '../state/actions';

/** "Open files…" (several: a .hea with its .dat and annotations) and "Open folder…". */
export function FileOpeners() {
  const filesRef = useRef<HTMLInputElement>(null);
  const folderRef = useRef<HTMLInputElement>(null);
  // No `accept` filter: annotation files have open-ended extensions (.atr, .i, .v1, .q1c...).
  return (
    <div className="openers">
      <button type="button" className="primary" onClick={() => filesRef.current?.click()}>
        Open files…
      </button>
      <input
        ref={filesRef}
        type="file"
        multiple
        hidden
        data-testid="file-input"
        aria-label="Open ECG files"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          void openFiles(files);
        }}
      />
      <button type="button" onClick={() => folderRef.current?.click()}>
        Open folder…
      </button>
      <input
        ref={folderRef}
        type="file"
        hidden
        data-testid="folder-input"
        aria-label="Open a folder of ECG records"
        {...{ webkitdirectory: '', directory: '' }}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          void openFolder(files);
        }}
      />
    </div>
  );
}
