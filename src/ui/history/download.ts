/** Saving a text as a file the person downloads (a Blob URL behind an <a download>). */

export type Download = (text: string, fileName: string) => void;

export const downloadText: Download = (text, fileName) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the URL is let go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

const two = (n: number) => String(n).padStart(2, '0');

/** `hu-match-2025-06-01-2130.json`: the local date and time the match finished. */
export function matchFileName(finishedAt: number): string {
  const d = new Date(finishedAt);
  const date = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
  return `hu-match-${date}-${two(d.getHours())}${two(d.getMinutes())}.json`;
}

/** `hu-backup-2025-06-01.json`: every match and the drill deck, on the local date it was saved. */
export function backupFileName(savedAt: number): string {
  const d = new Date(savedAt);
  return `hu-backup-${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}.json`;
}
