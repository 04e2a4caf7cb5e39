/** Export (spec 000 §2 "Export modal"): the episode converted to a chosen format and quality, then downloaded. */
export { downloadLink } from './export-audio';
export { ExportModal, type ExportModalProps } from './export-modal';
export { describeLoudness, type LoudnessReport, LoudnessSummary, PodcastLoudness } from './loudness';
