import { AnalyticsDashboard } from '../../features/analytics';

/** /analytics (spec 001 §2): the listening figures of the user's published episodes. */
export function AnalyticsPage() {
  return <AnalyticsDashboard />;
}
