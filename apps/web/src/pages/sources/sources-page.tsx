import { LibraryScreen } from '../../features/source-library';

/** /sources: the user's source library (reached from the profile menu). */
export function SourcesPage() {
  return <LibraryScreen />;
}
