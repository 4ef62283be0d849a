/**
 * The app's router: wouter (3 KB) under the few names the app uses, with the behaviour it relied
 * on from React Router (docs/decisions/011-router.md).
 *
 * One location store per router (the browser's, a test's memory, the build-time renderer's fixed
 * one) feeds wouter's Router, so wouter's Link and useSearchParams and our useLocation all read the
 * same location. A browser navigation is rendered as a transition, as React Router did: a page
 * whose code is still loading leaves the current one on screen rather than a spinner.
 */
import {
  type AnchorHTMLAttributes,
  createContext,
  type ReactNode,
  type Ref,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { Link as WouterLink, Router, useSearchParams as useWouterSearchParams } from 'wouter';
import { navigate as browserNavigate } from 'wouter/use-browser-location';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type Navigate = (to: string, options?: NavigateOptions) => void;

const LocationContext = createContext<{ location: Location; navigate: Navigate } | null>(null);

function useRouterState() {
  const value = useContext(LocationContext);
  if (!value) throw new Error('a router is needed above this component');
  return value;
}

// What wouter reads: the path with a navigate function, and the query string.
function useLocationHook(): [string, Navigate] {
  const { location, navigate } = useRouterState();
  return [location.pathname, navigate];
}
function useSearchHook(): string {
  return useRouterState().location.search;
}

function RouterWith({ location, navigate, children }: { location: Location; navigate: Navigate; children: ReactNode }) {
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return (
    <LocationContext value={value}>
      <Router hook={useLocationHook} searchHook={useSearchHook}>
        {children}
      </Router>
    </LocationContext>
  );
}

/** `to` resolved against `from` (a relative `?r=x` keeps the path, as a link in the page would). */
function locationOf(to: string, from: Location | undefined, state: unknown = null): Location {
  const url = new URL(to, `http://app${from ? from.pathname + from.search : '/'}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state };
}

function browserLocation(): Location {
  return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, state: window.history.state };
}

const sameLocation = (a: Location, b: Location) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state;

// wouter's browser module makes pushState and replaceState send events of those names.
const historyEvents = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;

/** The address bar's location. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(browserLocation);
  useLayoutEffect(() => {
    const update = () => {
      const next = browserLocation();
      startTransition(() => setLocation((current) => (sameLocation(current, next) ? current : next)));
    };
    for (const type of historyEvents) addEventListener(type, update);
    update(); // a navigation made before this effect ran
    return () => {
      for (const type of historyEvents) removeEventListener(type, update);
    };
  }, []);
  return (
    <RouterWith location={location} navigate={browserNavigate}>
      {children}
    </RouterWith>
  );
}

/** A location kept in memory (component tests). */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: (string | { pathname: string; search?: string; state?: unknown })[];
  children: ReactNode;
}) {
  const [location, setLocation] = useState(() => {
    const entry = initialEntries[0] ?? '/';
    return typeof entry === 'string' ? locationOf(entry, undefined) : locationOf(entry.pathname + (entry.search ?? ''), undefined, entry.state ?? null);
  });
  const navigate = useCallback<Navigate>((to, options) => setLocation((from) => locationOf(to, from, options?.state ?? null)), []);
  return (
    <RouterWith location={location} navigate={navigate}>
      {children}
    </RouterWith>
  );
}

const stay: Navigate = () => {};

/** A fixed location (the build-time page renderer). */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const fixed = useMemo(() => locationOf(location, undefined), [location]);
  return (
    <RouterWith location={fixed} navigate={stay}>
      {children}
    </RouterWith>
  );
}

export function useLocation(): Location {
  return useRouterState().location;
}

export function useNavigate(): Navigate {
  return useRouterState().navigate;
}

export const useSearchParams = useWouterSearchParams;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
  replace?: boolean;
  state?: unknown;
}

/**
 * A link inside the app: a plain click navigates without a reload; a click with a modifier key,
 * or a link meant for another tab, is left to the browser.
 */
export function Link({ to, replace, state, ...props }: LinkProps) {
  if (props.target && props.target !== '_self') return <a href={to} {...props} />;
  return <WouterLink to={to} replace={replace} state={state} {...props} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on this very path, not below it. */
  end?: boolean;
  className?: (status: { isActive: boolean }) => string;
}

/** A navigation link that knows when its page is the one shown (and says so to screen readers). */
export function NavLink({ to, end, className, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = pathname === to || (!end && pathname.startsWith(to.endsWith('/') ? to : `${to}/`));
  return <Link to={to} aria-current={isActive ? 'page' : undefined} className={className?.({ isActive })} {...props} />;
}
