/**
 * The source library: the user's kept sources (pasted text, files, web pages, research), listed, previewed,
 * renamed, deleted and added on /sources, and chosen for a script (up to 20) with the picker.
 */
export { LibraryScreen } from './library-screen';
export type { PickedSource } from './picked-sources';
export { SourcePicker } from './source-picker';
