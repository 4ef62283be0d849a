import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` once their place comes within 400 px of the viewport: a part far down the
 * page (the daily quote) then costs nothing while the top of the page loads. A page rendered at
 * build time holds the placeholder.
 */
export function NearViewport({
  children,
  placeholderClassName,
}: {
  children: ReactNode;
  placeholderClassName: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Without a window (the build's renderer) the place is kept; a browser without the observer
  // renders the part at once.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: '400px 0px',
      },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <>{children}</>;
  return (
    <div
      ref={ref}
      aria-hidden="true"
      className={`border-border bg-surface rounded-3xl border ${placeholderClassName}`}
    />
  );
}
