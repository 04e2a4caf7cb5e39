/**
 * Script generation (spec 000 §4): the home screen's generator form and Re-Generate on /create-podcast, both
 * the shared generation run (api/generation-run) configured for scripts.
 */
export { GeneratorForm } from './generator-form';
export { useRegenerateScript } from './use-regenerate-script';
