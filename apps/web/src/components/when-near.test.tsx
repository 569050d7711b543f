import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from './when-near';

describe('WhenNear', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws its part only once the place comes near the window', () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = callback;
        }
        observe = observe;
        disconnect() {}
      },
    );
    render(<WhenNear>far below</WhenNear>);
    expect(screen.queryByText('far below')).not.toBeInTheDocument();
    expect(observe).toHaveBeenCalledTimes(1);
    act(() => report?.([{ isIntersecting: false }]));
    expect(screen.queryByText('far below')).not.toBeInTheDocument();
    act(() => report?.([{ isIntersecting: true }]));
    expect(screen.getByText('far below')).toBeInTheDocument();
  });

  it('draws right after its first draw where the browser cannot tell', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<WhenNear>right here</WhenNear>);
    expect(await screen.findByText('right here')).toBeInTheDocument();
  });
});
