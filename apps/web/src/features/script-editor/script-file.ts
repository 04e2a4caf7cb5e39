import { formatTranscript, type ScriptLine } from '@podloom/contract';

/** A file name people recognise: the title without characters file systems refuse. */
export function scriptFileName(title: string): string {
  const base = title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${base || 'podcast-script'}.txt`;
}

/** Downloads the script as a text file of 'speaker: text' lines. */
export function downloadScript(title: string, lines: readonly ScriptLine[]): void {
  const blob = new Blob([`${formatTranscript(lines)}\n`], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = scriptFileName(title);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
