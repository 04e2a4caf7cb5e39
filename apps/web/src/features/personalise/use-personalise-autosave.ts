import {
  EMPTY_PERSONALISE_ANSWERS,
  type PersonaliseAnswers,
  type PersonaliseView,
  personaliseAnswers,
} from '@podloom/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { refusalOr } from '../../api/api-error';
import { fetchPersonalisation, savePersonalisation } from './personalise-api';

/** Typing pauses this long before the answers go to the server. */
export const AUTOSAVE_DELAY_MS = 800;
export const PERSONALISE_KEY = ['personalise'] as const;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'invalid'; message: string; field: keyof PersonaliseAnswers }
  | { kind: 'failed'; message: string };

/**
 * The Personalise answers, loaded from the server and saved back as they change (debounced), so a reload finds
 * them. Answers that do not pass the contract's schema (an unfinished e-mail, say) are not sent: the page says
 * which field to fix, and the last valid answers stay saved.
 */
export function usePersonaliseAutosave() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: PERSONALISE_KEY, queryFn: fetchPersonalisation, staleTime: 0 });
  const [answers, setAnswers] = useState<PersonaliseAnswers>(EMPTY_PERSONALISE_ANSWERS);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const loaded = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<PersonaliseAnswers | null>(null);

  useEffect(() => {
    if (query.data && !loaded.current) {
      loaded.current = true;
      setAnswers(query.data.answers);
      if (query.data.updatedAt) setState({ kind: 'saved', at: query.data.updatedAt });
    }
  }, [query.data]);

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    if (!next) return;
    const parsed = personaliseAnswers.safeParse(next);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setState({
        kind: 'invalid',
        message: issue?.message ?? 'Please check your answers.',
        field: issue?.path[0] as keyof PersonaliseAnswers,
      });
      return;
    }
    setState({ kind: 'saving' });
    try {
      const saved = await savePersonalisation(parsed.data);
      client.setQueryData<PersonaliseView>(PERSONALISE_KEY, saved);
      // A newer change may be waiting: its own save reports then.
      if (!pending.current) setState({ kind: 'saved', at: saved.updatedAt ?? new Date().toISOString() });
    } catch (error) {
      setState({ kind: 'failed', message: refusalOr(error, 'Your answers could not be saved. We will try again.') });
    }
  }, [client]);

  const change = useCallback(
    <K extends keyof PersonaliseAnswers>(field: K, value: PersonaliseAnswers[K]) => {
      setAnswers((current) => {
        const next = { ...current, [field]: value };
        pending.current = next;
        return next;
      });
      setState({ kind: 'saving' });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  // Leaving the page saves what is still waiting.
  useEffect(
    () => () => {
      void flush();
    },
    [flush],
  );

  return { answers, change, flush, state, view: query.data ?? null, loading: query.isPending };
}
