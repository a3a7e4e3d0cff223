import { describe, expect, it, vi } from 'vitest';
import { earlyAnswerFreshMs, earlyCall, earlyKey, peekArrived, startEarly, takeArrived, takeEarly } from './early';

describe('a call started early', () => {
  it('is taken once by the identical call; the next one asks again', async () => {
    const early = vi.fn(() => Promise.resolve('early answer'));
    const later = vi.fn(() => Promise.resolve('own answer'));
    startEarly(earlyKey('/course/list', { kind: 'library', status: undefined }), early);
    await expect(takeEarly(earlyKey('/course/list', { kind: 'library' }), later)).resolves.toBe('early answer');
    await expect(takeEarly(earlyKey('/course/list', { kind: 'library' }), later)).resolves.toBe('own answer');
    expect(early).toHaveBeenCalledTimes(1);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('is not taken by a call with other parameters, nor once it is stale', async () => {
    let now = 1_000;
    startEarly(earlyKey('/course/list', { kind: 'certification', status: 'completed' }), () => Promise.resolve('completed'), () => now);
    await expect(takeEarly(earlyKey('/course/list', { kind: 'certification' }), () => Promise.resolve('all'), () => now)).resolves.toBe('all');
    startEarly(earlyKey('/course/list', { kind: 'certification' }), () => Promise.resolve('early'), () => now);
    now += earlyAnswerFreshMs;
    await expect(takeEarly(earlyKey('/course/list', { kind: 'certification' }), () => Promise.resolve('fresh'), () => now)).resolves.toBe('fresh');
  });

  it('hands its failure to the call that takes it', async () => {
    startEarly('detail', () => Promise.reject(new Error('refused')));
    await expect(takeEarly('detail', () => Promise.resolve('own'))).rejects.toThrow('refused');
  });

  it('is handed to a first render once it has arrived, once, and then no call takes it', async () => {
    let answer!: (value: string) => void;
    startEarly('list', () => new Promise<string>((resolve) => (answer = resolve)));
    expect(takeArrived('list')).toBeUndefined();
    answer('early answer');
    await Promise.resolve();
    expect(takeArrived('list')).toEqual({ data: 'early answer' });
    expect(takeArrived('list')).toBeUndefined();
    await expect(takeEarly('list', () => Promise.resolve('own answer'))).resolves.toBe('own answer');
  });

  it('is shown to another first render, while it is fresh, without being taken from the one whose call it is', async () => {
    let now = 1_000;
    let answer!: (value: string) => void;
    startEarly('shared', () => new Promise<string>((resolve) => (answer = resolve)), () => now);
    expect(peekArrived('shared', () => now)).toBeUndefined();
    answer('early answer');
    await Promise.resolve();
    expect(peekArrived('shared', () => now)).toEqual({ data: 'early answer' });
    expect(peekArrived('shared', () => now)).toEqual({ data: 'early answer' });
    expect(takeArrived('shared', () => now)).toEqual({ data: 'early answer' });
    expect(peekArrived('shared', () => now)).toBeUndefined();
    startEarly('stale', () => Promise.resolve('early'), () => now);
    await Promise.resolve();
    now += earlyAnswerFreshMs;
    expect(peekArrived('stale', () => now)).toBeUndefined();
  });

  it('is not handed to a first render when it failed (the call that takes it reports the failure), nor once stale', async () => {
    startEarly('refused', () => Promise.reject(new Error('refused')));
    await Promise.resolve();
    expect(takeArrived('refused')).toBeUndefined();
    await expect(takeEarly('refused', () => Promise.resolve('own'))).rejects.toThrow('refused');
    let now = 1_000;
    startEarly('stale', () => Promise.resolve('early'), () => now);
    await Promise.resolve();
    now += earlyAnswerFreshMs;
    expect(takeArrived('stale', () => now)).toBeUndefined();
  });

  it('as an early call: started with some parameters, handed to the first render with the same ones, then asked again', async () => {
    const request = vi.fn((params: { courseId: string }) => Promise.resolve(`course ${params.courseId}`));
    const detail = earlyCall('/detail', request);
    detail.start({ courseId: 'a' });
    await Promise.resolve();
    expect(detail.arrived({ courseId: 'b' })).toBeUndefined();
    expect(detail.arrived({ courseId: 'a' })).toEqual({ data: 'course a' });
    await expect(detail.send({ courseId: 'a' })).resolves.toBe('course a');
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('names parameters in a stable order', () => {
    expect(earlyKey('x', { b: 1, a: 2 })).toBe(earlyKey('x', { a: 2, b: 1 }));
  });

  it("orders parameters without the locale's collator (its first use costs a page 16 to 44 ms)", () => {
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    try {
      expect(earlyKey('x', { pageSize: 3, page: 1, q: 'a' })).toBe('x?{"page":1,"pageSize":3,"q":"a"}');
      expect(localeCompare).not.toHaveBeenCalled();
    } finally {
      localeCompare.mockRestore();
    }
  });
});
