import { describe, expect, it } from 'vitest';
import { vapidKeyBytes } from './push';

describe('the daily reminder’s push key', () => {
  it('turns the server’s base64url VAPID key into the bytes the browser expects', () => {
    // 0xfb 0xff 0xfe encode to "-__-" in base64url ("+//+" in base64).
    expect([...vapidKeyBytes('-__-')]).toEqual([0xfb, 0xff, 0xfe]);
    // Padding is restored: 65 bytes (an uncompressed P-256 key) are 87 characters without it.
    const key = 'B' + 'A'.repeat(86);
    expect(vapidKeyBytes(key)).toHaveLength(65);
    expect(vapidKeyBytes(key)[0]).toBe(0x04);
  });
});
