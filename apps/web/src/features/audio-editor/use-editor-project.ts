import { useCallback, useEffect, useRef, useState } from 'react';
import { type EditorProjectView, type EditorTrackView, fetchEditorProject, saveEditorProject } from './editor-api';

/** A change is saved this long after the last one (autosave). */
export const AUTOSAVE_DELAY_MS = 800;

export type SaveState = 'saved' | 'pending' | 'saving' | 'failed';

/**
 * The editor's project: loaded from the server, changed locally, saved a moment after each change (and at once by
 * Save). A save's answer brings fresh signed links; the local volumes and toggles stay as the user has them.
 */
export function useEditorProject(podcastId: number | null) {
  const [project, setProject] = useState<EditorProjectView | null>(null);
  const [tracks, setTracks] = useState<EditorTrackView[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [saveError, setSaveError] = useState<string | null>(null);
  const latest = useRef<EditorTrackView[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const version = useRef(0);

  useEffect(() => {
    let cancelled = false;
    setProject(null);
    setLoadError(null);
    fetchEditorProject(podcastId)
      .then((loaded) => {
        if (cancelled) return;
        setProject(loaded);
        latest.current = loaded.tracks;
        setTracks(loaded.tracks);
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoadError(error instanceof Error ? error.message : String(error));
      });
    return () => {
      cancelled = true;
    };
  }, [podcastId]);

  const save = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!project) return;
    const sent = version.current;
    setSaveState('saving');
    try {
      const saved = await saveEditorProject(project.id, latest.current);
      // Links and labels from the answer; what the user changed since the request stays theirs.
      const fresh = new Map(saved.tracks.map((t) => [t.id, t]));
      const merged = latest.current.map((t) => {
        const s = fresh.get(t.id);
        return s && s.musicId === t.musicId && s.speaker === t.speaker ? { ...t, label: s.label, url: s.url } : t;
      });
      latest.current = merged;
      setTracks(merged);
      setSaveError(null);
      setSaveState(version.current === sent ? 'saved' : 'pending');
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : String(error));
      setSaveState('failed');
    }
  }, [project]);

  const saveRef = useRef(save);
  saveRef.current = save;

  /** Applies a change to the tracks and schedules the autosave. */
  const update = useCallback((change: (tracks: EditorTrackView[]) => EditorTrackView[]) => {
    const next = change(latest.current);
    latest.current = next;
    version.current += 1;
    setTracks(next);
    setSaveState('pending');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveRef.current(), AUTOSAVE_DELAY_MS);
  }, []);

  useEffect(
    () => () => {
      // Leaving the editor with a change still waiting: save it now rather than lose it.
      if (timer.current) {
        clearTimeout(timer.current);
        void saveRef.current();
      }
    },
    [],
  );

  return { project, tracks, loadError, saveState, saveError, update, save };
}
