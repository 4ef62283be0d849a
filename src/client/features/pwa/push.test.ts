import { describe, expect, it } from 'vitest';
import { reminderNotification } from './push';

const origin = 'https://serenamente.app';

describe('the daily reminder notification', () => {
  it('shows the title and text the server sent, and opens its page on this site', () => {
    const n = reminderNotification(
      { title: 'Un momento per te', body: 'Due minuti di respiro?', tag: 'daily-reminder', url: `${origin}/dashboard` },
      origin,
    );
    expect(n).toMatchObject({
      title: 'Un momento per te',
      options: { body: 'Due minuti di respiro?', tag: 'daily-reminder', data: { url: `${origin}/dashboard` } },
    });
  });

  it('never follows a link to another site, and ignores a push that is not a reminder', () => {
    expect(reminderNotification({ title: 'Hi', url: 'https://evil.example/x' }, origin)?.options.data.url).toBe(
      `${origin}/dashboard`,
    );
    expect(reminderNotification({ body: 'no title' }, origin)).toBeNull();
    expect(reminderNotification('text', origin)).toBeNull();
  });
});
