import type { NumberFormat } from '@alavanca/domain/constants';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createSimulationFormat, type SimulationFormat } from '../utils/format';
import type { SimulationSetup } from '@alavanca/domain/simulation/types';

/**
 * How a simulation's (or a class company's) screens write numbers: the interface language and the
 * user's number format, money in the company's own currency, months from its first calendar month.
 * Undefined until the company has loaded.
 */
export function useSimulationFormat(
  company: { setup: Pick<SimulationSetup, 'currency' | 'firstCalendarMonth'> } | undefined,
  numberFormat: NumberFormat,
): SimulationFormat | undefined {
  const { i18n } = useTranslation();
  const language = resolveLanguageOrDefault(i18n.language);
  return useMemo(
    () =>
      company &&
      createSimulationFormat({
        language,
        numberFormat,
        currency: company.setup.currency,
        firstCalendarMonth: company.setup.firstCalendarMonth,
      }),
    [language, numberFormat, company],
  );
}
