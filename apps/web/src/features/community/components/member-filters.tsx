import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { MEMBER_STAGES, NETWORK_LIMITS, type MemberStage } from '@alavanca/contracts/community-network';
import { BUSINESS_TYPES, type BusinessType } from '@alavanca/domain/constants';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectoryFilters } from '../api/network';

/** The select's value for "no filter": a select's options cannot be empty. */
const ANY = 'any';

/** The directory's filters, applied when sent (not at each key: a city half typed finds nobody). */
export function MemberFilters({ onApply }: { onApply: (filters: DirectoryFilters) => void }) {
  const { t } = useTranslation(['communityNetwork', 'community']);
  const id = useId();
  const [businessType, setBusinessType] = useState<BusinessType | typeof ANY>(ANY);
  const [stage, setStage] = useState<MemberStage | typeof ANY>(ANY);
  const [city, setCity] = useState('');
  const [q, setQ] = useState('');
  const [following, setFollowing] = useState(false);
  const any = { value: ANY, label: t('directory.any') } as const;

  function clear() {
    setBusinessType(ANY);
    setStage(ANY);
    setCity('');
    setQ('');
    setFollowing(false);
    onApply({});
  }

  return (
    <form
      role="search"
      aria-label={t('directory.filters')}
      className="grid gap-3 rounded-xl border p-4 sm:grid-cols-2 lg:grid-cols-4"
      data-testid="member-filters"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({
          ...(businessType !== ANY && { businessType }),
          ...(stage !== ANY && { stage }),
          ...(city.trim() && { city: city.trim() }),
          ...(q.trim() && { q: q.trim() }),
          ...(following && { following }),
        });
      }}
    >
      <SelectField
        id={`${id}-type`}
        label={t('directory.businessType')}
        value={businessType}
        onValueChange={setBusinessType}
        options={[any, ...BUSINESS_TYPES.map((type) => ({ value: type, label: t(`community:spaces.${type}.name`) }))]}
        testId="filter-business-type"
      />
      <SelectField
        id={`${id}-stage`}
        label={t('directory.stage')}
        value={stage}
        onValueChange={setStage}
        options={[any, ...MEMBER_STAGES.map((value) => ({ value, label: t(`stages.${value}`) }))]}
        testId="filter-stage"
      />
      <FormField id={`${id}-city`} label={t('directory.city')}>
        <Input value={city} onChange={(event) => setCity(event.target.value)} maxLength={NETWORK_LIMITS.filter} />
      </FormField>
      <FormField id={`${id}-q`} label={t('directory.q')} hint={t('directory.qHint')}>
        <Input value={q} onChange={(event) => setQ(event.target.value)} maxLength={NETWORK_LIMITS.filter} />
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2 lg:col-span-4">
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-following`}
            checked={following}
            onCheckedChange={(checked) => setFollowing(checked === true)}
          />
          <Label htmlFor={`${id}-following`}>{t('directory.following')}</Label>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="ghost" onClick={clear}>
            {t('directory.clear')}
          </Button>
          <Button type="submit" data-testid="filter-apply">
            <Search aria-hidden="true" />
            {t('directory.apply')}
          </Button>
        </div>
      </div>
    </form>
  );
}
