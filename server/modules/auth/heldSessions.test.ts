import { describe, expect, it } from 'vitest';
import { HeldSessions } from './heldSessions';
import type { ActiveSession } from './sessionRepository';

const session = { user: { id: 'u1' }, session: { id: 's1', expires_at: new Date() } } as unknown as ActiveSession;

describe('sessions held for one page', () => {
  it('are found only with their key and the token they were looked up for, and only while the page runs', async () => {
    const held = new HeldSessions();
    let heldKey = '';
    const found = await held.hold('token-a', session, async (key) => {
      heldKey = key;
      return { own: held.find(key, 'token-a'), otherToken: held.find(key, 'token-b'), otherKey: held.find('not-a-key', 'token-a'), twice: held.find([key, key], 'token-a') };
    });
    expect(found).toEqual({ own: session, otherToken: undefined, otherKey: undefined, twice: undefined });
    expect(held.find(heldKey, 'token-a')).toBeUndefined();
  });

  it('let go of the session when the page fails', async () => {
    const held = new HeldSessions();
    let heldKey = '';
    await expect(
      held.hold('token-a', session, async (key) => {
        heldKey = key;
        throw new Error('the page failed');
      }),
    ).rejects.toThrow('the page failed');
    expect(held.find(heldKey, 'token-a')).toBeUndefined();
  });
});
