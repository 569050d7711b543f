import { centsToInputText, parseIntegerText, parseMoneyText } from '@alavanca/domain/locale/money-text';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { createSimulation, suggestDecisions } from '@alavanca/domain/simulation/create-simulation';
import { demoSetup } from '@alavanca/domain/simulation/demo-company';
import { choiceTextValues, eventTextValues } from '@alavanca/domain/simulation/event-text';
import { presetFor } from '@alavanca/domain/simulation/presets';
import { finishSimulation, type SimulationScore } from '@alavanca/domain/simulation/score';
import { scoreBand } from '@alavanca/domain/simulation/score-breakdown';
import { stepMonth } from '@alavanca/domain/simulation/step-month';
import {
  EVENT_CHOICES,
  type EventChoice,
  type MonthDecisions,
  type MonthResult,
  type SimulationState,
} from '@alavanca/domain/simulation/types';
import { decisionBounds } from '@alavanca/domain/simulation/validate';
import { bindAll } from './bind';
import { drawHistoryChart } from './demo-chart';
import { demoFormat, type DemoFormat } from './demo-format';
import {
  DEMO_FIELDS,
  DEMO_KPIS,
  DEMO_MONEY_FIELDS,
  DEMO_PREVIEW_FIGURES,
  fill,
  type DemoField,
  type DemoText,
  type DemoTextKey,
} from './demo-text';
import { DEMO, HOOK, selector, type DemoPart } from './hooks';

/** Quality and satisfaction read as points out of 100, as in the app. */
const POINTS = 100;

interface Company {
  state: SimulationState;
  results: MonthResult[];
}

/** The demo's elements, looked up once. */
function partsOf(root: HTMLElement) {
  const one = <T extends HTMLElement = HTMLElement>(part: DemoPart, value?: string) =>
    root.querySelector<T>(value === undefined ? selector(part) : `[${part}="${value}"]`);
  const all = <T extends HTMLElement = HTMLElement>(part: DemoPart, value?: string) => [
    ...root.querySelectorAll<T>(value === undefined ? selector(part) : `[${part}="${value}"]`),
  ];
  return { one, all };
}

/**
 * The public demo: the café of demo-company.ts played in the browser with the engine itself. The
 * visitor adjusts five decisions with a live preview, advances month by month (answering an
 * event when one asks), and at the horizon, at bankruptcy or on 'Finalizar simulação' reads the
 * score and the lessons. Nothing leaves the browser; a reload starts over.
 */
export function enhanceDemo(root: ParentNode = document): () => void {
  return bindAll(root, HOOK.demo, (element) => {
    const textBlock = element.querySelector(selector(DEMO.text));
    const form = element.querySelector<HTMLFormElement>(selector(DEMO.form));
    if (!textBlock?.textContent || !form) return () => {};
    const texts = JSON.parse(textBlock.textContent) as DemoText;
    const say = (key: DemoTextKey, values?: Record<string, string | number>) => fill(texts[key] ?? key, values);
    const language = resolveLanguageOrDefault(document.documentElement.lang);
    const name = element.querySelector('#demo-company-title')?.textContent ?? '';
    const setup = demoSetup(language, name);
    const format = demoFormat(language, setup.currency);
    const { one, all } = partsOf(element);

    const inputs = new Map(DEMO_FIELDS.map((field) => [field, one<HTMLInputElement>(DEMO.field, field)!]));
    const eventBox = one<HTMLFieldSetElement>(DEMO.event)!;
    const chart = one(DEMO.chart)!;
    const buttons = [...form.querySelectorAll<HTMLButtonElement>('button')];
    const company: Company = { state: createSimulation(setup), results: [] };
    let eventChoice: EventChoice | null = null;
    let askedToAdvance = false;

    const setSlot = (slot: string, text: string) => {
      for (const target of all(DEMO.slot, slot)) target.textContent = text;
    };
    const setFigure = (figure: string, text: string) => {
      const target = one(DEMO.figure, figure);
      if (target) target.textContent = text;
    };
    const show = (part: DemoPart, value: string, visible: boolean) => {
      for (const target of all(part, value)) target.hidden = !visible;
    };

    /** The decisions as typed, or the first problem of each field. */
    function readDecisions(): { decisions: MonthDecisions | null; errors: Map<DemoField | 'eventChoice', string> } {
      const { state } = company;
      const bounds = decisionBounds(state);
      const errors = new Map<DemoField | 'eventChoice', string>();
      const decisions: MonthDecisions = {
        ...suggestDecisions(state),
        capacityInvestmentCents: 0,
        loanCents: 0,
        eventChoice,
      };
      for (const field of DEMO_FIELDS) {
        const money = DEMO_MONEY_FIELDS.includes(field);
        const text = inputs.get(field)!.value;
        const parsed = money ? parseMoneyText(text, format.prefs.numberFormat) : parseIntegerText(text);
        const { min, max } = bounds[field];
        if (!parsed.ok) errors.set(field, say('invalidNumber'));
        else if (parsed.value < min || parsed.value > max) {
          const written = money
            ? { min: format.money(min), max: format.money(max) }
            : { min: format.count(min), max: format.count(max) };
          errors.set(field, say('outOfRange', written));
        } else decisions[field] = parsed.value;
      }
      // Its message is in the page already (events.choiceRequired); it shows once the visitor tries to advance.
      if (state.pendingEvent && eventChoice === null) errors.set('eventChoice', '');
      return { decisions: errors.size === 0 ? decisions : null, errors };
    }

    function showErrors(errors: Map<DemoField | 'eventChoice', string>) {
      for (const field of DEMO_FIELDS) {
        const message = errors.get(field);
        const input = inputs.get(field)!;
        const error = one(DEMO.error, field)!;
        error.hidden = !message;
        error.textContent = message ?? '';
        if (message) input.setAttribute('aria-invalid', 'true');
        else input.removeAttribute('aria-invalid');
      }
      const missingChoice = askedToAdvance && errors.has('eventChoice');
      one(DEMO.error, 'eventChoice')!.hidden = !missingChoice;
      if (missingChoice) eventBox.setAttribute('aria-invalid', 'true');
      else eventBox.removeAttribute('aria-invalid');
    }

    /** The next month as these decisions would make it, computed on every edit. */
    function preview() {
      const { state } = company;
      const { decisions, errors } = readDecisions();
      showErrors(errors);
      const onlyChoice = errors.size === 1 && errors.has('eventChoice');
      const result = decisions ? stepMonth(state, decisions).result : null;
      for (const key of DEMO_PREVIEW_FIGURES)
        setFigure(`preview.${key}`, result ? figureText(key, result, format) : '—');
      show(DEMO.message, 'needsChoice', onlyChoice);
      show(DEMO.message, 'invalid', !decisions && !onlyChoice);
      show(DEMO.message, 'bankrupt', result?.status === 'bankrupt');
      show(
        DEMO.message,
        'lastMonth',
        result !== null && result.status !== 'bankrupt' && result.month === setup.horizonMonths,
      );
    }

    /** Puts the month in play on screen: titles, dynamic hints, suggested decisions, the event to answer. */
    function startMonth() {
      const { state } = company;
      const month = state.month + 1;
      const preset = presetFor(setup.businessType, setup.currency);
      const bounds = decisionBounds(state);
      const suggested = suggestDecisions(state);
      setSlot('monthOf', say('monthOf', { month, horizon: setup.horizonMonths }));
      setSlot('decisionsTitle', say('decisionsTitle', { month }));
      setSlot('previewTitle', say('previewTitle', { month }));
      const moneyRange = (field: DemoField) =>
        say('range', { min: format.money(bounds[field].min), max: format.money(bounds[field].max) });
      one(DEMO.hint, 'qualityInvestmentCents')!.textContent = say('qualityHint', {
        quality: format.count(state.quality * POINTS),
        range: moneyRange('qualityInvestmentCents'),
      });
      one(DEMO.hint, 'headcountDelta')!.textContent = say('headcountHint', {
        people: format.count(state.headcount),
        hires: format.count(bounds.headcountDelta.max),
        dismissals: format.count(-bounds.headcountDelta.min),
      });
      one(DEMO.hint, 'purchaseUnits')!.textContent = say('purchaseHint', {
        stock: format.count(state.inventoryUnits),
        unitCost: format.money(preset.unitCostCents),
        max: format.count(bounds.purchaseUnits.max),
      });
      // Each month starts from last month's price, marketing and quality, and the suggested team and stock.
      const last = company.results.at(-1)?.decisions;
      for (const field of DEMO_FIELDS) {
        const value = last && DEMO_MONEY_FIELDS.includes(field) ? last[field] : suggested[field];
        inputs.get(field)!.value = DEMO_MONEY_FIELDS.includes(field)
          ? centsToInputText(value, format.prefs.numberFormat)
          : String(value);
      }
      eventChoice = null;
      askedToAdvance = false;
      renderEvent();
      preview();
    }

    function renderEvent() {
      const pending = company.state.pendingEvent;
      eventBox.hidden = !pending;
      const options = one(DEMO.eventOptions)!;
      options.replaceChildren();
      if (!pending) return;
      const drawn = company.results.at(-1)?.events.find((event) => event.type === pending.type);
      const title = say(`event.${pending.type}.title`);
      setSlot('choiceLegend', say('choiceLegend', { event: title }));
      const share = drawn ? format.percent(eventTextValues(drawn, setup).share) : '';
      setSlot(
        'choiceDescription',
        `${say(`event.${pending.type}.description`, { share })} ${say('choiceIntro', { month: pending.month })}`,
      );
      for (const choice of EVENT_CHOICES[pending.type]) {
        const { costCents, points } = choiceTextValues(choice, setup);
        const label = document.createElement('label');
        label.className =
          'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-checked:border-primary has-checked:bg-accent';
        const radio = document.createElement('input');
        radio.type = 'radio';
        radio.name = 'demo-event-choice';
        radio.value = choice;
        radio.className = 'mt-0.5 size-4 accent-primary';
        radio.addEventListener('change', () => {
          eventChoice = choice;
          preview();
        });
        const words = document.createElement('span');
        const strong = document.createElement('span');
        strong.className = 'block font-medium';
        strong.textContent = say(`choice.${choice}.label`);
        const detail = document.createElement('span');
        detail.className = 'block text-xs text-muted-foreground';
        detail.textContent = say(`choice.${choice}.description`, {
          cost: format.money(costCents),
          points: format.count(points),
        });
        words.append(strong, detail);
        label.append(radio, words);
        options.append(label);
      }
    }

    /** The month just played: its figures, its events, a row of the history. */
    function renderPlayed(result: MonthResult) {
      show(DEMO.played, '', true);
      setSlot('monthResultsTitle', say('monthResultsTitle', { month: result.month }));
      setSlot('eventsTitle', say('eventsTitle', { month: result.month }));
      for (const key of DEMO_KPIS) setFigure(`kpi.${key}`, figureText(key, result, format));
      const events = one(DEMO.events)!;
      events.replaceChildren(
        ...result.events.map((event) => {
          const item = document.createElement('li');
          const title = document.createElement('strong');
          title.className = 'block font-medium';
          title.textContent = say(`event.${event.type}.title`);
          const description = document.createElement('span');
          description.className = 'text-muted-foreground';
          description.textContent = say(`event.${event.type}.description`, {
            share: format.percent(eventTextValues(event, setup).share),
          });
          item.append(title, description);
          return item;
        }),
      );
      show(DEMO.message, 'noEvents', result.events.length === 0);
      const answered = result.answered;
      setSlot(
        'answered',
        answered
          ? say('answered', {
              event: say(`event.${answered.type}.title`),
              choice: say(`choice.${answered.choice}.label`),
            })
          : '',
      );
      show(DEMO.slot, 'answered', answered !== null);

      const row = document.createElement('tr');
      row.className = 'border-b last:border-0';
      const monthCell = document.createElement('th');
      monthCell.scope = 'row';
      monthCell.className = 'py-1.5 pr-3 text-left font-normal';
      monthCell.textContent = format.count(result.month);
      row.append(monthCell);
      for (const key of ['revenue', 'netProfit', 'cash', 'customers'] as const) {
        const cell = document.createElement('td');
        cell.className = 'py-1.5 pl-3 text-right whitespace-nowrap';
        cell.textContent = figureText(key, result, format);
        row.append(cell);
      }
      one(DEMO.history)!.append(row);
      drawChart();
    }

    function drawChart() {
      if (company.results.length > 0) drawHistoryChart(chart, company.results, format.compactMoney);
      else chart.replaceChildren();
    }

    function end(score: SimulationScore) {
      const { state } = company;
      one(DEMO.playing)!.hidden = true;
      setSlot('ended', say(state.status === 'bankrupt' ? 'endedBankrupt' : 'endedFinished', { month: state.month }));
      setSlot('scoreLabel', say('scoreLabel', { total: score.total }));
      setSlot('band', say(`band.${scoreBand(score.total)}`));
      for (const [key, value] of Object.entries(score.components))
        setFigure(`score.${key}`, `${format.count(value)}/100`);
      one(DEMO.lessons)!.replaceChildren(
        ...score.lessons.map((flag) => {
          const item = document.createElement('li');
          item.textContent = say(`lesson.${flag}`);
          return item;
        }),
      );
      show(DEMO.message, 'noLessons', score.lessons.length === 0);
      const ending = one(DEMO.end)!;
      ending.hidden = false;
      ending.querySelector<HTMLElement>('h2')?.focus();
    }

    function finish() {
      end(finishSimulation(company.state, company.results).score);
    }

    const onInput = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.type !== 'radio') preview();
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      askedToAdvance = true;
      const { decisions, errors } = readDecisions();
      if (!decisions) {
        showErrors(errors);
        const first = DEMO_FIELDS.find((field) => errors.has(field));
        (first ? inputs.get(first) : eventBox.querySelector<HTMLInputElement>('input'))?.focus();
        return;
      }
      const step = stepMonth(company.state, decisions);
      company.state = step.state;
      company.results.push(step.result);
      renderPlayed(step.result);
      one(DEMO.status)!.textContent = say('advanced', {
        month: step.result.month,
        revenue: format.money(step.result.kpis.revenueCents),
        netProfit: format.money(step.result.kpis.netProfitCents),
        cash: format.money(step.result.kpis.cashCents),
      });
      if (company.state.status === 'running') startMonth();
      else finish();
    };
    const onFinish = () => finish();
    const onRestart = () => {
      company.state = createSimulation(setup);
      company.results = [];
      one(DEMO.history)!.replaceChildren();
      drawChart();
      show(DEMO.played, '', false);
      one(DEMO.end)!.hidden = true;
      one(DEMO.playing)!.hidden = false;
      startMonth();
      inputs.get('priceCents')!.focus();
    };

    const finishButton = one<HTMLButtonElement>(DEMO.finish)!;
    const restartButton = one<HTMLButtonElement>(DEMO.restart)!;
    form.addEventListener('input', onInput);
    form.addEventListener('submit', onSubmit);
    finishButton.addEventListener('click', onFinish);
    restartButton.addEventListener('click', onRestart);
    // The chart is drawn in its container's width, so a new width (rotating a phone) redraws it.
    let drawnWidth = 0;
    const resizes =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (chart.clientWidth === drawnWidth) return;
            drawnWidth = chart.clientWidth;
            drawChart();
          });
    resizes?.observe(chart);
    for (const control of [...inputs.values(), ...buttons]) control.disabled = false;
    startMonth();
    return () => {
      resizes?.disconnect();
      form.removeEventListener('input', onInput);
      form.removeEventListener('submit', onSubmit);
      finishButton.removeEventListener('click', onFinish);
      restartButton.removeEventListener('click', onRestart);
    };
  });
}

/** A figure of a month as the demo writes it. */
function figureText(key: (typeof DEMO_KPIS)[number], result: MonthResult, format: DemoFormat): string {
  const { kpis } = result;
  switch (key) {
    case 'revenue':
      return format.money(kpis.revenueCents);
    case 'netProfit':
      return format.money(kpis.netProfitCents);
    case 'cash':
      return format.money(kpis.cashCents);
    case 'customers':
      return format.count(kpis.customers);
    case 'satisfaction':
      return `${format.count(kpis.satisfaction)}/100`;
  }
}
