import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { ScreenIntro } from '@/components/screen-intro';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useValidationText } from '@/hooks/use-validation-text';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { CreateTicketRequest, TICKET_CATEGORIES, type TicketCategory } from '@alavanca/contracts/support';
import type { Language } from '@alavanca/domain/constants';
import { TEXT_LIMITS } from '@alavanca/domain/constants';
import { formatDate, type DatePreferences } from '@alavanca/domain/locale/format';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, Inbox, MessageSquarePlus, Search } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCreateTicket, useTickets } from '../api/tickets';
import { createHelpSearch, HELP_CATEGORIES, loadHelpArticles, type HelpArticle } from '../utils/help-articles';
import { articlePath, ticketPath } from '../utils/paths';
import { fieldErrors, MessageFields, type MessageDraft } from './message-fields';
import { TicketRow } from './ticket-thread';

/** The help articles of the user's language (loaded with the support screen, not before). */
export function useHelpArticles(language: Language) {
  return useQuery({
    queryKey: ['help-articles', language],
    queryFn: () => loadHelpArticles(language),
    staleTime: Infinity,
  });
}

function ArticleLinks({ articles }: { articles: HelpArticle[] }) {
  return (
    <ul className="space-y-1">
      {articles.map((article) => (
        <li key={article.slug}>
          <Link
            to={articlePath(article.slug)}
            className="block rounded-md p-2 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <span className="block font-medium text-primary">{article.title}</span>
            <span className="block text-sm text-muted-foreground">{article.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Articles suggested when none has every word searched. */
const RELATED_ARTICLES = 5;

/** The help: searched as the user types, otherwise listed by section. */
function HelpCenter({ language }: { language: Language }) {
  const { t } = useTranslation('support');
  const searchId = useId();
  const query = useHelpArticles(language);
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(typed);
  const find = useMemo(() => createHelpSearch(query.data ?? []), [query.data]);
  const results = find(search);
  // None has every word: the articles with some of them, so a search never ends on nothing.
  const related = results.length === 0 ? find(search, 'any').slice(0, RELATED_ARTICLES) : [];

  return (
    <section aria-labelledby="help-title" className="space-y-4">
      <h3 id="help-title" className="flex items-center gap-2 text-lg font-semibold">
        <BookOpen aria-hidden="true" className="size-5" />
        {t('help.title')}
      </h3>
      <div className="relative max-w-xl">
        <label htmlFor={searchId} className="sr-only">
          {t('help.search')}
        </label>
        <Search aria-hidden="true" className="absolute top-2.5 left-3 size-4 text-muted-foreground" />
        <Input
          id={searchId}
          type="search"
          className="ps-9"
          placeholder={t('help.searchPlaceholder')}
          value={typed}
          maxLength={TEXT_LIMITS.support.search}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {!query.data ? (
        query.isError ? (
          <LoadFailed message={t('help.loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
        ) : (
          <Skeleton className="h-40 w-full" />
        )
      ) : search.trim() !== '' ? (
        <div aria-live="polite" data-testid="help-results">
          {results.length > 0 ? (
            <>
              <p className="mb-2 text-sm text-muted-foreground">{t('help.results', { count: results.length })}</p>
              <ArticleLinks articles={results} />
            </>
          ) : related.length > 0 ? (
            <>
              <p className="mb-2 text-sm text-muted-foreground">{t('help.related')}</p>
              <ArticleLinks articles={related} />
            </>
          ) : (
            <p className="text-sm text-muted-foreground">{t('help.noResults')}</p>
          )}
        </div>
      ) : (
        <div className="grid gap-6 md:grid-cols-2" data-testid="help-sections">
          {HELP_CATEGORIES.map((category) => {
            const articles = query.data.filter((article) => article.category === category);
            if (articles.length === 0) return null;
            return (
              <section key={category} aria-labelledby={`help-${category}`}>
                <h4 id={`help-${category}`} className="mb-1 font-semibold">
                  {t(`categories.${category}`)}
                </h4>
                <ArticleLinks articles={articles} />
              </section>
            );
          })}
        </div>
      )}
    </section>
  );
}

/** A new ticket: subject, category, message and an optional screenshot. */
function NewTicketDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['support', 'common']);
  const errorText = useValidationText();
  const create = useCreateTicket();
  const navigate = useNavigate();
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<TicketCategory | ''>('');
  const [draft, setDraft] = useState<MessageDraft>({ message: '', attachment: null });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const submit = () => {
    const parsed = CreateTicketRequest.safeParse({
      subject,
      category: category || undefined,
      message: draft.message,
      attachment: draft.attachment ?? undefined,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (ticket) => {
        onOpenChange(false);
        notify({ title: t('form.sentTitle'), description: t('form.sentDescription'), variant: 'success' });
        void navigate(ticketPath(ticket.id));
      },
      onError: (error) =>
        notify({ title: t('common:error'), description: describeError(error, t), variant: 'destructive' }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto" data-testid="new-ticket">
        <DialogHeader>
          <DialogTitle>{t('form.title')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField label={t('form.subject')} error={errorText(errors['subject'])}>
            <Input
              value={subject}
              maxLength={TEXT_LIMITS.support.subject}
              onChange={(event) => setSubject(event.target.value)}
            />
          </FormField>
          <FormField label={t('form.category')} error={errorText(errors['category'])}>
            {(control) => (
              <Select value={category} onValueChange={(value) => setCategory(value as TicketCategory)}>
                <SelectTrigger {...control} className="w-full" data-testid="ticket-category">
                  <SelectValue placeholder={t('form.categoryPlaceholder')} />
                </SelectTrigger>
                <SelectContent>
                  {TICKET_CATEGORIES.map((option) => (
                    <SelectItem key={option} value={option}>
                      {t(`ticketCategories.${option}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <MessageFields
            draft={draft}
            onChange={setDraft}
            errors={errors}
            onError={(field, message) => setErrors((current) => ({ ...current, [field]: message }))}
            label={t('form.message')}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('form.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('form.sending') : t('form.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The user's tickets, the last changed first, and the way to open one. */
function MyTickets({ dates }: { dates: DatePreferences }) {
  const { t } = useTranslation('support');
  const query = useTickets();
  const [open, setOpen] = useState(false);
  const tickets = query.data?.tickets;
  return (
    <section aria-labelledby="tickets-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="tickets-title" className="flex items-center gap-2 text-lg font-semibold">
          <Inbox aria-hidden="true" className="size-5" />
          {t('tickets.title')}
        </h3>
        <Button onClick={() => setOpen(true)}>
          <MessageSquarePlus aria-hidden="true" />
          {t('tickets.new')}
        </Button>
      </div>
      {!tickets ? (
        query.isError ? (
          <LoadFailed message={t('tickets.loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
        ) : (
          <Skeleton className="h-24 w-full" />
        )
      ) : tickets.length === 0 ? (
        <EmptyState icon={Inbox} title={t('tickets.emptyTitle')} description={t('tickets.emptyDescription')} />
      ) : (
        <ul className="divide-y rounded-xl border" data-testid="ticket-list">
          {tickets.map((ticket) => (
            <TicketRow
              key={ticket.id}
              to={ticketPath(ticket.id)}
              subject={ticket.subject}
              details={`${t(`ticketCategories.${ticket.category}`)} · ${formatDate(new Date(ticket.updatedAt), dates)}`}
              status={ticket.status}
            />
          ))}
        </ul>
      )}
      <NewTicketDialog open={open} onOpenChange={setOpen} />
    </section>
  );
}

/** /suporte and /support: the help, searchable, and the user's tickets. */
export function SupportScreen({ language, dates }: { language: Language; dates: DatePreferences }) {
  const { t } = useTranslation('support');
  return (
    <>
      <ScreenIntro title={t('title')} description={t('intro')} />
      <div className="grid gap-10 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <HelpCenter language={language} />
        <MyTickets dates={dates} />
      </div>
    </>
  );
}
