/** Save a blob under a file name (an <a download> click). */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from a record id: letters, digits, - and _ only. */
export function safeFileStem(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 80) || 'record';
}
