import { Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useShows } from '../publish';
import { ShowCard } from './show-card';
import './shows.css';

/** /my-shows: every show of the creator with its feed URL, episodes, directories and listing status. */
export function ShowsScreen() {
  const shows = useShows();
  return (
    <div className="pl-shows">
      <h1 className="pl-page-title">Shows</h1>
      <p className="pl-shows__lede">
        Each show has one feed. Submit it once to each directory; every episode you publish to the show reaches them
        all.
      </p>
      {shows.isPending && <Skeleton active />}
      {shows.isError && <p role="alert">We could not load your shows. Please try again.</p>}
      {shows.data?.length === 0 && (
        <Empty
          description={
            <span>
              No shows yet: <Link to="/create-podcast">publish a podcast</Link> and the first one is created.
            </span>
          }
        />
      )}
      <ul className="pl-shows__list" aria-label="Your shows">
        {shows.data?.map((show) => (
          <ShowCard key={show.id} show={show} />
        ))}
      </ul>
    </div>
  );
}
