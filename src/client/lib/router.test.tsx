import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserRouter, Link, MemoryRouter, NavLink, StaticRouter, useLocation, useNavigate, useSearchParams } from './router';

function Where() {
  const { pathname, search, state } = useLocation();
  return <output>{`${pathname}${search}${state ? ` ${JSON.stringify(state)}` : ''}`}</output>;
}

const shown = () => screen.getByRole('status').textContent;

describe('links inside the app', () => {
  it('a click moves to the page without leaving the app, and the link names its address', () => {
    render(
      <MemoryRouter initialEntries={['/exercises']}>
        <Link to="/chat?new=1">Chat</Link>
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Chat' }).getAttribute('href')).toBe('/chat?new=1');
    fireEvent.click(screen.getByRole('link', { name: 'Chat' }));
    expect(shown()).toBe('/chat?new=1');
  });

  it('a query-only link keeps the page, and "?" clears the query', () => {
    render(
      <MemoryRouter initialEntries={['/resources?tab=all']}>
        <Link to="?r=breathing">One</Link>
        <Link to="?">All</Link>
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'One' }));
    expect(shown()).toBe('/resources?r=breathing');
    fireEvent.click(screen.getByRole('link', { name: 'All' }));
    expect(shown()).toBe('/resources');
  });

  it('a click with a modifier key, or on a link for another tab, is left to the browser', () => {
    render(
      <MemoryRouter initialEntries={['/register']}>
        <Link to="/terms" target="_blank" rel="noreferrer">
          Terms
        </Link>
        <Link to="/chat">Chat</Link>
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Terms' }));
    fireEvent.click(screen.getByRole('link', { name: 'Chat' }), { ctrlKey: true });
    expect(shown()).toBe('/register');
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('target')).toBe('_blank');
  });

  it('a navigation can carry state to the next page, and replace the current entry', () => {
    function Go() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/reset-password', { state: { email: 'a@example.com' }, replace: true })}>
          Go
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/forgot-password']}>
        <Go />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(shown()).toBe('/reset-password {"email":"a@example.com"}');
  });
});

describe('navigation links', () => {
  const nav = (at: string) =>
    render(
      <MemoryRouter initialEntries={[at]}>
        <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Home
        </NavLink>
        <NavLink to="/resources" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Library
        </NavLink>
      </MemoryRouter>,
    );

  it('mark the page shown, for the eye and for screen readers', () => {
    nav('/');
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home.className).toBe('on');
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Library' }).getAttribute('aria-current')).toBeNull();
  });

  it('a section stays marked on its inner pages; the home link only on itself', () => {
    nav('/resources/breathing');
    expect(screen.getByRole('link', { name: 'Library' }).className).toBe('on');
    expect(screen.getByRole('link', { name: 'Home' }).className).toBe('off');
  });
});

describe('the query string', () => {
  it('is read as search parameters and updated without changing the page', () => {
    function Filter() {
      const [params, setParams] = useSearchParams();
      return (
        <button type="button" onClick={() => setParams({ category: 'sleep' })}>
          {params.get('category') ?? 'all'}
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/exercises?category=stress']}>
        <Filter />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'stress' }));
    expect(screen.getByRole('button', { name: 'sleep' })).toBeTruthy();
    expect(shown()).toBe('/exercises?category=sleep');
  });
});

describe('the routers', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('the browser router follows the address bar, back button included', async () => {
    window.history.replaceState(null, '', '/chat');
    render(
      <BrowserRouter>
        <Link to="/mood">Mood</Link>
        <Where />
      </BrowserRouter>,
    );
    expect(shown()).toBe('/chat');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Mood' }));
    });
    expect(window.location.pathname).toBe('/mood');
    expect(shown()).toBe('/mood');
    await act(async () => {
      window.history.replaceState(null, '', '/chat');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(shown()).toBe('/chat');
  });

  it('the build-time renderer sees the page it renders', () => {
    render(
      <StaticRouter location="/meditation?m=body-scan">
        <Where />
      </StaticRouter>,
    );
    expect(shown()).toBe('/meditation?m=body-scan');
  });
});
