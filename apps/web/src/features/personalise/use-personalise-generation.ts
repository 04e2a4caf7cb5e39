import { FORM_DEFAULTS, MESSAGES, PERSONALISE_MESSAGES, type PersonaliseAnswers } from '@podloom/contract';
import { useRef } from 'react';
import { toast } from '../../ui/toast/toast-store';
import { useOpenGeneratedScript, useScriptGeneration } from '../generator';
import {
  buildScriptPayload,
  DEFAULT_GENERATOR_VALUES,
  type GeneratorFormValues,
  useCurrentUserId,
} from '../podcast-setup';

/** What Generate Script needs first: a title (the topic), the host's name and the guest's name, in that order. */
export function missingForScript(answers: PersonaliseAnswers): string | null {
  if (!answers.podcastTitle.trim()) return MESSAGES.topicRequired;
  if (!answers.fullName.trim()) return PERSONALISE_MESSAGES.hostRequired;
  if (!answers.guestName.trim()) return PERSONALISE_MESSAGES.guestNameRequired;
  return null;
}

/** The generator's values for a two-speaker conversation with the guest, grounded in what the guest sent. */
export function personaliseFormValues(answers: PersonaliseAnswers, material: string): GeneratorFormValues {
  return {
    ...DEFAULT_GENERATOR_VALUES,
    topic: answers.podcastTitle.trim(),
    desc: answers.description.trim(),
    host: answers.fullName.trim(),
    guest: answers.guestName.trim(),
    no_of_speaker: 2,
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
