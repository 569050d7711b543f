import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The rehearsal's optional recording: the microphone through MediaRecorder while the clock runs,
 * then the take to listen back from a blob URL. It never leaves the browser: nothing is uploaded.
 * Where the browser has no recorder, or the founder refuses the microphone, it says so and the
 * rehearsal goes on without it.
 */
type RecorderState = 'off' | 'asking' | 'recording' | 'paused' | 'unavailable' | 'refused' | 'done';

const canRecord = () =>
  typeof navigator !== 'undefined' &&
  typeof navigator.mediaDevices?.getUserMedia === 'function' &&
  typeof MediaRecorder !== 'undefined';

export function useRecorder() {
  const [state, setState] = useState<RecorderState>('off');
  const [url, setUrl] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);

  const release = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  }, []);

  /** Asks for the microphone and starts recording; false when it cannot. */
  const start = useCallback(async (): Promise<boolean> => {
    if (!canRecord()) {
      setState('unavailable');
      return false;
    }
    setState('asking');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setState('refused');
      return false;
    }
    const chunks: Blob[] = [];
    const take = new MediaRecorder(stream.current);
    take.ondataavailable = (event) => chunks.push(event.data);
    take.onstop = () => {
      release();
      const blob = new Blob(chunks, { type: take.mimeType || 'audio/webm' });
      setUrl((old) => {
        if (old) URL.revokeObjectURL(old);
        return URL.createObjectURL(blob);
      });
      setState('done');
    };
    recorder.current = take;
    take.start();
    setState('recording');
    return true;
  }, [release]);

  const pause = useCallback(() => {
    if (recorder.current?.state !== 'recording') return;
    recorder.current.pause();
    setState('paused');
  }, []);

  const resume = useCallback(() => {
    if (recorder.current?.state !== 'paused') return;
    recorder.current.resume();
    setState('recording');
  }, []);

  const stop = useCallback(() => {
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  }, []);

  /** Drops the take: a new rehearsal starts without it. */
  const discard = useCallback(() => {
    if (recorder.current && recorder.current.state !== 'inactive') {
      recorder.current.onstop = null;
      recorder.current.stop();
    }
    recorder.current = null;
    release();
    setUrl((old) => {
      if (old) URL.revokeObjectURL(old);
      return null;
    });
    setState('off');
  }, [release]);

  // Leaving the screen lets the microphone and the take go.
  useEffect(() => discard, [discard]);

  return { state, url, start, pause, resume, stop, discard };
}
