import { renderRoutes } from '@/test/render';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PITCH, PITCH_ID, WithPitchEnvironment } from '../testing/pitch-fixtures';
import { RehearsalScreen } from './rehearsal-screen';

async function renderRehearsal() {
  await renderRoutes(
    [
      {
        path: '/pitch/:id/ensaio',
        element: (
          <WithPitchEnvironment>
            <RehearsalScreen pitch={PITCH} />
          </WithPitchEnvironment>
        ),
      },
    ],
    { path: `/pitch/${PITCH_ID}/ensaio` },
  );
  // The clock is faked once the screen is drawn: the rehearsal reads Date.now() and its interval.
  // Events are fired directly: user-event's own pauses wait on timers that no longer run alone.
  vi.useFakeTimers();
}

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
/** A key pressed with the page itself focused, as after a click on a control that went away. */
const press = (key: string) => fireEvent.keyDown(document.body, { key });

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const lit = () => screen.getAllByTestId('prompter-part').find((element) => element.getAttribute('aria-current'));

describe('the rehearsal', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('times each part against its share and reports the pace and the part that ran over', async () => {
    await renderRehearsal();
    expect(screen.getByTestId('total-timer')).toHaveTextContent('0:00');
    click('Começar');
    expect(lit()).toHaveAttribute('data-part', 'oneLiner');

    // 5 s on the one-liner (19 words), then → to the problem (41 words, 22 s planned) for 40 s.
    await wait(5_000);
    expect(screen.getByTestId('total-timer')).toHaveTextContent('0:05');
    press('ArrowRight');
    expect(lit()).toHaveAttribute('data-part', 'problem');
    expect(screen.getByTestId('rehearsal-announcement')).toHaveTextContent('Parte 2 de 10: Problema, 22 segundos.');
    await wait(23_000);
    expect(screen.getByTestId('rehearsal-announcement')).toHaveTextContent('O tempo de Problema acabou.');
    expect(screen.getByTestId('part-timer')).toHaveTextContent('0:23 de 0:22');

    // A pause stops the clock.
    click('Pausar');
    await wait(60_000);
    expect(screen.getByTestId('total-timer')).toHaveTextContent('0:28');
    click('Continuar');
    await wait(17_000);
    click('Terminar');

    // 60 words in 45 s: 80 a minute, below the 130 a listener follows; the problem ran 40 s for 22.
    const result = screen.getByTestId('rehearsal-result');
    expect(within(result).getByTestId('pace')).toHaveAttribute('data-pace', 'slow');
    expect(within(result).getByTestId('pace')).toHaveTextContent(
      '80 palavras por minuto: devagar (o ritmo que se acompanha é de 130 a 160)',
    );
    expect(
      within(result)
        .getAllByTestId('part-over')
        .map((element) => element.textContent),
    ).toEqual(['Problema: 40 s para 22 s']);
    expect(within(result).getByTestId('total-time')).toHaveTextContent('45 s no total, dentro de 180 s');
    expect(within(result).getByRole('row', { name: /Solução/ })).toHaveTextContent('Não chegou');
  });

  it('moves on with Space, finishes after the last part, and starts again from zero', async () => {
    await renderRehearsal();
    click('Começar');
    for (let part = 0; part < 10; part += 1) {
      await wait(10_000);
      press(' ');
    }
    expect(screen.getByTestId('rehearsal')).toHaveAttribute('data-status', 'finished');
    expect(screen.getByTestId('total-time')).toHaveTextContent('100 s no total, dentro de 180 s');
    click('Recomeçar');
    expect(screen.getByTestId('total-timer')).toHaveTextContent('0:00');
    expect(screen.queryByTestId('rehearsal-result')).not.toBeInTheDocument();
  });

  it('rehearses without a recording, and says so calmly, where the browser cannot record', async () => {
    vi.stubGlobal('MediaRecorder', undefined);
    await renderRehearsal();
    expect(screen.getByText('A gravação fica só neste navegador: nada é enviado.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gravar minha voz' }));
    await act(async () => click('Começar'));
    expect(screen.getByTestId('recorder-state')).toHaveTextContent(
      'Este navegador não grava áudio. O ensaio segue sem gravação.',
    );
    await wait(3_000);
    expect(screen.getByTestId('total-timer')).toHaveTextContent('0:03');
  });

  it('goes on without a recording when the microphone is refused', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))) },
    });
    vi.stubGlobal('MediaRecorder', class {});
    await renderRehearsal();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gravar minha voz' }));
    await act(async () => click('Começar'));
    expect(screen.getByTestId('recorder-state')).toHaveTextContent('Sem acesso ao microfone.');
    expect(screen.getByTestId('rehearsal')).toHaveAttribute('data-status', 'running');
  });

  it('records while rehearsing and offers the take to listen back, kept in the browser', async () => {
    const stop = vi.fn();
    const track = { stop };
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: vi.fn(async () => ({ getTracks: () => [track] })) },
    });
    class FakeRecorder {
      state: RecordingState = 'inactive';
      mimeType = 'audio/webm';
      ondataavailable: ((event: { data: Blob }) => void) | null = null;
      onstop: (() => void) | null = null;
      start() {
        this.state = 'recording';
      }
      pause() {
        this.state = 'paused';
      }
      resume() {
        this.state = 'recording';
      }
      stop() {
        this.state = 'inactive';
        this.ondataavailable?.({ data: new Blob(['voice']) });
        this.onstop?.();
      }
    }
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    const createObjectURL = vi.fn(() => 'blob:take');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);

    await renderRehearsal();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gravar minha voz' }));
    // Starting waits for the microphone's answer.
    await act(async () => click('Começar'));
    expect(screen.getByTestId('recorder-state')).toHaveTextContent('Gravando.');
    await wait(4_000);
    click('Terminar');
    const recording = screen.getByTestId('recording');
    expect(recording.querySelector('audio')).toHaveAttribute('src', 'blob:take');
    expect(stop).toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
