import type { Simulation } from '@alavanca/contracts/simulations';
import type { NumberFormat } from '@alavanca/domain/constants';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createSimulationFormat, type SimulationFormat } from '../utils/format';

/**
 * How a simulation's screens write numbers: the interface language and the user's number format,
 * money in the simulation's own currency, months from its first calendar month. Undefined until
 * the simulation has loaded.
 */
export function useSimulationFormat(
  simulation: Simulation | undefined,
  numberFormat: NumberFormat,
): SimulationFormat | undefined {
  const { i18n } = useTranslation();
  const language = resolveLanguageOrDefault(i18n.language);
  return useMemo(
    () =>
      simulation &&
      createSimulationFormat({
        language,
        numberFormat,
        currency: simulation.setup.currency,
        firstCalendarMonth: simulation.setup.firstCalendarMonth,
      }),
    [language, numberFormat, simulation],
  );
}
