/** Recurring series: the screen to make, edit, run and follow them. */
export { SeriesScreen } from './series-screen';
