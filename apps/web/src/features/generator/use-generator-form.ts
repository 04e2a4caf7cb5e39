import { useEffect, useRef, useState } from 'react';
import {
  buildScriptPayload,
  DEFAULT_GENERATOR_VALUES,
  type GeneratorErrors,
  type GeneratorField,
  type GeneratorFormValues,
  useCurrentUserId,
  validateGeneratorForm,
} from '../podcast-setup';
import { useOpenGeneratedScript } from './open-generated-script';
import type { GenerationTimings } from './script-generation';
import { useScriptGeneration } from './use-script-generation';

export const FIELD_IDS: Record<GeneratorField, string> = {
  topic: 'generator-topic',
  host: 'generator-host',
  guest: 'generator-guest',
};

/**
 * The home screen generator's values, their errors (shown once the form has been submitted, then kept current),
 * and Generate Script: on a refusal the first field in error takes the focus; on success the script opens on
 * /create-podcast (spec 000 §4).
 */
export function useGeneratorForm(timings?: Partial<GenerationTimings>) {
  const userId = useCurrentUserId();
  const openScript = useOpenGeneratedScript();
  const [values, setValues] = useState<GeneratorFormValues>(DEFAULT_GENERATOR_VALUES);
  const [errors, setErrors] = useState<GeneratorErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // The values a generation started with: the form may change while it runs.
  const generating = useRef<GeneratorFormValues>(values);

  const { busy, live, generate } = useScriptGeneration({
    timings,
    onSuccess: (script) => openScript(script, generating.current),
  });

  // Built on the latest values, not the ones of the last render: keys typed faster than renders lose nothing.
  const set = <K extends keyof GeneratorFormValues>(field: K, value: GeneratorFormValues[K]) => {
    setValues((current) => {
      if (current[field] === value) return current;
      const next = { ...current, [field]: value };
      // Spec 000 §4: choosing 1 speaker clears the guest name.
      if (field === 'no_of_speaker' && Number(value) === 1) next.guest = '';
      return next;
    });
  };
  // Once submitted, the errors follow the values.
  useEffect(() => {
    if (submitted) setErrors(validateGeneratorForm(values));
  }, [submitted, values]);

  const submit = () => {
    setSubmitted(true);
    const found = validateGeneratorForm(values);
    setErrors(found);
    const first = (Object.keys(FIELD_IDS) as GeneratorField[]).find((f) => found[f]);
    if (first) {
      document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    if (!busy) generating.current = values;
    void generate(buildScriptPayload(values, { userId }));
  };

  /** A Form.Item's label target and its error. */
  const item = (field: GeneratorField) => ({
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
    htmlFor: FIELD_IDS[field],
  });

  return { values, set, item, submit, busy, live };
}
