import { EmptyState } from '@/components/empty-state';
import { ScreenIntro } from '@/components/screen-intro';
import { LoadFailed } from '@/components/load-failed';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDeleteConfirmation } from '@/hooks/use-delete-confirmation';
import { useLimitReached } from '@/hooks/use-limit-reached';
import {
  SIMULATION_LIST_FILTERS,
  SIMULATION_LIST_SORTS,
  type SimulationSummary,
} from '@alavanca/contracts/simulations';
import type { Language } from '@alavanca/domain/constants';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { CircleCheckBig, FlaskConical, Plus, Skull, Timer } from 'lucide-react';
import { lazy, Suspense, useEffect, useEffectEvent, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useDeleteSimulation } from '../api/delete-simulation';
import { useDuplicateSimulation } from '../api/duplicate-simulation';
import { useSimulations, type SimulationListFilter } from '../api/get-simulations';
import { describeError } from '@/lib/describe-error';
import { readListParams, SORT_PARAM, STATUS_PARAM, writeListParam } from '../utils/list-params';
import { readStartCreate } from '@/lib/new-simulation-state';
import type { IdeaSimulationSetup } from '@alavanca/domain/validation/simulate-idea';
import type { SimulationPreferences } from '../utils/setup';
import { DeleteSimulationDialog } from './delete-simulation-dialog';
import { SimulationCard } from './simulation-card';

// The new-simulation form (its fields, their checks, the form library) loads when it is first asked
// for, while the plan's usage is checked: the list draws without it.
const loadCreateDialog = () => import('./create-simulation-dialog');
const CreateSimulationDialog = lazy(() =>
  loadCreateDialog().then(({ CreateSimulationDialog }) => ({ default: CreateSimulationDialog })),
);

const SKELETON_CARDS = 3;
const EMPTY_ICON = { all: FlaskConical, active: Timer, finished: CircleCheckBig, bankrupt: Skull } as const;

function ListSkeleton() {
  const { t } = useTranslation('simulation');
  return (
    <div
      className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
      aria-busy="true"
      data-testid="simulations-loading"
    >
      <span className="sr-only">{t('list.loading')}</span>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <div key={index} className="space-y-4 rounded-xl border p-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-1.5 w-full" />
          <div className="grid gap-2">
            <Skeleton className="h-5" />
            <Skeleton className="h-5" />
            <Skeleton className="h-5" />
          </div>
          <Skeleton className="ml-auto h-8 w-28" />
        </div>
      ))}
    </div>
  );
}

interface ListProps {
  filter: SimulationListFilter;
  preferences: SimulationPreferences;
  language: Language;
  duplicatingId: string | null;
  createAction: ReactNode;
  onShowAll: () => void;
  onDuplicate: (simulation: SimulationSummary) => void;
  onDelete: (simulation: SimulationSummary, opener: HTMLElement | null) => void;
}

/** One filter's simulations, a page at a time. */
function SimulationList({
  filter,
  preferences,
  language,
  duplicatingId,
  createAction,
  onShowAll,
  onDuplicate,
  onDelete,
}: ListProps) {
  const { t } = useTranslation('simulation');
  const query = useSimulations(filter);

  if (!query.data) {
    if (query.isError) {
      return (
        <LoadFailed
          message={t('list.loadFailed')}
          retryLabel={t('list.retry')}
          onRetry={() => void query.refetch()}
          className="py-12"
        />
      );
    }
    return <ListSkeleton />;
  }

  const simulations = query.data.pages.flatMap((page) => page.simulations);
  if (simulations.length === 0) {
    const { status } = filter;
    return (
      <EmptyState
        icon={EMPTY_ICON[status]}
        title={t(`list.empty.${status}.title`)}
        description={t(`list.empty.${status}.description`)}
        action={
          status === 'all' ? (
            createAction
          ) : (
            <Button variant="outline" onClick={onShowAll}>
              {t('list.empty.showAll')}
            </Button>
          )
        }
      />
    );
  }

  return (
    <div className="space-y-4">
      <ul
        className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
        aria-label={t(`list.filters.${filter.status}`)}
        data-testid="simulation-list"
      >
        {simulations.map((simulation) => (
          <li key={simulation.id}>
            <SimulationCard
              simulation={simulation}
              preferences={preferences}
              language={language}
              duplicating={duplicatingId === simulation.id}
              onDuplicate={onDuplicate}
              onDelete={onDelete}
            />
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

/** 'Nova simulação': busy (not disabled, so it keeps focus) while the plan's usage check runs. */
function CreateButton({
  label,
  checking,
  onStart,
  ref,
}: {
  label: string;
  checking: boolean;
  onStart: (opener: HTMLElement) => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation('simulation');
  return (
    <Button
      ref={ref}
      className="aria-disabled:opacity-50"
      aria-disabled={checking || undefined}
      onClick={(event) => onStart(event.currentTarget)}
    >
      <Plus aria-hidden="true" />
      {checking ? t('list.checking') : label}
    </Button>
  );
}

/**
 * /simulacao-negocio: the user's simulations with their month, revenue, result and cash; filtered
 * by status and sorted (both in the address), a page at a time; resume, results, duplicate and
 * delete; and 'Nova simulação', which opens the setup form only after `checkQuota` (the plan's
 * usage check, composed by the route) allowed one more.
 */
export function SimulationsScreen({
  preferences,
  checkQuota,
}: {
  preferences: SimulationPreferences;
  /** Asks the server whether the plan allows one more simulation; a failed check answers false. */
  checkQuota: () => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation(['simulation', 'common']);
  const language = resolveLanguageOrDefault(i18n.language);
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readListParams(searchParams);
  const { showLimitReached, handleQuotaError } = useLimitReached();
  const sortId = useId();

  const [checking, setChecking] = useState(false);
  const [createOpen, setCreateOpen] = useState(false);
  // Kept once opened, so that it can close with its animation.
  const [createUsed, setCreateUsed] = useState(false);
  if (createOpen && !createUsed) setCreateUsed(true);
  const createOpener = useRef<HTMLElement | null>(null);

  const duplicate = useDuplicateSimulation();
  const remove = useDeleteSimulation();
  const { listArea, ...confirmation } = useDeleteConfirmation<SimulationSummary>();

  const setParam = (name: typeof STATUS_PARAM | typeof SORT_PARAM, value: string) =>
    setSearchParams((params) => writeListParam(params, name, value), { replace: true });

  // The setup an idea brought ("Simular esta ideia"), for the next form opened; the list's own button brings none.
  const [fromIdea, setFromIdea] = useState<IdeaSimulationSetup | null>(null);

  const startCreate = async (opener: HTMLElement | null, brought: IdeaSimulationSetup | null = null) => {
    createOpener.current = opener;
    if (checking) return;
    setChecking(true);
    void loadCreateDialog();
    setFromIdea(brought);
    try {
      if (await checkQuota()) setCreateOpen(true);
      else showLimitReached('simulations');
    } finally {
      setChecking(false);
    }
  };

  // Arriving from the results page's "new simulation": start once, then drop the request from the
  // history entry. The ref keeps React's development double effect from asking twice.
  const location = useLocation();
  const navigate = useNavigate();
  const headerCreate = useRef<HTMLButtonElement>(null);
  const startedFromNavigation = useRef(false);
  const startFromNavigation = useEffectEvent((brought: IdeaSimulationSetup | null) => {
    startedFromNavigation.current = true;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    void startCreate(headerCreate.current, brought);
  });
  useEffect(() => {
    const request = readStartCreate(location.state);
    if (request && !startedFromNavigation.current) startFromNavigation(request.setup ?? null);
  }, [location.state]);

  const onStartCreate = (opener: HTMLElement) => void startCreate(opener);

  const onDuplicate = (simulation: SimulationSummary) => {
    duplicate.mutate(
      { id: simulation.id },
      {
        onSuccess: (copy) =>
          notify({
            title: t('duplicate.successTitle'),
            description: t('duplicate.successMessage', { name: copy.name }),
            variant: 'success',
          }),
        onError: (error) => {
          if (!handleQuotaError(error, 'simulations')) {
            notify({ title: t('duplicate.failedTitle'), description: describeError(error, t), variant: 'destructive' });
          }
        },
      },
    );
  };

  const onDelete = (simulation: SimulationSummary, opener: HTMLElement | null) => {
    confirmation.ask(simulation, opener);
  };

  const confirmDelete = (simulation: SimulationSummary) => {
    remove.mutate(simulation.id, {
      onSuccess: () => {
        confirmation.deleted();
        notify({
          title: t('delete.successTitle'),
          description: t('delete.successMessage', { name: simulation.name }),
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
          <CreateButton ref={headerCreate} label={t('list.create')} checking={checking} onStart={onStartCreate} />
        }
      />
      <Tabs value={filter.status} onValueChange={(value) => setParam(STATUS_PARAM, value)} className="gap-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          {/* Wrapped on a phone: scrolled, the centred list would hide its first filter past the left edge. */}
          <TabsList aria-label={t('list.filtersLabel')} className="h-auto max-w-full flex-wrap">
            {SIMULATION_LIST_FILTERS.map((value) => (
              <TabsTrigger key={value} value={value} className="px-3">
                {t(`list.filters.${value}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <div className="flex w-full items-center gap-2 sm:w-auto">
            <Label htmlFor={sortId} className="shrink-0">
              {t('list.sortLabel')}
            </Label>
            <Select value={filter.sort} onValueChange={(value) => setParam(SORT_PARAM, value)}>
              <SelectTrigger id={sortId} className="min-w-0 flex-1 sm:w-56 sm:flex-none" data-testid="simulation-sort">
                <SelectValue>{t(`list.sorts.${filter.sort}`)}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                {SIMULATION_LIST_SORTS.map((value) => (
                  <SelectItem key={value} value={value}>
                    {t(`list.sorts.${value}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        <div ref={listArea} tabIndex={-1} className="outline-hidden">
          {SIMULATION_LIST_FILTERS.map((value) => (
            <TabsContent key={value} value={value}>
              <SimulationList
                filter={{ status: value, sort: filter.sort }}
                preferences={preferences}
                language={language}
                duplicatingId={duplicate.isPending ? (duplicate.variables?.id ?? null) : null}
                createAction={
                  <CreateButton label={t('list.empty.createFirst')} checking={checking} onStart={onStartCreate} />
                }
                onShowAll={() => setParam(STATUS_PARAM, 'all')}
                onDuplicate={onDuplicate}
                onDelete={onDelete}
              />
            </TabsContent>
          ))}
        </div>
      </Tabs>

      {createUsed && (
        <Suspense fallback={null}>
          <CreateSimulationDialog
            open={createOpen}
            onOpenChange={setCreateOpen}
            preferences={preferences}
            language={language}
            fromIdea={fromIdea}
            onCloseAutoFocus={(event) => {
              // Opened by code after the usage check, not by a trigger: focus goes back to the button that asked.
              event.preventDefault();
              createOpener.current?.focus();
            }}
          />
        </Suspense>
      )}
      <DeleteSimulationDialog
        target={confirmation.target}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={confirmation.onOpenChange}
        onCloseAutoFocus={confirmation.onCloseAutoFocus}
      />
    </>
  );
}
