/** The Shows screen: a creator's shows, each one feed, with its directories, edited and deleted here. */
export { ShowsScreen } from './shows-screen';
