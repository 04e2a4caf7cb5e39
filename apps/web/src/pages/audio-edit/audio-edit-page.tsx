import { ComingSoon } from '../../features/coming-soon';

const HIGHLIGHTS = ['Five tracks', 'Music library', 'Volume, mute and solo'] as const;

export function AudioEditPage() {
  return (
    <ComingSoon
      title="Audio editor"
      summary="Mix your speakers with intro, outro and background music on a multitrack timeline."
      highlights={HIGHLIGHTS}
    />
  );
}
