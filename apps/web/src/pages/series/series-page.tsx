import { SeriesScreen } from '../../features/series';

/** /series: the creator's recurring series (reached from the profile menu). */
export function SeriesPage() {
  return <SeriesScreen />;
}
