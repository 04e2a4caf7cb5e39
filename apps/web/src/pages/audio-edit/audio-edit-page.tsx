import { useSearchParams } from 'react-router';
import { AudioEditor } from '../../features/audio-editor';

/** /audioedit, or /audioedit?podcast=<id> to open a rendered podcast with its speakers' stems on the tracks. */
export function AudioEditPage() {
  const [params] = useSearchParams();
  const raw = params.get('podcast');
  const podcastId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  return <AudioEditor key={podcastId ?? 'none'} podcastId={podcastId} />;
}
