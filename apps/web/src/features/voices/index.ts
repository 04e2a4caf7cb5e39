/** Voices (spec 000 §2 "Voices modal"): the picker for a speaker, the language's defaults, and previews. */

export { PronunciationsModal, type PronunciationsModalProps } from './pronunciations-modal';
export { useVoiceDefaults } from './use-voice-defaults';
export { VoicePicker, type VoicePickerProps } from './voice-picker';
export { stopVoicePreview, toggleVoicePreview, useVoicePreviewStore } from './voice-preview';
export { voiceLabel } from './voice-tabs';
export { useVoices, type VoiceOption } from './voices-api';
