/**
 * Script generation (spec 000 §4): the home screen's generator form and Re-Generate on /create-podcast, both
 * the shared generation run (api/generation-run) configured for scripts.
 */

export { GenerationProgress } from './generation-progress';
export { GeneratorForm } from './generator-form';
export { NewPodcastWizard } from './new-podcast-wizard';
export { type ChosenVoices, useOpenGeneratedScript } from './open-generated-script';
export { useRegenerateScript } from './use-regenerate-script';
export { useScriptGeneration } from './use-script-generation';
