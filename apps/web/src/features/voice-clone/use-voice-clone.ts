import { CLONE_MESSAGES, TIMINGS } from '@podloom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { checkChosenFile, cloneFlow, initialCloneState } from './clone-flow';
import { cloneVoice, deleteClonedVoice, nameClonedVoice } from './voice-clone-api';

const reason = (failure: unknown, fallback: string) => (failure instanceof Error ? failure.message : fallback);

/** The Voice Cloning modal's state and its calls to the server: clone the sample, name the clone, drop a draft. */
export function useVoiceClone(options: {
  languageCode?: string;
  onClose: () => void;
  onCloned?: (optionKey: string) => void;
}) {
  const { onClose, onCloned } = options;
  const [state, dispatch] = useReducer(cloneFlow, options.languageCode, initialCloneState);
  const named = useRef(false);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (state.step !== 'done') return;
    const timer = window.setTimeout(onClose, TIMINGS.successDelayMs);
    return () => window.clearTimeout(timer);
  }, [state.step, onClose]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const refusal = checkChosenFile(chosen);
    dispatch({ type: 'sample', file: refusal ? null : chosen, error: refusal });
  };

  const submitSample = async () => {
    const { file, consent, language } = state;
    if (!file) return dispatch({ type: 'error', message: CLONE_MESSAGES.noFile });
    if (!consent) return dispatch({ type: 'error', message: CLONE_MESSAGES.noConsent });
    dispatch({ type: 'working' });
    try {
      dispatch({ type: 'cloned', clone: await cloneVoice({ file, language, consent }) });
    } catch (failure) {
      dispatch({ type: 'failed', message: reason(failure, 'The voice could not be cloned. Please try again.') });
    }
  };

  const finish = async () => {
    const { clone, gender } = state;
    const name = state.name.trim();
    if (!clone || !gender || !name) return dispatch({ type: 'error', message: CLONE_MESSAGES.fields });
    dispatch({ type: 'working' });
    try {
      await nameClonedVoice(clone.voice.optionKey, name, gender);
      named.current = true;
      await queryClient.invalidateQueries({ queryKey: ['feature-options', 'voices'] });
      onCloned?.(clone.voice.optionKey);
      dispatch({ type: 'named' });
    } catch (failure) {
      dispatch({ type: 'failed', message: reason(failure, 'The voice could not be saved. Please try again.') });
    }
  };

  /** A clone that was never named is not kept: nothing of the recording stays behind. */
  const discardDraft = () => {
    if (state.clone && !named.current) void deleteClonedVoice(state.clone.voice.optionKey).catch(() => {});
  };

  return { state, dispatch, choose, submitSample, finish, discardDraft };
}
