import type { MemberCard } from '@alavanca/contracts/community-network';
import { useTranslation } from 'react-i18next';

/**
 * A member's city, business type and stage as short texts, the ones they gave: a business type
 * is named as the community's space of that kind is.
 */
export function useMemberFacts(member: Pick<MemberCard, 'city' | 'businessType' | 'stage'>): string[] {
  const { t } = useTranslation(['communityNetwork', 'community']);
  return [
    member.city,
    member.businessType && t(`community:spaces.${member.businessType}.name`),
    member.stage && t(`stages.${member.stage}`),
  ].filter((fact): fact is string => Boolean(fact));
}
