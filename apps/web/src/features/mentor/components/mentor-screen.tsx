import { ScreenIntro } from '@/components/screen-intro';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { describeError } from '@/lib/describe-error';
import { useMentorEngine } from '@/lib/api/get-mentor-engine';
import { notify } from '@/lib/notify';
import type { DatePreferences } from '@alavanca/domain/locale/format';
import { DEFAULT_PERSONA, PERSONAS, type PersonaId } from '@alavanca/domain/mentor/personas';
import { Cpu, MessageSquarePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateConversation } from '../api/conversations';
import { conversationPath } from '../utils/paths';
import { Chat, type FirstQuestion } from './chat';
import { ConversationList } from './conversation-list';
import { PersonaAvatar } from './persona-avatar';
import { SuggestionList } from './suggestion-list';

/** Which engine writes the answers: the built-in mentor, or the operator's language model. */
function EngineNote() {
  const { t } = useTranslation('mentorChat');
  const engine = useMentorEngine().data;
  if (!engine) return null;
  return (
    <p className="mb-4 flex items-center gap-2 text-sm text-muted-foreground" data-testid="mentor-engine">
      <Cpu aria-hidden="true" className="size-4" />
      {engine.engine === 'builtIn' ? t('engine.builtIn') : t('engine.model', { model: engine.model ?? '' })}
    </p>
  );
}

/** No conversation open: the four mentors to start with, and questions the user's numbers call for. */
function Welcome({
  onStart,
  pending,
}: {
  onStart: (persona: PersonaId, first?: FirstQuestion) => void;
  pending: boolean;
}) {
  const { t } = useTranslation(['mentorChat', 'mentor']);
  return (
    <div className="space-y-6">
      <section aria-labelledby="mentor-personas-title" className="space-y-3">
        <h3 id="mentor-personas-title" className="text-lg font-semibold">
          {t('welcome.personasTitle')}
        </h3>
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="mentor-personas">
          {PERSONAS.map((persona) => (
            <li key={persona.id}>
              <Card className="h-full">
                <CardHeader className="flex flex-row items-center gap-3">
                  <PersonaAvatar persona={persona.id} className="size-12" />
                  <div>
                    <CardTitle>{persona.name}</CardTitle>
                    <CardDescription>{persona.title}</CardDescription>
                  </div>
                </CardHeader>
                <CardContent className="space-y-2 text-sm">
                  <p>{t(`mentor:personas.${persona.id}.description`)}</p>
                  <p className="text-muted-foreground italic">“{t(`mentor:personas.${persona.id}.greeting`)}”</p>
                </CardContent>
                <CardFooter>
                  <Button variant="outline" disabled={pending} onClick={() => onStart(persona.id)}>
                    {t('welcome.talkTo', { name: persona.name })}
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <SuggestionList
        title={t('welcome.suggestionsTitle')}
        note={t('welcome.boardHint')}
        disabled={pending}
        onPick={(question) => onStart(DEFAULT_PERSONA, { question, mode: 'answer' })}
      />
    </div>
  );
}

/** /mentor-ia (and /mentor-ia/{id}): the conversations beside the open one, or the mentors to start with. */
export function MentorScreen({ conversationId, dates }: { conversationId: string | null; dates: DatePreferences }) {
  const { t } = useTranslation('mentorChat');
  const create = useCreateConversation();
  const navigate = useNavigate();

  const start = (persona: PersonaId, first?: FirstQuestion) =>
    create.mutate(
      { persona },
      {
        onSuccess: (conversation) => void navigate(conversationPath(conversation.id), { state: first ?? null }),
        onError: (error) =>
          notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' }),
      },
    );

  return (
    <>
      <ScreenIntro
        title={t('title')}
        description={t('intro')}
        action={
          <Button onClick={() => start(DEFAULT_PERSONA)} disabled={create.isPending}>
            <MessageSquarePlus aria-hidden="true" />
            {t('newConversation')}
          </Button>
        }
      />
      <EngineNote />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <nav aria-label={t('list.title')} className="lg:border-e lg:pe-4">
          <h3 className="mb-2 text-sm font-semibold text-muted-foreground">{t('list.title')}</h3>
          <ConversationList activeId={conversationId} dates={dates} />
        </nav>
        <section aria-label={t('chat.sectionLabel')} className="min-w-0">
          {conversationId ? (
            <Chat key={conversationId} conversationId={conversationId} />
          ) : (
            <Welcome onStart={start} pending={create.isPending} />
          )}
        </section>
      </div>
    </>
  );
}
