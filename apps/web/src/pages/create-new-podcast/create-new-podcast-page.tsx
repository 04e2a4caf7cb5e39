import { ComingSoon } from '../../features/coming-soon';

const HIGHLIGHTS = ['Language, speakers and duration', 'Guest and host', 'Audience, category and description'] as const;

export function CreateNewPodcastPage() {
  return (
    <ComingSoon
      title="Create New Podcast"
      summary="A guided three-step way to set up a new podcast."
      highlights={HIGHLIGHTS}
    />
  );
}
