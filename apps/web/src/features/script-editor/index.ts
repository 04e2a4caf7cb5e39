/**
 * The script (spec 000 §2 "Script Editor card"): its lines shown as speaker blocks, the script so far while it is
 * being written, and the card that downloads, copies and edits it.
 */
export { applyProgress, type LiveScript, type ScriptProgress, stageLabel, visibleLines } from './live-script';
export { ScriptEditorCard, type ScriptEditorCardProps } from './script-editor-card';
export { ScriptLines, type ScriptLinesProps } from './script-lines';
