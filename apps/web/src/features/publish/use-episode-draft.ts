import { RSS_DEFAULTS } from '@podloom/contract';
import { useEffect, useRef, useState } from 'react';
import { focusFirstInvalid } from '../../ui/a11y/form-errors';
import type { EpisodeField, EpisodeFieldErrors } from './episode-form';

export interface EpisodeDraft {
  title: string;
  description: string;
  itunesSeason: number | null;
  itunesEpisode: number | null;
}

/**
 * The episode being published: its title, description, season and number, and the messages a refused publish
 * left on them. The podcast's own title and description start the episode's, unless the user has typed one already.
 */
export function useEpisodeDraft(initialTitle: string, podcast: { title: string; description: string } | undefined) {
  const [episode, setEpisode] = useState<EpisodeDraft>({
    title: initialTitle,
    description: '',
    itunesSeason: RSS_DEFAULTS.itunesSeason,
    itunesEpisode: null,
  });
  const [errors, setErrors] = useState<EpisodeFieldErrors>({});

  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !podcast) return;
    prefilled.current = true;
    setEpisode((current) => ({
      ...current,
      description: current.description || podcast.description.trim(),
      title: current.title || podcast.title,
    }));
  }, [podcast]);

  // Publish is a row's button, not the form's submit: after a refusal the first invalid field takes the focus
  // here, once its message is drawn (WCAG 3.3.1).
  const focusInvalidSoon = useRef(false);
  useEffect(() => {
    if (!focusInvalidSoon.current || Object.values(errors).every((e) => !e)) return;
    focusInvalidSoon.current = false;
    const form = document.getElementById('publish-title')?.closest('form');
    if (form) focusFirstInvalid(form);
  }, [errors]);

  /** Changes one field and clears its message. */
  const set = <F extends EpisodeField>(field: F, value: EpisodeDraft[F]) => {
    setEpisode((current) => ({ ...current, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  /** Shows a publish's refusal (or clears the messages after any other outcome). */
  const showErrors = (found: EpisodeFieldErrors | null) => {
    setErrors(found ?? {});
    if (found) focusInvalidSoon.current = true;
  };

  return { episode, errors, set, showErrors };
}
