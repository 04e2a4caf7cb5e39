import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Spec 000 §2: the sections below the steps load later. The wrapper (with its anchor id) is in the first
 * paint so header links can scroll to it; its content and code arrive when it nears the viewport.
 */
export function LazySection({ id, minHeight, children }: { id: string; minHeight: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(node);
    // A deep link such as /#pricing must land on the real content.
    if (window.location.hash === `#${id}`) setVisible(true);
    return () => observer.disconnect();
  }, [id, visible]);
  return (
    <div id={id} ref={ref} className="pl-lazy" style={visible ? undefined : { minHeight }}>
      {visible && <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense>}
    </div>
  );
}
