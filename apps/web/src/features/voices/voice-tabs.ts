import type { VoiceOption } from './voices-api';

/** The Voices modal's tabs (spec 000 §2), named for plans; tabs above the caller's plan are locked. */
export const VOICE_TABS = [
  { key: 'free', label: 'Free' },
  { key: 'lite', label: 'Lite Plan' },
  { key: 'pro', label: 'Pro Plan' },
  /** The user's own clones (voice_type Custom). */
  { key: 'mine', label: 'My Voices' },
] as const;
export type VoiceTab = (typeof VOICE_TABS)[number]['key'];

/** Spec 000 §2: Free holds voice_type Basic or missing, Lite holds Premium, Pro holds Ultra or Neural. */
export function voiceTab(voiceType: string | null | undefined): VoiceTab | null {
  const type = (voiceType ?? '').trim().toLowerCase();
  if (!type || type === 'basic') return 'free';
  if (type === 'premium') return 'lite';
  if (type === 'ultra' || type === 'neural') return 'pro';
  if (type === 'custom') return 'mine';
  return null;
}

/** The voice_type tiers (DESIGN §7) each tab holds; My Voices holds the caller's own clones and is never locked. */
const TAB_TIERS: Record<VoiceTab, readonly string[]> = {
  free: ['basic'],
  lite: ['premium'],
  pro: ['neural', 'ultra'],
  mine: [],
};

/**
 * The tabs whose voices the caller's plan does not include (none of the tab's tiers is in `allowedTiers`).
 * Unknown tiers (not loaded, or no answer) lock nothing: the server refuses a voice above the plan in any case.
 */
export function lockedTabs(allowedTiers: readonly string[] | null | undefined): Set<VoiceTab> {
  const locked = new Set<VoiceTab>();
  if (!allowedTiers) return locked;
  const allowed = new Set(allowedTiers.map((tier) => tier.toLowerCase()));
  for (const { key } of VOICE_TABS) {
    const tiers = TAB_TIERS[key];
    if (tiers.length > 0 && !tiers.some((tier) => allowed.has(tier))) locked.add(key);
  }
  return locked;
}

/** The voices of each tab, in the catalogue's order. A type no tab names is left out. */
export function groupVoicesByTab(voices: readonly VoiceOption[]): Record<VoiceTab, VoiceOption[]> {
  const groups: Record<VoiceTab, VoiceOption[]> = { free: [], lite: [], pro: [], mine: [] };
  for (const voice of voices) {
    const tab = voiceTab(voice.voice?.voice_type);
    if (tab) groups[tab].push(voice);
  }
  return groups;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

export const voiceName = (voice: VoiceOption) => voice.voice?.name || voice.name;

/** 'Female', 'Male', or '' when the catalogue does not say. */
export function voiceGender(voice: VoiceOption): string {
  const gender = voice.voice?.gender?.trim();
  return gender ? capitalise(gender) : '';
}

/** "Ananya (Female)": the name plus the gender; 'Unknown' when no voice is chosen or it is not offered. */
export function voiceLabel(voice: VoiceOption | null | undefined): string {
  if (!voice) return 'Unknown';
  const gender = voiceGender(voice);
  return gender ? `${voiceName(voice)} (${gender})` : voiceName(voice);
}

export function findVoice(voices: readonly VoiceOption[], optionKey: string | null | undefined): VoiceOption | null {
  if (!optionKey) return null;
  return voices.find((v) => v.optionKey === optionKey) ?? null;
}

/** Whose voice: the host, the guest, or speaker 3 or 4 of the Create New Podcast wizard. */
export type SpeakerRole = 'host' | 'guest' | 'speaker-3' | 'speaker-4';
