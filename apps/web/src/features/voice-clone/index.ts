/** Voice cloning (spec 000 §2 "Voice Cloning modal"). */
export { VoiceCloneModal, type VoiceCloneModalProps } from './voice-clone-modal';
