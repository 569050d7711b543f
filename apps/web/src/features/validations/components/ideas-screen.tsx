import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { LoadMore } from '@/components/load-more';
import { RowActions } from '@/components/row-actions';
import { ScreenIntro } from '@/components/screen-intro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDeleteConfirmation } from '@/hooks/use-delete-confirmation';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { VALIDATION_LIST_SORTS, type ValidationSummary } from '@alavanca/contracts/validations';
import { TEXT_LIMITS } from '@alavanca/domain/constants';
import { formatDate, type DatePreferences } from '@alavanca/domain/locale/format';
import { Lightbulb, Plus, Search, SearchX } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDeleteValidation } from '../api/delete-validation';
import { useValidations, type ValidationListFilter } from '../api/get-validations';
import { readIdeasParams, SEARCH_PARAM, SORT_PARAM, writeIdeasParam } from '../utils/list-params';
import { NEW_IDEA_PATH, validationPath } from '../utils/paths';

const SEARCH_DELAY_MS = 300;
const VERDICT_BADGE = { promising: 'success', validateFurther: 'warning', pivot: 'destructive' } as const;

function IdeaRow({
  validation,
  dates,
  onDelete,
}: {
  validation: ValidationSummary;
  dates: DatePreferences;
  onDelete: (validation: ValidationSummary, opener: HTMLElement) => void;
}) {
  const { t } = useTranslation(['validation', 'validationReport', 'account']);
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-center"
      data-testid="idea-row"
      data-id={validation.id}
    >
      <div className="flex size-14 shrink-0 flex-col items-center justify-center rounded-lg bg-muted">
        <span className="text-xl font-bold tabular-nums" data-testid="idea-score">
          {validation.overall}
        </span>
        <span className="sr-only">{t('list.scoreOutOf')}</span>
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <h3 id={titleId} className="truncate font-semibold" title={validation.title}>
          {validation.title}
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant={VERDICT_BADGE[validation.verdict]}>
            {t(`validationReport:verdicts.${validation.verdict}.title`)}
          </Badge>
          <span>{t(`account:enums.businessTypes.${validation.businessType}`)}</span>
          <span aria-hidden="true">·</span>
          <span>
            {t('list.updated', {
              version: validation.version,
              date: formatDate(new Date(validation.updatedAt), dates),
            })}
          </span>
        </p>
      </div>
      <RowActions
        title={validation.title}
        to={validationPath(validation.id)}
        openText={t('list.open')}
        deleteLabel={t('list.delete', { title: validation.title })}
        onDelete={(button) => onDelete(validation, button)}
      />
    </article>
  );
}

function IdeaList({
  filter,
  dates,
  onDelete,
  onClearSearch,
}: {
  filter: ValidationListFilter;
  dates: DatePreferences;
  onDelete: (validation: ValidationSummary, opener: HTMLElement) => void;
  onClearSearch: () => void;
}) {
  const { t } = useTranslation('validation');
  const query = useValidations(filter);
  if (!query.data) {
    if (query.isError)
      return (
        <LoadFailed
          message={t('list.loadFailed')}
          retryLabel={t('list.retry')}
          onRetry={() => void query.refetch()}
          className="py-12"
        />
      );
    return (
      <div className="grid gap-3" aria-busy="true" data-testid="ideas-loading">
        <span className="sr-only">{t('list.loading')}</span>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  const validations = query.data.pages.flatMap((page) => page.validations);
  if (validations.length === 0)
    return filter.search ? (
      <EmptyState
        icon={SearchX}
        title={t('list.noMatchTitle')}
        description={t('list.noMatchDescription', { search: filter.search })}
        action={
          <Button variant="outline" onClick={onClearSearch}>
            {t('list.clearSearch')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={Lightbulb}
        title={t('list.emptyTitle')}
        description={t('list.emptyDescription')}
        action={
          <Button asChild>
            <Link to={NEW_IDEA_PATH}>{t('list.validateFirst')}</Link>
          </Button>
        }
      />
    );
  return (
    <div className="space-y-4">
      <ul
        className="grid gap-3"
        aria-label={t('list.title')}
        data-testid="idea-list"
        aria-busy={query.isPlaceholderData}
      >
        {validations.map((validation) => (
          <li key={validation.id}>
            <IdeaRow validation={validation} dates={dates} onDelete={onDelete} />
          </li>
        ))}
      </ul>
      <LoadMore
        query={query}
        label={t('list.loadMore')}
        loadingLabel={t('list.loadingMore')}
        failedMessage={t('list.loadFailed')}
      />
    </div>
  );
}

/** /ideias: the user's validated ideas, searched by title and sorted (both in the address), a page at a time; open or delete each. */
export function IdeasScreen({ dates }: { dates: DatePreferences }) {
  const { t } = useTranslation(['validation', 'common']);
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readIdeasParams(searchParams);
  const [typed, setTyped] = useState(filter.search);
  const settled = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const searchId = useId();
  const sortId = useId();
  const remove = useDeleteValidation();
  const { listArea, ...confirmation } = useDeleteConfirmation<ValidationSummary>();
  const { target } = confirmation;

  const setParam = (name: typeof SEARCH_PARAM | typeof SORT_PARAM, value: string) =>
    setSearchParams((params) => writeIdeasParam(params, name, value), { replace: true });

  // The typed search reaches the address once typing pauses.
  useEffect(() => {
    if (settled.trim() !== filter.search) setParam(SEARCH_PARAM, settled);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled search writes the address
  }, [settled]);

  const confirmDelete = () => {
    if (!target) return;
    const { id, title } = target;
    remove.mutate(id, {
      onSuccess: () => {
        confirmation.deleted();
        notify({
          title: t('delete.successTitle'),
          description: t('delete.successMessage', { title }),
          variant: 'success',
        });
      },
      onError: (error) => {
        confirmation.failed();
        notify({ title: t('delete.failedTitle'), description: describeError(error, t), variant: 'destructive' });
      },
    });
  };

  return (
    <>
      <ScreenIntro
        title={t('list.title')}
        description={t('list.intro')}
        action={
          <Button asChild>
            <Link to={NEW_IDEA_PATH}>
              <Plus aria-hidden="true" />
              {t('list.create')}
            </Link>
          </Button>
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-2">
          <Label htmlFor={searchId}>{t('list.searchLabel')}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              className="pl-9"
              maxLength={TEXT_LIMITS.idea.title}
              placeholder={t('list.searchPlaceholder')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              data-testid="idea-search"
            />
          </div>
        </div>
        <div className="grid gap-2 sm:w-56">
          <Label htmlFor={sortId}>{t('list.sortLabel')}</Label>
          <Select value={filter.sort} onValueChange={(value) => setParam(SORT_PARAM, value)}>
            <SelectTrigger id={sortId} className="w-full" data-testid="idea-sort">
              <SelectValue>{t(`list.sorts.${filter.sort}`)}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              {VALIDATION_LIST_SORTS.map((sort) => (
                <SelectItem key={sort} value={sort}>
                  {t(`list.sorts.${sort}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <div ref={listArea} tabIndex={-1} className="outline-hidden">
        <IdeaList
          filter={filter}
          dates={dates}
          onDelete={(validation, button) => confirmation.ask(validation, button)}
          onClearSearch={() => {
            setTyped('');
            setParam(SEARCH_PARAM, '');
          }}
        />
      </div>
      <ConfirmDeleteDialog
        texts={
          target && {
            title: t('delete.title', { title: target.title }),
            description: t('delete.description'),
            cancel: t('delete.cancel'),
            confirm: t('delete.confirm'),
            deleting: t('delete.deleting'),
          }
        }
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={confirmation.onOpenChange}
        onCloseAutoFocus={confirmation.onCloseAutoFocus}
        testId="delete-validation-dialog"
      />
    </>
  );
}
