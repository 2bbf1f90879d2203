// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import * as sonner from 'sonner';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_MAX } from './platform-constants';
import { toast } from './toast';
import { Toaster } from './toaster';

vi.mock('sonner', async (importOriginal) => {
  const actual = await importOriginal<typeof sonner>();
  // sonner's Toaster is a forwardRef object, not a function a spy could wrap directly.
  return { ...actual, Toaster: vi.fn((props: sonner.ToasterProps) => <actual.Toaster {...props} />) };
});

afterEach(() => {
  vi.useRealTimers();
  act(() => {
    toast.dismiss();
  });
  cleanup();
});

describe('Toaster', () => {
  test('passes the spec settings to sonner: 3 s, bottom-right, no close button, no icons, at most 20', () => {
    render(<Toaster />);
    const props = vi.mocked(sonner.Toaster).mock.calls.at(-1)![0];
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(TOAST_MAX).toBe(20);
    expect(props).toMatchObject({
      position: 'bottom-right',
      duration: 3000,
      visibleToasts: 20,
      closeButton: false,
    });
    expect(Object.values(props.icons ?? {})).toEqual([null, null, null, null, null, null]);
  });

  test('shows a toast bottom-right with its text and action, without icon or close button', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    const onClick = vi.fn();
    act(() => {
      toast.success('Nota fiscal emitida.', { action: { label: 'Ver nota', onClick } });
    });
    await act(() => vi.advanceTimersByTimeAsync(0));

    const item = screen.getByText('Nota fiscal emitida.').closest('[data-sonner-toast]')!;
    expect(item.getAttribute('data-x-position')).toBe('right');
    expect(item.getAttribute('data-y-position')).toBe('bottom');
    expect(item.querySelector('[data-icon]')).toBeNull();
    expect(item.querySelector('[data-close-button]')).toBeNull();
    expect(screen.getByRole('region', { name: /Notificações/ })).toBeTruthy();

    act(() => screen.getByRole('button', { name: 'Ver nota' }).click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
