import type { CanvasDetail, UpdateCanvasRequest } from '@alavanca/contracts/canvases';
import { contentOf, type CanvasCard } from '@alavanca/domain/canvas/canvas';
import { mergeCards } from '@alavanca/domain/canvas/merge';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useUpdateCanvas } from '../api/change-canvas';
import type { SaveState } from '@/components/save-status';
import { useSaveAfterPause } from '@/hooks/use-save-after-pause';

/** What the founder edits: the canvas's header and its cards. */
export type CanvasDraft = Pick<CanvasDetail, 'title' | 'businessType' | 'currency' | 'validationId'> & {
  cards: CanvasCard[];
};

/** A pause in typing this long saves: a version per burst of edits, not per keystroke. */
export const SAVE_DELAY_MS = 800;

const HEADER = ['title', 'businessType', 'currency', 'validationId'] as const;

const draftOf = (canvas: CanvasDetail): CanvasDraft => ({
  title: canvas.title,
  businessType: canvas.businessType,
  currency: canvas.currency,
  validationId: canvas.validationId,
  cards: canvas.cards,
});

/** The fields of `draft` that differ from the stored version `base`; null when none does. */
export function changesSince(base: CanvasDetail, draft: CanvasDraft): UpdateCanvasRequest | null {
  const request: UpdateCanvasRequest = { baseVersion: base.version };
  if (draft.title.trim() !== '' && draft.title !== base.title) request.title = draft.title;
  if (draft.businessType !== base.businessType) request.businessType = draft.businessType;
  if (draft.currency !== base.currency) request.currency = draft.currency;
  if (draft.validationId !== base.validationId) request.validationId = draft.validationId;
  if (contentOf(draft.cards) !== contentOf(base.cards)) {
    request.cards = draft.cards.map((card) => ({ ...card, links: [...card.links] }));
  }
  return Object.keys(request).length > 1 ? request : null;
}

/**
 * Edits made while a save was on its way, laid over what the server stored: the answer may hold
 * another tab's cards (merged by the server), which this tab's newer edits must not read as deleted.
 */
function rebase(sent: CanvasDraft, stored: CanvasDetail, current: CanvasDraft): CanvasDraft {
  const header = Object.fromEntries(
    HEADER.map((field) => [field, current[field] === sent[field] ? stored[field] : current[field]]),
  ) as Pick<CanvasDraft, (typeof HEADER)[number]>;
  // Cards untouched since the save went out are the stored ones, in the stored order.
  const cardsEdited = contentOf(current.cards) !== contentOf(sent.cards);
  return { ...header, cards: cardsEdited ? mergeCards(sent.cards, stored.cards, current.cards) : stored.cards };
}

/**
 * A canvas being edited: every edit shows at once and is saved after a pause, as a new version
 * (decision 031). The server's answer replaces the draft when nothing was edited meanwhile; else
 * the newer edits are merged over it. A newer version from elsewhere (another tab, a restore) is
 * taken when nothing here waits to be saved. Leaving the screen saves what waits.
 */
export function useCanvasDraft(server: CanvasDetail) {
  // Stable across renders (unlike the mutation's result), so `save` is too.
  const { mutateAsync } = useUpdateCanvas();
  const [draft, setDraftState] = useState(() => draftOf(server));
  const [state, setState] = useState<SaveState>('saved');
  const [error, setError] = useState<unknown>(null);
  const [stored, setStored] = useState(server);
  const current = useRef(draft);
  const base = useRef(server);
  const saving = useRef(false);
  const edits = useRef(0);
  // The save, once defined below, is what a pause runs.
  const saveRef = useRef<() => Promise<unknown>>(() => Promise.resolve());
  const pause = useSaveAfterPause(() => saveRef.current(), SAVE_DELAY_MS);

  const setDraft = (next: CanvasDraft) => {
    current.current = next;
    setDraftState(next);
  };

  const save = useCallback(async (): Promise<void> => {
    pause.cancel();
    if (saving.current) return;
    const sent = current.current;
    const sentEdits = edits.current;
    const request = changesSince(base.current, sent);
    if (!request) {
      setState('saved');
      return;
    }
    saving.current = true;
    setState('saving');
    try {
      const answer = await mutateAsync({ id: base.current.id, request });
      base.current = answer;
      setStored(answer);
      setError(null);
      if (edits.current === sentEdits) {
        setDraft(draftOf(answer));
        setState('saved');
      } else {
        setDraft(rebase(sent, answer, current.current));
        setState('waiting');
        pause.later();
      }
    } catch (failure) {
      setError(failure);
      setState('failed');
    } finally {
      saving.current = false;
    }
  }, [mutateAsync, pause]);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  /** Applies an edit at once and saves it after the pause. */
  const edit = useCallback(
    (change: (draft: CanvasDraft) => CanvasDraft) => {
      edits.current += 1;
      setDraft(change(current.current));
      setState('waiting');
      pause.later();
    },
    [pause],
  );

  // A version saved elsewhere: taken when nothing here waits, else merged at this tab's next save.
  useEffect(() => {
    if (server.version <= base.current.version || saving.current) return;
    if (changesSince(base.current, current.current) === null) {
      base.current = server;
      setStored(server);
      setDraft(draftOf(server));
    }
  }, [server]);

  // Leaving the screen with an edit waiting: send it now (the request outlives the screen).
  useEffect(
    () => () => {
      if (!saving.current && changesSince(base.current, current.current)) void save();
    },
    [save],
  );

  return { draft, edit, state, error, retry: save, stored };
}
