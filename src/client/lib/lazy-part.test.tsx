import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';

const Label = ({ text }: { text: string }) => <p>{text}</p>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a part of a page loaded when shown', () => {
  it('shows its fallback until its code arrives, then the part', async () => {
    const part = lazyPart(async () => Label);
    render(
      <Suspense fallback={<p>loading</p>}>
        <part.Part text="the list" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('the list')).toBeInTheDocument();
  });

  it('fetched ahead, renders at once: no frame of its fallback', async () => {
    let loads = 0;
    const part = lazyPart(async () => {
      loads += 1;
      return Label;
    });
    part.preload();
    part.preload();
    await settle();
    render(
      <Suspense fallback={<p>loading</p>}>
        <part.Part text="the settings" />
      </Suspense>,
    );
    expect(screen.getByText('the settings')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(loads).toBe(1);
  });

  it('a fetch ahead that failed is tried again when the part is shown', async () => {
    let attempt = 0;
    const part = lazyPart(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return Label;
    });
    part.preload();
    await settle();
    render(
      <Suspense fallback={<p>loading</p>}>
        <part.Part text="the messages" />
      </Suspense>,
    );
    expect(await screen.findByText('the messages')).toBeInTheDocument();
    expect(attempt).toBe(2);
  });

  it('`ready` settles once the code is here, and also when it could not be fetched', async () => {
    const part = lazyPart(async () => Label);
    await part.ready();
    render(
      <Suspense fallback={<p>loading</p>}>
        <part.Part text="the greeting" />
      </Suspense>,
    );
    expect(screen.getByText('the greeting')).toBeInTheDocument();

    const offline = lazyPart<{ text: string }>(async () => {
      throw new Error('offline');
    });
    await expect(offline.ready()).resolves.toBeUndefined();
  });
});
