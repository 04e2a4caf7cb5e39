/** Clips and audiograms: a span of the script (or a suggested moment) made into an MP4 for social networks. */
export { ClipsPanel, type ClipsPanelProps } from './clips-panel';
