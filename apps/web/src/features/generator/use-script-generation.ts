import { useCallback, useEffect, useRef, useState } from 'react';
import { openGenerationStream } from '../../api/generation-run';
import { toast } from '../../ui/toast/toast-store';
import { type ScriptPayload, usePodcastUi } from '../podcast-setup';
import type { LiveScript } from '../script-editor';
import { findPodcastByBatchJob, startScript } from './generation-api';
import {
  type GeneratedScript,
  type GenerationPorts,
  type GenerationTimings,
  ScriptGeneration,
} from './script-generation';

const PORTS: GenerationPorts = {
  startScript,
  openStream: openGenerationStream,
  findByBatchJob: findPodcastByBatchJob,
  notify: toast,
};

export interface UseScriptGenerationOptions {
  onSuccess: (script: GeneratedScript, payload: ScriptPayload) => void;
  /** Spec 000 §9 timings by default. */
  timings?: Partial<GenerationTimings>;
  ports?: GenerationPorts;
}

/**
 * One script generation per screen (spec 000 §4). Leaving the screen disposes it: the stream closes and busy
 * clears. Busy is mirrored into the UI state's loadingScript (spec 000 §3).
 */
export function useScriptGeneration({ onSuccess, timings, ports = PORTS }: UseScriptGenerationOptions) {
  const [busy, setBusy] = useState(false);
  const [live, setLive] = useState<LiveScript>({ lines: [], progress: null });
  const machine = useRef<ScriptGeneration | null>(null);
  const latestSuccess = useRef(onSuccess);
  latestSuccess.current = onSuccess;
  const timingsRef = useRef(timings);

  useEffect(() => {
    const setLoadingScript = usePodcastUi.getState().setLoadingScript;
    const instance = new ScriptGeneration(
      ports,
      {
        onBusyChange: (next) => {
          setBusy(next);
          setLoadingScript(next);
        },
        onProgress: (lines, progress) => setLive({ lines, progress }),
        onSuccess: (script, payload) => latestSuccess.current(script, payload),
      },
      timingsRef.current,
    );
    machine.current = instance;
    return () => {
      instance.dispose();
      if (machine.current === instance) machine.current = null;
    };
  }, [ports]);

  const generate = useCallback(
    async (payload: ScriptPayload) => (await machine.current?.generate(payload)) ?? false,
    [],
  );

  return { busy, live, generate };
}
