/**
 * The open podcast and its setup (spec 000 §2, §3): the locally saved workspace every card of /create-podcast
 * reads, the navigation state it is opened with, the form values a script is generated from, and the
 * Podcast Setup card.
 */
export { CREATE_PODCAST_ROUTE, type CreatePodcastState } from './create-podcast-state';
export { FormatFields, type FormatFieldsProps } from './format-fields';
export {
  buildScriptPayload,
  DEFAULT_GENERATOR_VALUES,
  type GeneratorErrors,
  type GeneratorField,
  type GeneratorFormValues,
  type PayloadExtras,
  type ScriptPayload,
  type SourceMaterial,
  validateGeneratorForm,
} from './generator-form-values';
export { PodcastSetupCard, type PodcastSetupCardProps } from './podcast-setup-card';
export {
  type MoreSpeaker,
  PLAIN_VOICE_STYLE,
  type SpeakerRole,
  usePodcastUi,
  usePodcastWorkspace,
  type VoiceStyle,
} from './podcast-workspace-store';
export { useCanListPodcasts, useCurrentUserId } from './use-current-user-id';
