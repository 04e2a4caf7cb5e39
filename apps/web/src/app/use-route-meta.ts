import { useMatches } from 'react-router';
import { isRouteMeta, type RouteMeta } from './route-meta';

/** The deepest route's meta. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return undefined;
}
