/** Saves a blob as a file named `name` through a temporary link (exports, CSVs, images). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser the click before the address goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
