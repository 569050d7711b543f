import type { Language } from '@alavanca/domain/constants';
import { COUNTRY_CODES, COUNTRY_PRESETS, type CountryCode } from '@alavanca/domain/locale/country-presets';
import { classForecastMarket } from '@alavanca/domain/classroom/company-forecast';
import type { CanvasSnapshot } from '@alavanca/domain/mentor/canvas-facts';
import type {
  ClassSnapshot,
  MentorContext,
  SimulationSnapshot,
  ValidationSnapshot,
} from '@alavanca/domain/mentor/grounding';
import { canvasSnapshot, simulationSnapshot, validationSnapshot } from '@alavanca/domain/mentor/snapshots';
import type { Orm } from '../../db/client';
import type { ClassCompany, ClassView } from '@alavanca/contracts/classes';
import type { CanvasService } from '../canvases/canvases.service';
import type { ClassService } from '../classes/classes.service';
import { getPreferences } from '../preferences/preferences.service';
import { getSettings } from '../preferences/settings.service';
import type { SimulationService } from '../simulations/simulations.service';
import type { ValidationService } from '../validations/validations.service';

export interface MentorContextDeps {
  orm: Orm;
  simulations: Pick<SimulationService, 'list' | 'get'>;
  validations: Pick<ValidationService, 'list' | 'get'>;
  classes: Pick<ClassService, 'list' | 'get' | 'company'>;
  /** The user's canvases (the composition root passes them); without them the mentor knows no canvas. */
  canvases?: Pick<CanvasService, 'list' | 'get'>;
}

/** Months of a simulation the mentor reads: the last one and the one before, for trends. */
const RECENT_MONTHS = 2;

/** The results a simulation's snapshot reads: the last months, oldest first. */
function recentResults<T>(months: readonly { result: T }[]): T[] {
  return months.slice(-RECENT_MONTHS).map((month) => month.result);
}

function isCountry(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

function languageCountry(language: Language): CountryCode {
  return COUNTRY_PRESETS.find((preset) => preset.language === language)?.code ?? 'BR';
}

/**
 * A simulation its caller has already read and forecast (the dashboard's cards): the context
 * takes it as it is instead of reading and forecasting it again.
 */
export interface KnownSimulation {
  snapshot: SimulationSnapshot;
  country: CountryCode;
}

/** One item the mentor speaks of alone (a report's commentary), instead of the newest of each kind. */
export type MentorFocus = { simulationId: string } | { validationId: string } | { classId: string; companyId: string };

async function focusedIds(
  deps: MentorContextDeps,
  userId: string,
  focus: MentorFocus | undefined,
): Promise<{ simulationId: string | undefined; validationId: string | undefined }> {
  if (focus) {
    // A class company in focus is read on its own (readFocusedCompany).
    return {
      simulationId: 'simulationId' in focus ? focus.simulationId : undefined,
      validationId: 'validationId' in focus ? focus.validationId : undefined,
    };
  }
  const [simulationPage, validationPage] = await Promise.all([
    deps.simulations.list(userId, { status: 'all', sort: 'updated', limit: 1 }),
    deps.validations.list(userId, { search: '', sort: 'updated', limit: 1 }),
  ]);
  return { simulationId: simulationPage.simulations[0]?.id, validationId: validationPage.validations[0]?.id };
}

/**
 * The newest open class the user plays in as a student, as its round stands: what is due, the
 * company's place, and its numbers (its risk forecast in the class's market). Null when none.
 */
async function readClass(deps: MentorContextDeps, userId: string): Promise<ClassSnapshot | null> {
  const { classes } = await deps.classes.list(userId);
  const enrolled = classes.find((summary) => summary.role === 'student' && summary.status === 'open');
  if (!enrolled) return null;
  const view = await deps.classes.get(userId, enrolled.id);
  const company = view.company;
  if (!company) return null;
  const mine = view.ranking.find((row) => row.mine);
  return {
    id: view.id,
    name: view.name,
    marketMode: view.marketMode,
    round: view.month + 1,
    horizonMonths: view.horizonMonths,
    deadlineAt: view.deadlineAt,
    submitted: company.pending !== null,
    rank: view.month > 0 ? (mine?.rank ?? null) : null,
    companies: view.ranking.length,
    marketShare: mine?.marketShare ?? null,
    company: classCompanySnapshot(view, company),
  };
}

/** A class company's numbers as the mentor reads a simulation's, told with a link to the class. */
function classCompanySnapshot(view: ClassView, company: ClassCompany): SimulationSnapshot {
  const slice = company.months.at(-1)?.slice ?? null;
  return {
    ...simulationSnapshot(company.id, company.state, recentResults(company.months), {
      market: classForecastMarket(company.state, view.marketMode, slice),
    }),
    source: { kind: 'class', id: view.id, name: view.name },
  };
}

/**
 * The user's newest canvas (the list's first, the most recently saved), checked for coherence
 * against its validation's facts as its own answer carries them. Read through the canvases'
 * service, outside any transaction, as the validations are. Null when the user has none.
 */
async function readCanvas(deps: MentorContextDeps, userId: string): Promise<CanvasSnapshot | null> {
  if (!deps.canvases) return null;
  const [newest] = await deps.canvases.list(userId);
  if (!newest) return null;
  const stored = await deps.canvases.get(userId, newest.id);
  return canvasSnapshot(stored.id, stored, stored.validationFacts);
}

/**
 * What the mentor knows of a user when they ask: their preferences and AI settings, their newest
 * simulation, validation and canvas (or the one item in focus) and the class they play in, read
 * through those modules' services, so every row is the user's own (another user's rows are never
 * in reach; a class shows a student only their own company).
 */
export async function readMentorContext(
  deps: MentorContextDeps,
  userId: string,
  focus?: MentorFocus,
  known: readonly KnownSimulation[] = [],
): Promise<MentorContext> {
  const [preferences, settings, ids, enrolled, canvas] = await Promise.all([
    getPreferences(deps.orm, userId),
    getSettings(deps.orm, userId),
    focusedIds(deps, userId, focus),
    // An item in focus (a report's commentary) is spoken of alone.
    focus ? null : readClass(deps, userId),
    focus ? null : readCanvas(deps, userId),
  ]);

  let simulation: SimulationSnapshot | null = null;
  let simulationCountry: CountryCode | null = null;
  if (focus && 'companyId' in focus) {
    // The class service answers 404 unless the user teaches the class or plays this company.
    const [view, company] = await Promise.all([
      deps.classes.get(userId, focus.classId),
      deps.classes.company(userId, focus.classId, focus.companyId),
    ]);
    simulation = classCompanySnapshot(view, company);
    simulationCountry = company.state.setup.country;
  } else if (ids.simulationId) {
    const reused = known.find((entry) => entry.snapshot.id === ids.simulationId);
    if (reused) {
      simulation = reused.snapshot;
      simulationCountry = reused.country;
    } else {
      const stored = await deps.simulations.get(userId, ids.simulationId);
      simulation = simulationSnapshot(stored.id, stored.state, recentResults(stored.months));
      simulationCountry = stored.setup.country;
    }
  }
  let validation: ValidationSnapshot | null = null;
  let ideaCountry: CountryCode | null = null;
  if (ids.validationId) {
    const stored = await deps.validations.get(userId, ids.validationId);
    const latest = stored.versions[0];
    if (latest) {
      const done = new Set(
        stored.experiments.filter((experiment) => experiment.done).map((experiment) => experiment.key),
      );
      validation = validationSnapshot(stored.id, latest.input, latest.result, done);
      ideaCountry = latest.input.country;
    }
  }
  return {
    language: preferences.language,
    numberFormat: preferences.numberFormat,
    dateFormat: preferences.dateFormat,
    timezone: preferences.timezone,
    currency: preferences.currency,
    tone: settings.aiTone,
    verbosity: settings.aiVerbosity,
    aiContext: settings.aiContext,
    country:
      simulationCountry ??
      ideaCountry ??
      (isCountry(preferences.country) ? preferences.country : languageCountry(preferences.language)),
    simulations: simulation ? [simulation] : [],
    validations: validation ? [validation] : [],
    canvases: canvas ? [canvas] : [],
    classes: enrolled ? [enrolled] : [],
  };
}
