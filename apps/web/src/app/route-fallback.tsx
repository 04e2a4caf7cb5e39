/** Shown while a lazily loaded screen arrives: a spinner and words, never a blank screen. */
export function RouteFallback() {
  return (
    <div className="pl-route-fallback" role="status">
      <div className="pl-spinner" aria-hidden="true" />
      <p className="pl-route-fallback__words">Loading…</p>
    </div>
  );
}
