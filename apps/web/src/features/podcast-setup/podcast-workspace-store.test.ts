import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_GENERATOR_VALUES } from './generator-form-values';
import { INITIAL_WORKSPACE, usePodcastWorkspace } from './podcast-workspace-store';

const lines = [
  { speaker: 'Asha', text: 'Hi.' },
  { speaker: 'Ravi', text: 'Hello.' },
];
const store = () => usePodcastWorkspace.getState();

beforeEach(() => {
  // Node has no localStorage; the persisted store says so once and works in memory.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  usePodcastWorkspace.setState(INITIAL_WORKSPACE);
});
afterEach(() => vi.restoreAllMocks());

describe('locally saved state (spec 000 §3, §4 "Other rules")', () => {
  it('has the spec defaults', () => {
    expect(store()).toMatchObject({
      selectedTone: 'Formal',
      noOfSpeaker: 2,
      selectedLanguage: 'en-IN',
      scriptData: [],
    });
  });

  it('opening a generated podcast takes its script, language, names and form', () => {
    const formData = { ...DEFAULT_GENERATOR_VALUES, topic: 'Tea', host: ' Asha ', guest: 'Ravi', tone: 'Casual' };
    store().openPodcast({ podcastId: 3, title: 'Tea', language: 'hi-IN', lines, formData });
    expect(store()).toMatchObject({
      podcast: { podcastId: 3, title: 'Tea', language: 'hi-IN' },
      scriptData: lines,
      selectedLanguage: 'hi-IN',
      selectedTone: 'Casual',
      hostName: 'Asha',
      guestName: 'Ravi',
      formData,
    });
  });

  it('changing the script clears the audio', () => {
    store().openPodcast({ podcastId: 3, title: 'Tea', language: 'en-IN', lines });
    store().setAudio({ audioUrl: 'https://x/a.mp3', podcastId: 3 });
    store().setScript([lines[0]!]);
    expect(store().audioData).toBeNull();
  });

  it("a podcast id that differs from the stored audio's id clears it; the same id keeps it", () => {
    store().openPodcast({ podcastId: 3, title: 'Tea', language: 'en-IN', lines });
    store().setAudio({ audioUrl: 'https://x/a.mp3', podcastId: 3 });
    store().openPodcast({ podcastId: 3, title: 'Tea', language: 'en-IN', lines });
    expect(store().audioData?.podcastId).toBe(3);
    store().openPodcast({ podcastId: 4, title: 'Coffee', language: 'en-IN', lines });
    expect(store().audioData).toBeNull();
  });

  it('choosing 1 speaker clears the guest name and voice', () => {
    store().setGuestName('Ravi');
    store().setVoices({ hostVoice: 'h', guestVoice: 'g' });
    store().setNoOfSpeaker(1);
    expect(store()).toMatchObject({ noOfSpeaker: 1, guestName: '', guestVoice: null, hostVoice: 'h' });
  });

  it('deleting the open podcast closes it', () => {
    store().openPodcast({ podcastId: 3, title: 'Tea', language: 'en-IN', lines });
    store().closePodcast(4);
    expect(store().podcast?.podcastId).toBe(3);
    store().closePodcast(3);
    expect(store()).toMatchObject({ podcast: null, scriptData: [], audioData: null });
  });
});

describe('opening a podcast with the voices it was rendered with', () => {
  it('selects them, and keeps the chosen ones when it has none', () => {
    const { openPodcast, setVoices } = usePodcastWorkspace.getState();
    setVoices({ hostVoice: 'ananya', guestVoice: 'arjun' });
    openPodcast({ podcastId: 41, title: 'Tea', language: 'en-IN', lines: [], noOfSpeaker: 2, hostVoice: 'kavya' });
    expect(usePodcastWorkspace.getState()).toMatchObject({ hostVoice: 'kavya', guestVoice: 'arjun' });
    openPodcast({ podcastId: 42, title: 'Coffee', language: 'en-IN', lines: [], noOfSpeaker: 2 });
    expect(usePodcastWorkspace.getState()).toMatchObject({ hostVoice: 'kavya', guestVoice: 'arjun' });
  });
});
