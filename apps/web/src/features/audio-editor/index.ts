/** The audio editor (spec 001 §2, issue 11): five tracks, the music library overlay, autosave and Export Mixdown. */
export { AudioEditor, formatTime, markerCount } from './audio-editor';
export { layoutTracks } from './multitrack';
