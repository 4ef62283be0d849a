import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LightMarkdown, parseLightMarkdown } from './light-markdown';

describe('the library light markdown', () => {
  it('splits paragraphs, headings and lists', () => {
    const blocks = parseLightMarkdown(
      'First line\ncontinues here.\n\n## Why it helps\n\n- one\n- two\nwrapped\n\nLast.',
    );
    expect(blocks).toEqual([
      { kind: 'paragraph', text: 'First line continues here.' },
      { kind: 'heading', level: 2, text: 'Why it helps' },
      { kind: 'list', items: ['one', 'two wrapped'] },
      { kind: 'paragraph', text: 'Last.' },
    ]);
  });

  it('renders text as text, never as HTML', () => {
    const { container } = render(
      <LightMarkdown source={'## Title\n\n<img src=x onerror=alert(1)> and <b>bold</b>'} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)> and <b>bold</b>')).toBeInTheDocument();
  });

  it('shifts headings under the page outline', () => {
    render(<LightMarkdown source={'## Day heading'} headingOffset={2} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Day heading' })).toBeInTheDocument();
  });
});
