import { describe, expect, it } from 'vitest';
import { createHostNavigation } from './navigation';

describe('createHostNavigation', () => {
  it('delivers requests made before the router exists once it is attached', () => {
    const navigation = createHostNavigation();
    const moves: string[] = [];
    navigation.navigate('/login?redirect=%2Fhome');
    expect(moves).toEqual([]);
    navigation.attach((to) => moves.push(to));
    expect(moves).toEqual(['/login?redirect=%2Fhome']);
  });

  it('passes requests straight through when nothing is held', () => {
    const navigation = createHostNavigation();
    const moves: string[] = [];
    navigation.attach((to) => moves.push(to));
    navigation.navigate('/user');
    navigation.navigate('/home');
    expect(moves).toEqual(['/user', '/home']);
  });

  it('holds until every hold is released, and a superseding release drops what was held', () => {
    const navigation = createHostNavigation();
    const moves: string[] = [];
    navigation.attach((to) => moves.push(to));
    const first = navigation.hold();
    const second = navigation.hold();
    navigation.navigate('/a');
    second(true);
    navigation.navigate('/b');
    expect(moves).toEqual([]);
    first(false);
    expect(moves).toEqual(['/b']);
  });

  it('ignores a second release of the same hold', () => {
    const navigation = createHostNavigation();
    const moves: string[] = [];
    navigation.attach((to) => moves.push(to));
    const first = navigation.hold();
    const second = navigation.hold();
    first(false);
    first(false);
    navigation.navigate('/held');
    expect(moves).toEqual([]);
    second(false);
    expect(moves).toEqual(['/held']);
  });
});
