import { act, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Toaster } from '@/components/ui/sonner';
import { notify } from '@/lib/notify';

// Sonner keeps its queue in module state, so each test starts from an empty screen.
afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.useRealTimers();
});

function toastElements() {
  return Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]'));
}

describe('Toaster', () => {
  it('shows only the newest toast even when several are queued', async () => {
    render(<Toaster theme="light" />);

    act(() => {
      toast('Primeira');
      toast('Segunda');
    });

    await waitFor(() => expect(toastElements()).toHaveLength(2));
    const visible = toastElements().filter((element) => element.dataset.visible === 'true');
    expect(visible).toHaveLength(1);
    expect(visible[0]).toHaveTextContent('Segunda');
  });

  it('follows the theme it is given and labels the live region', async () => {
    render(<Toaster theme="dark" />);

    act(() => {
      notify({ title: 'Salvo' });
    });

    await screen.findByText('Salvo');
    const list = document.querySelector('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-sonner-theme', 'dark');
    expect(screen.getByRole('region', { name: /^ui\.notifications/ })).toContainElement(screen.getByText('Salvo'));
  });

  it('closes a toast after 5000 ms', async () => {
    vi.useFakeTimers();
    render(<Toaster theme="light" />);

    await act(async () => {
      notify({ title: 'Simulação salva' });
      // sonner arrives with the first toast (lib/notify.ts): its import settles on promises.
      await vi.dynamicImportSettled();
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByText('Simulação salva')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(4_900);
    });
    expect(screen.getByText('Simulação salva')).toBeInTheDocument();

    // 5250 ms in: past the 5000 ms lifetime and the 200 ms exit sonner waits before unmounting.
    act(() => {
      vi.advanceTimersByTime(350);
    });
    expect(screen.queryByText('Simulação salva')).not.toBeInTheDocument();
  });
});

describe('notify', () => {
  it('replaces the toast on screen instead of queueing behind it', async () => {
    render(<Toaster theme="light" />);

    act(() => {
      notify({ title: 'Ideia validada' });
    });
    await screen.findByText('Ideia validada');

    act(() => {
      notify({ title: 'Limite do plano atingido', variant: 'warning' });
    });

    const replacement = await screen.findByText('Limite do plano atingido');
    // The old toast leaves after its exit animation rather than lingering hidden behind.
    await waitFor(() => expect(toastElements()).toHaveLength(1));
    expect(toastElements()[0]).toContainElement(replacement);
    expect(toastElements()[0]).toHaveAttribute('data-visible', 'true');
  });

  it.each([
    // A plain toast carries no type, and so no rich colours.
    { variant: 'default', type: null },
    { variant: 'destructive', type: 'error' },
    { variant: 'success', type: 'success' },
    { variant: 'warning', type: 'warning' },
    { variant: 'info', type: 'info' },
  ] as const)('maps the $variant variant to sonner type $type', async ({ variant, type }) => {
    render(<Toaster theme="light" />);

    act(() => {
      notify({ title: 'Título', description: 'Detalhe', variant });
    });

    const title = await screen.findByText('Título');
    const element = title.closest<HTMLElement>('[data-sonner-toast]');
    expect(element?.getAttribute('data-type') ?? null).toBe(type);
    expect(element).toHaveAttribute('data-rich-colors', 'true');
    expect(element).toHaveTextContent('Detalhe');
  });
});
