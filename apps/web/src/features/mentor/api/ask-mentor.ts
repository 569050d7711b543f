import { ApiError } from '@/lib/api-client';
import { postEventStream } from '@/lib/api-stream';
import { usageQueryKey } from '@/lib/query-keys';
import { ErrorCode } from '@alavanca/contracts/errors';
import { MentorMessage, type AskMode, type Conversation } from '@alavanca/contracts/mentor';
import type { PersonaId } from '@alavanca/domain/mentor/personas';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { conversationQueryKey, conversationsQueryKey, mentorQueryKey } from './conversations';

/** An answer while it arrives: the stored question and the text so far. */
export interface StreamingAnswer {
  question: MentorMessage;
  text: string;
  mode: AskMode;
  persona: PersonaId | null;
}

/**
 * An answer's stream is a mutation under this key while it runs, so that what else this tab
 * does (the realtime sync) can tell that the conversation is being answered here.
 */
const answeringKey = (conversationId: string) => [...mentorQueryKey, 'answering', conversationId] as const;

/**
 * Whether an answer in this conversation is arriving in this tab: a refetch of the
 * conversation now would put the stored answer, whole or empty, where the stream writes.
 */
export function isAnswering(queryClient: QueryClient, conversationId: string): boolean {
  return queryClient.isMutating({ mutationKey: answeringKey(conversationId) }) > 0;
}

const Delta = z.object({ text: z.string() });
const StreamError = z.object({ code: ErrorCode.catch('INTERNAL') });

/** The conversation with `question` and its `answer` in place: after the question's earlier answers are gone (regenerated). */
function withAnswer(conversation: Conversation, question: MentorMessage, answer: MentorMessage): Conversation {
  const at = conversation.messages.findIndex((message) => message.id === question.id);
  const before = at === -1 ? conversation.messages : conversation.messages.slice(0, at);
  return { ...conversation, messages: [...before, question, answer] };
}

/**
 * Asks the mentor in a conversation (or has the last question answered again) and follows the
 * answer as it streams. Each spends one `aiConsultations` unit: refused with QUOTA_EXCEEDED
 * before anything is stored when none is left. Leaving the screen stops the stream; the server
 * keeps what was written.
 */
export function useAskMentor(conversationId: string, persona: PersonaId) {
  const queryClient = useQueryClient();
  const [streaming, setStreaming] = useState<StreamingAnswer | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const answering = useMutation({
    mutationKey: answeringKey(conversationId),
    mutationFn: ({ path, body, mode }: { path: string; body: unknown; mode: AskMode }) => follow(path, body, mode),
  });

  async function follow(path: string, body: unknown, mode: AskMode): Promise<void> {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const answerPersona = mode === 'board' ? null : persona;
    try {
      let current: StreamingAnswer | null = null;
      for await (const event of postEventStream(path, body, abort.signal)) {
        const data: unknown = JSON.parse(event.data);
        if (event.event === 'question') {
          current = { question: MentorMessage.parse(data), text: '', mode, persona: answerPersona };
        } else if (event.event === 'delta' && current !== null) {
          const previous: StreamingAnswer = current;
          current = { ...previous, text: previous.text + Delta.parse(data).text };
        } else if (event.event === 'reset' && current !== null) {
          const previous: StreamingAnswer = current;
          current = { ...previous, text: '' };
        } else if (event.event === 'done' && current !== null) {
          const { question } = current;
          const answer = MentorMessage.parse(data);
          queryClient.setQueryData<Conversation>(conversationQueryKey(conversationId), (cached) =>
            cached ? withAnswer(cached, question, answer) : cached,
          );
        } else if (event.event === 'error') {
          throw new ApiError(StreamError.parse(data).code, 500, 'The answer failed');
        }
        setStreaming(current);
      }
    } finally {
      if (controller.current === abort) controller.current = null;
      setStreaming(null);
      void queryClient.invalidateQueries({ queryKey: mentorQueryKey });
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: usageQueryKey });
    }
  }

  const base = `/mentor/conversations/${encodeURIComponent(conversationId)}`;
  return {
    streaming,
    ask: (content: string, mode: AskMode) =>
      answering.mutateAsync({ path: `${base}/messages`, body: { content, mode }, mode }),
    regenerate: (mode: AskMode) => answering.mutateAsync({ path: `${base}/regenerate`, body: {}, mode }),
  };
}
