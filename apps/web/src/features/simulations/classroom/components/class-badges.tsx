import { Badge } from '@/components/ui/badge';
import type { CLASS_COMPANY_STATUSES, ClassSummary } from '@alavanca/contracts/classes';
import { useTranslation } from 'react-i18next';

/** Professor or Aluno: whose view of the class this is. */
export function RoleBadge({ role }: { role: ClassSummary['role'] }) {
  const { t } = useTranslation('classroom');
  return (
    <Badge variant={role === 'teacher' ? 'default' : 'secondary'} data-testid="class-role">
      {t(`roles.${role}`)}
    </Badge>
  );
}

const COMPANY_VARIANT = { active: 'info', finished: 'success', bankrupt: 'destructive', left: 'secondary' } as const;

/** A company's standing in the class: playing, finished, bankrupt or left. */
export function CompanyStatusBadge({ status }: { status: (typeof CLASS_COMPANY_STATUSES)[number] }) {
  const { t } = useTranslation('classroom');
  return <Badge variant={COMPANY_VARIANT[status]}>{t(`companyStatus.${status}`)}</Badge>;
}
