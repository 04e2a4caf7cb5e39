import { ShowsScreen } from '../../features/shows';

/** /my-shows: the creator's shows, each one feed (reached from the profile menu). */
export function MyShowsPage() {
  return <ShowsScreen />;
}
