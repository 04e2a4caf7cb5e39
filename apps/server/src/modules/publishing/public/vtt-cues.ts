/** One cue of the WebVTT transcripts we write (transcripts.ts): a speaker and a line, with its times. */
export interface TranscriptCue {
  start: number;
  end: number;
  speaker: string;
  text: string;
}

const TIMING = /^(\d+):(\d{2}):(\d{2})\.(\d{3}) --> (\d+):(\d{2}):(\d{2})\.(\d{3})/;
const unescapeVtt = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Reads back the cues of a WebVTT file written by `toWebVtt` (one `<v Speaker>text` line per cue). */
export function parseVttCues(vtt: string): TranscriptCue[] {
  const cues: TranscriptCue[] = [];
  for (const block of vtt.replace(/\r\n/g, '\n').split(/\n\n+/)) {
    const lines = block.split('\n');
    const at = lines.findIndex((l) => TIMING.test(l));
    if (at < 0) continue;
    const t = (TIMING.exec(lines[at] as string) as RegExpExecArray).slice(1).map(Number) as number[];
    const seconds = (h = 0, m = 0, s = 0, ms = 0) => h * 3600 + m * 60 + s + ms / 1000;
    const body = lines.slice(at + 1).join(' ');
    const voice = /^<v ([^>]*)>(.*)$/.exec(body);
    cues.push({
      start: seconds(t[0], t[1], t[2], t[3]),
      end: seconds(t[4], t[5], t[6], t[7]),
      speaker: unescapeVtt(voice?.[1] ?? ''),
      text: unescapeVtt(voice?.[2] ?? body),
    });
  }
  return cues;
}
