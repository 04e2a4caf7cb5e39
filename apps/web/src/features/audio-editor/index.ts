/** The audio editor (spec 001 §2): five tracks, the music library overlay, autosave and Export Mixdown. */
export { AudioEditor } from './audio-editor';
export { formatTime, markerCount } from './timeline-scale';
