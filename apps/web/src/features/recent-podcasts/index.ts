/** 'Your Recent Podcasts' (spec 000 §2): the paged list that opens and deletes podcasts. */
export { RecentPodcasts } from './recent-podcasts';
export { recentPodcastsKey } from './recent-podcasts-api';
