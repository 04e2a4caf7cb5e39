/** Voice cloning (spec 000 §2 "Voice Cloning modal", issue 11). */
export { VoiceCloneModal, type VoiceCloneModalProps } from './voice-clone-modal';
