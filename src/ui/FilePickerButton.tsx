import { useRef } from 'react';

interface Props {
  label: string;
  /** data-testid of the hidden input (browser tests set files on it). */
  testId: string;
  ariaLabel: string;
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  /** Pick a whole folder (webkitdirectory). */
  folder?: boolean;
  accept?: string;
  className?: string;
  disabled?: boolean;
}

/** A button that opens the browser's file (or folder) picker and hands over the chosen files. */
export function FilePickerButton({ label, testId, ariaLabel, onFiles, multiple, folder, accept, className, disabled }: Props) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className={className} disabled={disabled} onClick={() => ref.current?.click()}>
        {label}
      </button>
      <input
        ref={ref}
        type="file"
        multiple={multiple}
        hidden
        accept={accept}
        data-testid={testId}
        aria-label={ariaLabel}
        {...(folder ? { webkitdirectory: '', directory: '' } : {})}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          onFiles(files);
        }}
      />
    </>
  );
}
