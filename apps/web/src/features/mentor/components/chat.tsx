import { isItemNotFound, ItemNotFound } from '@/components/item-not-found';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useLimitReached } from '@/hooks/use-limit-reached';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { type AskMode, type Conversation, type MentorMessage } from '@alavanca/contracts/mentor';
import { TEXT_LIMITS } from '@alavanca/domain/constants';
import { PERSONAS, type PersonaId } from '@alavanca/domain/mentor/personas';
import { Copy, RefreshCw, Send, Users } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAskMentor, type StreamingAnswer } from '../api/ask-mentor';
import { useConversation, useUpdateConversation } from '../api/conversations';
import { Markdown } from '@/components/markdown';
import { MENTOR_PATH } from '../utils/paths';
import { PersonaAvatar } from './persona-avatar';
import { SuggestionList } from './suggestion-list';

/** What the welcome screen hands a new conversation: the question to ask at once. */
export interface FirstQuestion {
  question: string;
  mode: AskMode;
}

function readFirstQuestion(state: unknown): FirstQuestion | null {
  const candidate = state as Partial<FirstQuestion> | null;
  return typeof candidate?.question === 'string' && (candidate.mode === 'answer' || candidate.mode === 'board')
    ? { question: candidate.question, mode: candidate.mode }
    : null;
}

function Speaker({ persona, mode }: { persona: PersonaId | null; mode: AskMode }) {
  const { t } = useTranslation('mentorChat');
  if (mode === 'board' || persona === null) {
    return (
      <span className="flex items-center gap-2 font-medium">
        <span className="flex -space-x-3" aria-hidden="true">
          {PERSONAS.map((entry) => (
            <PersonaAvatar key={entry.id} persona={entry.id} className="size-7 ring-2 ring-background" />
          ))}
        </span>
        {t('chat.board')}
      </span>
    );
  }
  const entry = PERSONAS.find((candidate) => candidate.id === persona);
  return (
    <span className="flex items-center gap-2 font-medium">
      <PersonaAvatar persona={persona} className="size-7" />
      {entry?.name}
    </span>
  );
}

function AnswerActions({
  message,
  onRegenerate,
  disabled,
}: {
  message: MentorMessage;
  onRegenerate: (() => void) | null;
  disabled: boolean;
}) {
  const { t } = useTranslation('mentorChat');
  const copy = () =>
    void navigator.clipboard.writeText(message.content).then(
      () => notify({ title: t('chat.copied'), variant: 'success' }),
      () => notify({ title: t('chat.copyFailed'), variant: 'destructive' }),
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="ghost" size="sm" onClick={copy}>
        <Copy aria-hidden="true" />
        {t('chat.copy')}
      </Button>
      {onRegenerate && (
        <Button variant="ghost" size="sm" onClick={onRegenerate} disabled={disabled}>
          <RefreshCw aria-hidden="true" />
          {t('chat.regenerate')}
        </Button>
      )}
      {message.status === 'interrupted' && (
        <span className="text-xs text-muted-foreground">{t('chat.interrupted')}</span>
      )}
    </div>
  );
}

function MessageItem({ message, actions }: { message: MentorMessage; actions?: ReactNode }) {
  const { t } = useTranslation('mentorChat');
  if (message.role === 'user') {
    return (
      <li className="flex justify-end" data-testid="mentor-question">
        <div className="max-w-[85%] rounded-2xl rounded-ee-sm bg-primary px-4 py-2 text-primary-foreground">
          <span className="sr-only">{t('common:punctuation.label', { label: t('chat.you') })} </span>
          <p className="whitespace-pre-wrap">{message.content}</p>
        </div>
      </li>
    );
  }
  return (
    <li className="space-y-2" data-testid="mentor-answer" data-mode={message.mode} data-persona={message.persona ?? ''}>
      <Speaker persona={message.persona} mode={message.mode} />
      <div className="rounded-2xl rounded-ss-sm border bg-card px-4 py-3">
        <Markdown text={message.content} />
      </div>
      {actions}
    </li>
  );
}

function StreamingItem({ answer }: { answer: StreamingAnswer }) {
  const { t } = useTranslation('mentorChat');
  return (
    <li className="space-y-2" data-testid="mentor-streaming" aria-busy="true">
      <Speaker persona={answer.persona} mode={answer.mode} />
      <div className="rounded-2xl rounded-ss-sm border bg-card px-4 py-3">
        {answer.text === '' ? (
          <p className="text-muted-foreground">{t('chat.thinking')}</p>
        ) : (
          <Markdown text={answer.text} />
        )}
      </div>
    </li>
  );
}

function ConversationView({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation(['mentorChat', 'mentor']);
  const [question, setQuestion] = useState('');
  const [board, setBoard] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const questionId = useId();
  const personaId = useId();
  const boardId = useId();
  const hintId = useId();
  const end = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const { handleQuotaError } = useLimitReached();
  const update = useUpdateConversation();
  const { streaming, ask, regenerate } = useAskMentor(conversation.id, conversation.persona);
  const busy = streaming !== null;
  const persona = PERSONAS.find((entry) => entry.id === conversation.persona);

  const run = (work: Promise<void>) =>
    void work.then(
      () => setAnnouncement(t('chat.answerReady')),
      (error: unknown) => {
        if (!handleQuotaError(error, 'aiConsultations'))
          notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' });
      },
    );

  const send = (text: string, mode: AskMode = board ? 'board' : 'answer') => {
    const content = text.trim();
    if (content === '' || busy) return;
    setQuestion('');
    setAnnouncement(mode === 'board' ? t('chat.boardWriting') : t('chat.writing', { name: persona?.name }));
    run(ask(content, mode));
  };

  // A question brought from the welcome screen is asked once, then dropped from the history entry.
  const first = readFirstQuestion(location.state);
  // Remembered so that an effect run twice (development's strict mode) asks once.
  const handedOver = useRef<string | null>(null);
  const askFirst = useEffectEvent((handed: string, mode: AskMode) => {
    if (handedOver.current === handed) return;
    handedOver.current = handed;
    void navigate(location.pathname, { replace: true, state: null });
    send(handed, mode);
  });
  const firstQuestion = first?.question;
  const firstMode = first?.mode;
  useEffect(() => {
    if (firstQuestion !== undefined && firstMode !== undefined) askFirst(firstQuestion, firstMode);
  }, [firstQuestion, firstMode]);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [conversation.messages.length, streaming?.text]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line, as in every chat.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(question);
    }
  };

  const lastAnswer = conversation.messages.findLast((message) => message.role === 'assistant');
  const messages = streaming
    ? conversation.messages.filter(
        (message, index) =>
          // While an answer is regenerated, its question's old answer is on its way out.
          !(message.role === 'assistant' && conversation.messages[index - 1]?.id === streaming.question.id),
      )
    : conversation.messages;
  const showQuestion = streaming && !messages.some((message) => message.id === streaming.question.id);
  const personaName = (id: PersonaId) =>
    `${PERSONAS.find((entry) => entry.id === id)?.name} · ${t(`mentor:personas.${id}.short`)}`;

  return (
    <div className="flex min-h-[60vh] flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3 border-b pb-3">
        <Label htmlFor={personaId}>{t('chat.personaLabel')}</Label>
        <Select
          value={conversation.persona}
          disabled={busy || update.isPending}
          onValueChange={(value) =>
            update.mutate(
              { id: conversation.id, persona: value as PersonaId },
              {
                onError: (error) =>
                  notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' }),
              },
            )
          }
        >
          <SelectTrigger id={personaId} className="min-w-40" data-testid="persona-select">
            <SelectValue>{personaName(conversation.persona)}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            {PERSONAS.map((entry) => (
              <SelectItem key={entry.id} value={entry.id}>
                {personaName(entry.id)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      <ol className="flex-1 space-y-5" aria-label={t('chat.messagesLabel')} data-testid="mentor-messages">
        {conversation.messages.length === 0 && !streaming && persona && (
          <li className="flex items-start gap-3 text-muted-foreground" data-testid="mentor-greeting">
            <PersonaAvatar persona={persona.id} />
            <p>{t(`mentor:personas.${persona.id}.greeting`)}</p>
          </li>
        )}
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            actions={
              message.role === 'assistant' ? (
                <AnswerActions
                  message={message}
                  disabled={busy}
                  onRegenerate={message.id === lastAnswer?.id ? () => run(regenerate(message.mode)) : null}
                />
              ) : undefined
            }
          />
        ))}
        {showQuestion && <MessageItem message={streaming.question} />}
        {streaming && <StreamingItem answer={streaming} />}
      </ol>
      <div ref={end} />
      <p role="status" className="sr-only">
        {announcement}
      </p>

      {conversation.messages.length === 0 && !busy && (
        <SuggestionList title={t('chat.suggestionsTitle')} onPick={(text) => send(text)} disabled={busy} />
      )}

      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          send(question);
        }}
      >
        <Label htmlFor={questionId}>{t('chat.questionLabel')}</Label>
        <Textarea
          id={questionId}
          value={question}
          maxLength={TEXT_LIMITS.mentor.question}
          placeholder={t('chat.placeholder')}
          aria-describedby={hintId}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <Checkbox id={boardId} checked={board} onCheckedChange={(checked) => setBoard(checked === true)} />
            <Label htmlFor={boardId} className="flex items-center gap-1 font-normal">
              <Users aria-hidden="true" className="size-4" />
              {t('chat.boardLabel')}
            </Label>
          </div>
          <Button type="submit" disabled={busy || question.trim() === ''}>
            <Send aria-hidden="true" />
            {busy ? t('chat.sending') : t('chat.send')}
          </Button>
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          {board ? t('chat.boardHint') : t('chat.hint')}
        </p>
      </form>
    </div>
  );
}

/** One conversation: its messages, the answer arriving, the question box; a missing one says so. */
export function Chat({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('mentorChat');
  const query = useConversation(conversationId);
  // Checked before the data: a conversation deleted in another tab is still cached here when its
  // refetch answers 404.
  if (query.isError && isItemNotFound(query.error))
    return (
      <ItemNotFound
        titleKey="mentorChat:chat.notFoundTitle"
        descriptionKey="mentorChat:chat.notFoundDescription"
        listTo={MENTOR_PATH}
        listKey="mentorChat:chat.notFoundAction"
      />
    );
  if (query.data) return <ConversationView key={query.data.id} conversation={query.data} />;
  if (query.isError)
    return (
      <LoadFailed
        message={t('chat.loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
        className="py-12"
      />
    );
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only">{t('chat.loading')}</span>
      <Skeleton className="h-10 w-1/2" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
