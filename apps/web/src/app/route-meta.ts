/** What a route tells its layout (react-router `handle`). */
export interface RouteMeta {
  /** The screen's name, used for the document title. */
  title: string;
  /** Spec 000 §2: the header's optional back arrow. */
  back?: boolean;
  /** The profile menu lists Home except on the home screen itself. */
  homeInMenu?: boolean;
}

export function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null && typeof (value as RouteMeta).title === 'string';
}
