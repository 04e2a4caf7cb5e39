/** Audio (spec 000 §2, §4): the Audio & Voice Settings card with its player, generation and loading. */

export { AudioSettingsCard, type AudioSettingsCardProps } from './audio-settings-card';
