/** Listening analytics: downloads counted by the IAB rules, by episode, platform and country. */
export { AnalyticsDashboard } from './analytics-dashboard';
