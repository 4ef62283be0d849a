import { afterEach, describe, expect, it, vi } from 'vitest';

// Each case reads the page afresh: the module keeps what it read once.
async function fresh() {
  vi.resetModules();
  return import('./page-data');
}

function carry(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'page-data';
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => document.getElementById('page-data')?.remove());

describe('the answer a page sent rendered carries', () => {
  it('is given to the request it answers, and to no other', async () => {
    carry(
      JSON.stringify({
        api: '/api/reflections/today?lang=it',
        answer: { reflection: { title: 'Il corpo' } },
      }),
    );
    const { pageDataFor } = await fresh();
    expect(pageDataFor('/api/reflections/today?lang=it')).toEqual({ reflection: { title: 'Il corpo' } });
    expect(pageDataFor('/api/reflections/today?lang=en')).toBeUndefined();
  });

  it('is nothing when the page has none or it cannot be read', async () => {
    expect((await fresh()).pageDataFor('/api/reflections/today?lang=it')).toBeUndefined();
    carry('{"api": "/api/reflections/today?lang=it", "answer": ');
    expect((await fresh()).pageDataFor('/api/reflections/today?lang=it')).toBeUndefined();
  });

  it('at build time, is the stand-in the page is rendered with', async () => {
    const { pageDataFor, renderWithPageData } = await fresh();
    renderWithPageData({ api: '/api/reflections/today?lang=en', answer: { marker: true } });
    expect(pageDataFor('/api/reflections/today?lang=en')).toEqual({ marker: true });
    renderWithPageData(null);
    expect(pageDataFor('/api/reflections/today?lang=en')).toBeUndefined();
  });
});
