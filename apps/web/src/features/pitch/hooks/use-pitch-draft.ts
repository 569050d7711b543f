import type { PitchDetail, UpdatePitchRequest } from '@alavanca/contracts/pitches';
import { PITCH_PARTS, type PitchPart } from '@alavanca/domain/pitch/pitch';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useUpdatePitch } from '../api/change-pitch';
import type { SaveState } from '@/components/save-status';
import { useSaveAfterPause } from '@/hooks/use-save-after-pause';

/** What the founder edits: the pitch's header, its parts, and which parts are still as drafted. */
export type PitchDraft = Pick<
  PitchDetail,
  'title' | 'kind' | 'language' | 'validationId' | 'simulationId' | 'parts' | 'drafted'
>;

/** A pause in typing this long saves: a request per burst of edits, not per keystroke. */
const SAVE_DELAY_MS = 800;

const HEADER = ['title', 'kind', 'language', 'validationId', 'simulationId'] as const;

const draftOf = (pitch: PitchDetail): PitchDraft => ({
  title: pitch.title,
  kind: pitch.kind,
  language: pitch.language,
  validationId: pitch.validationId,
  simulationId: pitch.simulationId,
  parts: pitch.parts,
  drafted: pitch.drafted,
});

/**
 * The fields of `draft` that differ from the stored pitch; null when none does. The server replaces
 * only the parts a request names, so only the parts edited are sent (an emptied one as '').
 */
function changesSince(base: PitchDetail, draft: PitchDraft): UpdatePitchRequest | null {
  const request: UpdatePitchRequest = {};
  for (const field of HEADER) {
    // A title left empty is not saved: the field says it is required until it is written.
    if (field === 'title' && draft.title.trim() === '') continue;
    if (draft[field] !== base[field]) Object.assign(request, { [field]: draft[field] });
  }
  const edited = PITCH_PARTS.filter((part) => (draft.parts[part] ?? '') !== (base.parts[part] ?? ''));
  if (edited.length > 0) request.parts = Object.fromEntries(edited.map((part) => [part, draft.parts[part] ?? '']));
  const same = (a: readonly PitchPart[], b: readonly PitchPart[]) => [...a].sort().join() === [...b].sort().join();
  if (!same(draft.drafted, base.drafted)) request.drafted = draft.drafted;
  return Object.keys(request).length > 0 ? request : null;
}

/**
 * A pitch being edited: every edit shows at once (and scores at once) and is saved after a pause.
 * The server's answer replaces the draft when nothing was edited meanwhile; otherwise the newer
 * edits stay and are saved next. `flush` saves what waits now, for the actions that read the stored
 * pitch (the analysis, the board, the export). Leaving the screen saves what waits.
 */
export function usePitchDraft(server: PitchDetail) {
  // Stable across renders (unlike the mutation's result), so `save` is too.
  const { mutateAsync } = useUpdatePitch();
  const [draft, setDraftState] = useState(() => draftOf(server));
  const [state, setState] = useState<SaveState>('saved');
  const [error, setError] = useState<unknown>(null);
  const current = useRef(draft);
  const base = useRef(server);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const edits = useRef(0);
  // The save, once defined below, is what a pause runs.
  const saveRef = useRef<() => Promise<unknown>>(() => Promise.resolve());
  const pause = useSaveAfterPause(() => saveRef.current(), SAVE_DELAY_MS);

  const setDraft = (next: PitchDraft) => {
    current.current = next;
    setDraftState(next);
  };

  /** Saves what differs from the stored pitch; true once the stored pitch is the draft as it was sent. */
  const save = useCallback(async (): Promise<boolean> => {
    pause.cancel();
    // One request at a time: the next one is computed against the answer of the one before.
    while (inFlight.current) await inFlight.current;
    const sent = current.current;
    const sentEdits = edits.current;
    const request = changesSince(base.current, sent);
    if (!request) {
      setState('saved');
      return true;
    }
    setState('saving');
    const run = (async () => {
      try {
        const answer = await mutateAsync({ id: base.current.id, request });
        base.current = answer;
        setError(null);
        if (edits.current === sentEdits) {
          setDraft(draftOf(answer));
          setState('saved');
        } else {
          setState('waiting');
          pause.later();
        }
        return true;
      } catch (failure) {
        setError(failure);
        setState('failed');
        return false;
      }
    })();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  }, [mutateAsync, pause]);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  /** Applies an edit at once and saves it after the pause. */
  const edit = useCallback(
    (change: (draft: PitchDraft) => PitchDraft) => {
      edits.current += 1;
      setDraft(change(current.current));
      setState('waiting');
      pause.later();
    },
    [pause],
  );

  // Leaving the screen with an edit waiting: send it now (the request outlives the screen).
  useEffect(
    () => () => {
      if (!inFlight.current && changesSince(base.current, current.current)) void save();
    },
    [save],
  );

  return { draft, edit, state, error, flush: save };
}
