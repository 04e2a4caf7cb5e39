/** Export (spec 000 §2 "Export modal"): the episode converted to a chosen format and quality, then downloaded. */
export { ExportModal, type ExportModalProps } from './export-modal';
