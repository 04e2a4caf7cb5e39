/** Feed and episode rows for tests of other modules (analytics counts downloads of episodes). */
export { insertEpisode, insertFeedIfAbsent } from '../publishing.repository';
