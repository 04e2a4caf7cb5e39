import {
  FORM_DEFAULTS,
  MESSAGES,
  PERSONALISE_MESSAGES,
  type PersonaliseAnswers,
  SPEAKER_MESSAGES,
} from '@podloom/contract';
import { useRef } from 'react';
import { toast } from '../../ui/toast/toast-store';
import { useOpenGeneratedScript, useScriptGeneration } from '../generator';
import {
  buildScriptPayload,
  DEFAULT_GENERATOR_VALUES,
  type GeneratorFormValues,
  useCurrentUserId,
} from '../podcast-setup';

/** How many speakers the answers ask for (spec 000 §2, 1–4); unanswered, a conversation of two. */
export function speakersOf(answers: PersonaliseAnswers): number {
  const chosen = Number(answers.speakers);
  return chosen >= 1 && chosen <= 4 ? chosen : 2;
}

/** The names of speakers 3 and 4, as many as the episode has. */
function moreSpeakersOf(answers: PersonaliseAnswers): string[] {
  return [answers.speaker3Name.trim(), answers.speaker4Name.trim()].slice(0, Math.max(0, speakersOf(answers) - 2));
}

/** What Generate Script needs first: a title (the topic), the host's name and, with company, the guest's name. */
export function missingForScript(answers: PersonaliseAnswers): string | null {
  if (!answers.podcastTitle.trim()) return MESSAGES.topicRequired;
  if (!answers.fullName.trim()) return PERSONALISE_MESSAGES.hostRequired;
  const speakers = speakersOf(answers);
  if (speakers >= 2 && !answers.guestName.trim()) return PERSONALISE_MESSAGES.guestNameRequired;
  if (moreSpeakersOf(answers).some((name) => !name)) return SPEAKER_MESSAGES.names;
  return null;
}

/** The generator's values for an episode with the chosen number of speakers, grounded in what the guest sent. */
export function personaliseFormValues(answers: PersonaliseAnswers, material: string): GeneratorFormValues {
  return {
    ...DEFAULT_GENERATOR_VALUES,
    topic: answers.podcastTitle.trim(),
    desc: answers.description.trim(),
    host: answers.fullName.trim(),
    guest: answers.guestName.trim(),
    no_of_speaker: speakersOf(answers),
    more_speakers: moreSpeakersOf(answers),
    language: answers.language || FORM_DEFAULTS.language,
    category: answers.category || FORM_DEFAULTS.category,
    duration: answers.duration || DEFAULT_GENERATOR_VALUES.duration,
    source: material ? { text: material, characters: material.length, label: 'Guest info' } : null,
  };
}

/**
 * Generate Script on /personlize: saves the answers, checks what a script needs, writes it through the home
 * screen's generation and opens it on /create-podcast.
 */
export function usePersonaliseGeneration(answers: PersonaliseAnswers, material: string, flush: () => Promise<unknown>) {
  const userId = useCurrentUserId();
  const openScript = useOpenGeneratedScript();
  const started = useRef<GeneratorFormValues | null>(null);
  const { busy, live, generate } = useScriptGeneration({
    onSuccess: (script) => {
      if (started.current) openScript(script, started.current);
    },
  });

  const onGenerate = async () => {
    await flush();
    const missing = missingForScript(answers);
    if (missing) {
      toast.error(missing);
      return;
    }
    const form = personaliseFormValues(answers, material);
    if (!busy) started.current = form;
    await generate(buildScriptPayload(form, { userId }));
  };

  return { busy, live, onGenerate };
}
