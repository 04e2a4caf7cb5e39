/** Shown while a lazily loaded screen arrives. */
export function RouteFallback() {
  return (
    <div className="pl-route-fallback" role="status" aria-label="Loading">
      <div className="pl-spinner" />
    </div>
  );
}
