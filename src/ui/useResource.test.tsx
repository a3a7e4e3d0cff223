import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useResource, type ResourceOptions } from './useResource';

/** A call the test answers by hand, one promise per call, in order. */
const calls = () => {
  const pending: { resolve: (value: string) => void; reject: (error: unknown) => void }[] = [];
  const load = () => new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  return { load, pending };
};

type Props = { key: string; options?: ResourceOptions<string> };

const hook = (load: () => Promise<string>, initialProps: Props) =>
  renderHook(({ key, options }: Props) => useResource(load, key, options), { initialProps });

describe('useResource', () => {
  it('asks again when the language changes and keeps the last answer on screen until the new one arrives', async () => {
    const { load, pending } = calls();
    const { result, rerender } = hook(load, { key: 'course-1', options: { language: 'en' } });
    await act(async () => pending[0]!.resolve('Safety basics'));
    expect(result.current.resource).toEqual({ status: 'ready', data: 'Safety basics' });

    rerender({ key: 'course-1', options: { language: 'es' } });
    expect(pending).toHaveLength(2);
    expect(result.current.resource).toEqual({ status: 'ready', data: 'Safety basics' });
    await act(async () => pending[1]!.resolve('Seguridad básica'));
    expect(result.current.resource).toEqual({ status: 'ready', data: 'Seguridad básica' });
  });

  it('shows the error of the call in the new language, with nothing kept', async () => {
    const { load, pending } = calls();
    const { result, rerender } = hook(load, { key: 'course-1', options: { language: 'en' } });
    await act(async () => pending[0]!.resolve('Safety basics'));
    rerender({ key: 'course-1', options: { language: 'es' } });
    const failure = new Error('offline');
    await act(async () => pending[1]!.reject(failure));
    expect(result.current.resource).toEqual({ status: 'error', error: failure });
  });

  it('shows loading, not the last answer, for another key or a reload', async () => {
    const { load, pending } = calls();
    const { result, rerender } = hook(load, { key: 'course-1', options: { language: 'en' } });
    await act(async () => pending[0]!.resolve('Safety basics'));
    rerender({ key: 'course-2', options: { language: 'en' } });
    expect(result.current.resource).toEqual({ status: 'loading' });
    await act(async () => pending[1]!.resolve('Installation'));
    act(() => result.current.reload());
    expect(result.current.resource).toEqual({ status: 'loading' });
    await waitFor(() => expect(pending).toHaveLength(3));
  });

  it('drops an answer in the old language that arrives after the new one was asked', async () => {
    const { load, pending } = calls();
    const { result, rerender } = hook(load, { key: 'course-1', options: { language: 'en' } });
    rerender({ key: 'course-1', options: { language: 'es' } });
    await act(async () => pending[1]!.resolve('Seguridad básica'));
    await act(async () => pending[0]!.resolve('Safety basics'));
    expect(result.current.resource).toEqual({ status: 'ready', data: 'Seguridad básica' });
  });

  describe('keepWhileLoading', () => {
    it('keeps the last data, busy, while another key loads, then shows the new answer', async () => {
      const { load, pending } = calls();
      const { result, rerender } = hook(load, { key: 'page-1', options: { keepWhileLoading: true } });
      expect(result.current).toMatchObject({ resource: { status: 'loading' }, busy: false });
      await act(async () => pending[0]!.resolve('Ana, Bea'));
      expect(result.current).toMatchObject({ resource: { status: 'ready', data: 'Ana, Bea' }, busy: false });

      rerender({ key: 'page-2', options: { keepWhileLoading: true } });
      expect(pending).toHaveLength(2);
      expect(result.current).toMatchObject({ resource: { status: 'ready', data: 'Ana, Bea' }, busy: true });
      await act(async () => pending[1]!.resolve('Carla'));
      expect(result.current).toMatchObject({ resource: { status: 'ready', data: 'Carla' }, busy: false });
    });

    it('keeps the last data, busy, while a reload loads', async () => {
      const { load, pending } = calls();
      const { result } = hook(load, { key: 'page-1', options: { keepWhileLoading: true } });
      await act(async () => pending[0]!.resolve('Ana'));
      act(() => result.current.reload());
      await waitFor(() => expect(pending).toHaveLength(2));
      expect(result.current).toMatchObject({ resource: { status: 'ready', data: 'Ana' }, busy: true });
    });

    it('shows a failure as the error, not the old data, and Try again then shows loading', async () => {
      const { load, pending } = calls();
      const { result, rerender } = hook(load, { key: 'page-1', options: { keepWhileLoading: true } });
      await act(async () => pending[0]!.resolve('Ana'));
      rerender({ key: 'page-2', options: { keepWhileLoading: true } });
      const failure = new Error('offline');
      await act(async () => pending[1]!.reject(failure));
      expect(result.current).toMatchObject({ resource: { status: 'error', error: failure }, busy: false });
      act(() => result.current.reload());
      await waitFor(() => expect(pending).toHaveLength(3));
      expect(result.current).toMatchObject({ resource: { status: 'loading' }, busy: false });
    });

    it('drops a late answer for a key it moved away from', async () => {
      const { load, pending } = calls();
      const { result, rerender } = hook(load, { key: 'page-1', options: { keepWhileLoading: true } });
      await act(async () => pending[0]!.resolve('Ana'));
      rerender({ key: 'page-2', options: { keepWhileLoading: true } });
      rerender({ key: 'page-3', options: { keepWhileLoading: true } });
      await act(async () => pending[1]!.resolve('Bea'));
      expect(result.current).toMatchObject({ resource: { status: 'ready', data: 'Ana' }, busy: true });
      await act(async () => pending[2]!.resolve('Carla'));
      expect(result.current).toMatchObject({ resource: { status: 'ready', data: 'Carla' }, busy: false });
    });

    it('without the option, another key shows loading and is not busy', async () => {
      const { load, pending } = calls();
      const { result, rerender } = hook(load, { key: 'page-1' });
      await act(async () => pending[0]!.resolve('Ana'));
      rerender({ key: 'page-2' });
      expect(result.current).toMatchObject({ resource: { status: 'loading' }, busy: false });
    });
  });

  describe('keepOnFailedReload', () => {
    it('keeps the data when a reload of the same key fails, with the failure beside it; Try again keeps it busy, then shows the answer', async () => {
      const { load, pending } = calls();
      const { result } = hook(load, { key: 'files', options: { keepOnFailedReload: true } });
      await act(async () => pending[0]!.resolve('three files'));
      act(() => result.current.reload());
      const failure = new Error('offline');
      await act(async () => pending[1]!.reject(failure));
      expect(result.current).toMatchObject({ resource: { status: 'ready', data: 'three files' }, reloadFailed: { error: failure }, busy: false });

      act(() => result.current.reload());
      expect(result.current).toMatchObject({ resource: { status: 'ready', data: 'three files' }, reloadFailed: null, busy: true });
      await act(async () => pending[2]!.resolve('four files'));
      expect(result.current).toMatchObject({ resource: { status: 'ready', data: 'four files' }, reloadFailed: null, busy: false });
    });

    it('shows the failure of another key as the error, nothing kept', async () => {
      const { load, pending } = calls();
      const { result, rerender } = hook(load, { key: 'page-1', options: { keepOnFailedReload: true, keepWhileLoading: true } });
      await act(async () => pending[0]!.resolve('page one'));
      rerender({ key: 'page-2', options: { keepOnFailedReload: true, keepWhileLoading: true } });
      const failure = new Error('offline');
      await act(async () => pending[1]!.reject(failure));
      expect(result.current).toMatchObject({ resource: { status: 'error', error: failure }, reloadFailed: null });
    });

    it('without the option, a failed reload is the error', async () => {
      const { load, pending } = calls();
      const { result } = hook(load, { key: 'files', options: { keepWhileLoading: true } });
      await act(async () => pending[0]!.resolve('three files'));
      act(() => result.current.reload());
      const failure = new Error('offline');
      await act(async () => pending[1]!.reject(failure));
      expect(result.current).toMatchObject({ resource: { status: 'error', error: failure }, reloadFailed: null });
    });
  });
});
