import { renderMusicInput, researchSource, SCRIPT_FORMATS } from '@podloom/contract';
import { z } from 'zod';

/** One line's place in the rendered programme, in seconds (the renderer's timings, read again for transcripts). */
export const lineTiming = z.object({
  index: z.number().int(),
  speaker: z.string(),
  start: z.number(),
  end: z.number(),
});

/** Where a part of the script begins (the writer's outline): its heading, line index and that line's text. */
export const scriptSegment = z.object({ title: z.string(), line: z.number().int(), firstLine: z.string().optional() });
export type ScriptSegment = z.infer<typeof scriptSegment>;

/** A chapter of the rendered programme: where its segment's first line starts, in seconds. */
export const chapterMark = z.object({ title: z.string(), start: z.number() });
export type ChapterMark = z.infer<typeof chapterMark>;

/**
 * `podcasts.settings`: what the podcast was generated with (so it can be generated again) and what its latest render
 * left behind. Parsed wherever a row is read; written only through this type.
 */
export const podcastSettings = z.object({
  category: z.string().optional(),
  tone: z.string().optional(),
  /** Minutes. */
  duration: z.number().optional(),
  noOfSpeaker: z.number().int().optional(),
  host: z.string().nullish(),
  guest: z.string().nullish(),
  hostVoice: z.string().nullish(),
  guestVoice: z.string().nullish(),
  /** Speakers 3 and 4 of the Create New Podcast wizard, with their voices once chosen. */
  moreSpeakers: z.array(z.object({ name: z.string(), voice: z.string().nullable() })).optional(),
  /** Each speaker's pace and pitch as last rendered (POST /generate/audio's `speakers`). */
  speakerStyles: z
    .array(
      z.object({ name: z.string().nullable(), voice: z.string().nullable(), speed: z.number(), pitch: z.number() }),
    )
    .optional(),
  /** The music a render plays around and under the speech (music library ids), as last chosen. */
  music: renderMusicInput.optional(),
  /** The listener's backchannels were laid under long turns in the last render (absent: off). */
  backchannels: z.boolean().optional(),
  /** Renders whose files are kept, newest first: `revisions[0]` is the current one (migration 0002 folded the old single `revision` in). */
  revisions: z.array(z.string()).optional(),
  lineTimings: z.array(lineTiming).optional(),
  /** Seconds of the render's intro music before its speech (absent: none); `lineTimings` include them. */
  speechStart: z.number().optional(),
  /** The script's parts as the writer planned them. */
  segments: z.array(scriptSegment).optional(),
  /** The current render's chapters, from `segments` and the render's line timings. */
  chapters: z.array(chapterMark).optional(),
  /** Speaker → FLAC stem key of the current render. */
  stems: z.record(z.string(), z.string()).optional(),
  /**
   * Set when the current audio is the audio editor's mixdown: its project, its revision, and where the
   * speech starts in it (after the intro), since `lineTimings` stay the render's own.
   */
  mixdown: z.object({ projectId: z.number().int(), revision: z.string(), speechStart: z.number() }).optional(),
  /** The current audio's loudness report (ffmpeg's ebur128 on the file): LUFS, dBTP and LU. */
  loudness: z.object({ integrated: z.number(), truePeak: z.number(), range: z.number() }).optional(),
  /** What research found for a topic-only script: cited as "Based on: …". */
  sources: z.array(researchSource).optional(),
  /** The sources of the user's library the script was written from (pasted material is kept as one). */
  sourceIds: z.array(z.number().int()).optional(),
  /** Deep Dive, Brief, Critique or Debate (absent: a Deep Dive), and what the episode concentrates on. */
  format: z.enum(SCRIPT_FORMATS).optional(),
  focus: z.string().optional(),
});
export type PodcastSettings = z.infer<typeof podcastSettings>;

/**
 * One speaker's voice as the podcast was last rendered with it, with its pace (×) and pitch (semitones). The
 * screen restores these when the podcast is opened again.
 */
export interface SpeakerVoice {
  speaker: string;
  voice: string | null;
  speed: number;
  pitch: number;
}

/** Host, guest and speakers 3 and 4, in order, each with the voice it was rendered with (null before a render). */
export function speakerVoices(settings: PodcastSettings): SpeakerVoice[] {
  const normal = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();
  const styled = (speaker: string, voice: string | null): SpeakerVoice => {
    const styles = settings.speakerStyles ?? [];
    const style =
      styles.find((s) => s.name && normal(s.name) === normal(speaker)) ??
      styles.find((s) => !s.name && voice && s.voice === voice);
    return { speaker, voice, speed: style?.speed ?? 1, pitch: style?.pitch ?? 0 };
  };
  const voices: SpeakerVoice[] = [];
  if (settings.host) voices.push(styled(settings.host, settings.hostVoice ?? null));
  if (settings.guest && (settings.noOfSpeaker ?? 2) > 1)
    voices.push(styled(settings.guest, settings.guestVoice ?? null));
  for (const more of settings.moreSpeakers ?? []) voices.push(styled(more.name, more.voice));
  return voices;
}

/**
 * Where each line is spoken in the podcast's current audio, in seconds: the render's timings, moved by the intro
 * when the audio is the editor's mixdown. Empty before a render.
 */
export function audioLineTimings(settings: PodcastSettings): z.infer<typeof lineTiming>[] {
  // A mixdown is made from the stems (speech only): its own intro replaces the render's.
  const offset = settings.mixdown ? settings.mixdown.speechStart - (settings.speechStart ?? 0) : 0;
  return (settings.lineTimings ?? []).map((t) => ({ ...t, start: t.start + offset, end: t.end + offset }));
}

/** `podcasts.tags`. */
export const podcastTags = z.array(z.string());

/** A stored value of another shape is a bug to hear about, named by the podcast and the column. */
function readColumn<S extends z.ZodType>(schema: S, value: unknown, column: string, podcastId: number): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new Error(`podcast ${podcastId} has ${column} of an unknown shape: ${parsed.error.message}`);
}

export const readPodcastSettings = (value: unknown, podcastId: number): PodcastSettings =>
  readColumn(podcastSettings, value, 'settings', podcastId);

export const readPodcastTags = (value: unknown, podcastId: number): string[] =>
  readColumn(podcastTags, value, 'tags', podcastId);
