import { useRef } from 'react';
import { buildScriptPayload, type GeneratorFormValues, useCurrentUserId } from '../podcast-setup';
import { type ChosenVoices, useOpenGeneratedScript } from './open-generated-script';
import type { GenerationTimings } from './script-generation';
import { useScriptGeneration } from './use-script-generation';
import { chosenVoices, toFormValues, type WizardValues } from './wizard-flow';

/**
 * Generate from the wizard: the answers become generator form values and chosen voices, the script is written by
 * the same generation as the home screen, and once it is written it opens on /create-podcast with those voices.
 */
export function useWizardGeneration(timings?: Partial<GenerationTimings>) {
  const userId = useCurrentUserId();
  const openScript = useOpenGeneratedScript();
  const started = useRef<{ form: GeneratorFormValues; voices: ChosenVoices } | null>(null);
  const { busy, live, generate } = useScriptGeneration({
    timings,
    onSuccess: (script) => {
      if (started.current) openScript(script, started.current.form, started.current.voices);
    },
  });

  const start = (values: WizardValues) => {
    const form = toFormValues(values);
    const chosen = chosenVoices(values);
    if (!busy) started.current = { form, voices: chosen };
    void generate(
      buildScriptPayload(form, {
        userId,
        hostVoice: chosen.hostVoice,
        guestVoice: chosen.guestVoice,
        moreVoices: chosen.moreSpeakers.map((s) => s.voice),
      }),
    );
  };

  return { busy, live, start };
}
