/**
 * Research previews per user per hour: each may search an encyclopedia and fetch the description's addresses, so an
 * account asking about endless topics would make us a request amplifier. The home screen asks once a pause in
 * typing; 120 an hour is far more than a person writing topics needs. Counted over every server process (the routes'
 * limits share the app's rate counters).
 */
export const RESEARCH_PREVIEWS_PER_HOUR = 120;
export const RESEARCH_RATE_MESSAGE =
  'You have looked up a great many topics in the last hour. Please wait a little and try again.';
