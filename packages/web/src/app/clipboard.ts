/** Copying a link for the user, as Superset's copyTextToClipboard: the async API, else execCommand. */
export const COPY_SUCCESS = 'Link Copied!';
export const COPY_FAILURE = 'Sorry, your browser does not support copying.';

function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    // Browsers without execCommand('copy') throw: the caller reports the failure.
    return false;
  } finally {
    area.remove();
  }
}

/** Copies `text`; true when the browser took it. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied (no permission or not focused): fall back to the selection copy below.
  }
  return copyWithSelection(text);
}
