import { describe, expect, it } from 'vitest';
import { cacheStrategyFor, isCacheableApiRequest, isSessionChange, isStorableResponse } from './cache-rules';

const u = (path: string) => new URL(path, 'https://serenamente.example');

describe('what the service worker may keep offline', () => {
  it('keeps public library content: lists and details', () => {
    expect(isCacheableApiRequest(u('/api/resources?lang=it'), 'GET')).toBe(true);
    expect(isCacheableApiRequest(u('/api/resources/box-breathing?lang=en'), 'GET')).toBe(true);
    expect(isCacheableApiRequest(u('/api/reflections/prompts?lang=it'), 'GET')).toBe(true);
  });

  it("never keeps a person's own data, whatever the path", () => {
    for (const path of [
      '/api/resources/me',
      '/api/resources/box-breathing/feedback',
      '/api/resources/seven-day-better-sleep/progress',
      '/api/auth/me',
      '/api/plans/usage',
      '/api/chat/conversations',
      '/api/mood/entries',
      '/api/reflections/entries',
      '/api/quotes/daily',
      '/api/exercises/box-breathing',
      '/api/support/messages',
      '/api/health',
    ]) {
      expect(isCacheableApiRequest(u(path), 'GET'), path).toBe(false);
    }
  });

  it('never keeps writes', () => {
    expect(isCacheableApiRequest(u('/api/resources?lang=it'), 'POST')).toBe(false);
  });

  it('serves language-keyed answers from the cache first, others from the network first', () => {
    expect(cacheStrategyFor(u('/api/resources?lang=it'))).toBe('stale-while-revalidate');
    expect(cacheStrategyFor(u('/api/reflections/prompts'))).toBe('network-first');
  });

  it('refuses to store answers the server marks private or no-store, and failures', () => {
    const ok = new Response('{}', { status: 200, headers: { 'cache-control': 'no-cache' } });
    expect(isStorableResponse(ok)).toBe(true);
    expect(
      isStorableResponse(
        new Response('{}', { status: 200, headers: { 'cache-control': 'private, no-store' } }),
      ),
    ).toBe(false);
    expect(isStorableResponse(new Response('{}', { status: 403 }))).toBe(false);
  });

  it('recognises a sign-in or sign-out, after which the content cache starts afresh', () => {
    expect(isSessionChange(u('/api/auth/login'), 'POST')).toBe(true);
    expect(isSessionChange(u('/api/auth/logout'), 'POST')).toBe(true);
    expect(isSessionChange(u('/api/auth/me'), 'GET')).toBe(false);
  });
});
