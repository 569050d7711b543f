import type { TFunction } from 'i18next';

/** A company as the class sees it: its name, or "Empresa 3" when the teacher hides names. */
export function companyLabel(company: { name: string | null; alias: number }, t: TFunction): string {
  return company.name ?? t('classroom:companyAlias', { number: company.alias });
}
