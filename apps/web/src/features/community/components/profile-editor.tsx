import { LoadFailed } from '@/components/load-failed';
import { ScreenIntro } from '@/components/screen-intro';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useValidationText } from '@/hooks/use-validation-text';
import { ApiError } from '@/lib/api-client';
import { describeError } from '@/lib/describe-error';
import { notify } from '@/lib/notify';
import { MEMBER_STAGES, NETWORK_LIMITS, ProfileRequest, type MyProfile } from '@alavanca/contracts/community-network';
import { BUSINESS_TYPES } from '@alavanca/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { Eye, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { myProfileQueryOptions, useSaveProfile } from '../api/network';
import { memberPath } from '../utils/network-paths';
import { COMMUNITY_PATH } from '../utils/paths';
import { RelationsSection } from './relations-section';
import { BackLink } from './back-link';

/** The select's value for a business type or stage the member does not give. */
const NONE = 'none';
/** A box for each link a profile may show, the saved ones first. */
const boxesOf = (links: readonly string[]) => Array.from({ length: NETWORK_LIMITS.links }, (_, i) => links[i] ?? '');
type Errors = Partial<Record<'name' | 'city' | 'seeks' | 'offers' | `links.${number}`, string>>;

/**
 * /comunidade/perfil: the member's public profile, off until they turn it on, and the members
 * they blocked or muted, each to undo. `userId` is the member's own, for the way to their profile.
 */
export function ProfileEditor({ userId }: { userId: string | undefined }) {
  const { t } = useTranslation(['communityNetwork', 'community']);
  const query = useQuery(myProfileQueryOptions);
  return (
    <div className="mx-auto max-w-3xl space-y-6" data-testid="profile-editor">
      <BackLink to={COMMUNITY_PATH} label={t('community:space.back')} />
      <ScreenIntro
        title={t('profile.title')}
        description={t('profile.description')}
        action={
          userId &&
          query.data?.visible && (
            <Button asChild variant="outline" size="sm">
              <Link to={memberPath(userId)} data-testid="see-profile">
                <Eye aria-hidden="true" />
                {t('profile.see')}
              </Link>
            </Button>
          )
        }
      />
      {query.isError ? (
        <LoadFailed
          message={t('profile.loadFailed')}
          retryLabel={t('community:retry')}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <Skeleton className="h-96" />
      ) : (
        <ProfileForm initial={query.data} />
      )}
      <RelationsSection />
    </div>
  );
}

function ProfileForm({ initial }: { initial: MyProfile }) {
  const { t } = useTranslation(['communityNetwork', 'community', 'common']);
  const errorText = useValidationText();
  const save = useSaveProfile();
  const id = useId();
  const [profile, setProfile] = useState(initial);
  const [links, setLinks] = useState(() => boxesOf(initial.links));
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof MyProfile>(key: K, value: MyProfile[K]) => setProfile({ ...profile, [key]: value });

  function submit() {
    // The links sent are the boxes filled in; an issue of the n-th one sent goes under its own box.
    const filled = links.flatMap((link, box) => (link.trim() ? [{ link: link.trim(), box }] : []));
    const show = (issues: readonly { path: string; message: string }[]) => {
      const shown = Object.fromEntries(
        issues.map(({ path, message }) => [
          path.replace(/^links\.(\d+)$/, (_, sent: string) => `links.${filled[Number(sent)]?.box ?? 0}`),
          errorText(message),
        ]),
      ) as Errors;
      setErrors(shown);
      const first = Object.keys(shown)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    };
    const request = ProfileRequest.safeParse({ ...profile, links: filled.map(({ link }) => link) });
    if (!request.success)
      return show(request.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
    setErrors({});
    save.mutate(request.data, {
      onSuccess: (saved) => {
        setProfile(saved);
        setLinks(boxesOf(saved.links));
        notify({ title: t('profile.saved') });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && error.issues.length > 0)
          return show(error.issues);
        const description =
          error instanceof ApiError && error.code === 'FORBIDDEN'
            ? t('community:compose.silenced')
            : describeError(error, t);
        notify({ title: t('profile.failed'), description, variant: 'destructive' });
      },
    });
  }

  const text = (key: 'name' | 'city', max: number) => (
    <FormField id={`${id}-${key}`} label={t(`profile.${key}`)} error={errors[key]}>
      <Input value={profile[key]} onChange={(event) => set(key, event.target.value)} maxLength={max} />
    </FormField>
  );
  const long = (key: 'seeks' | 'offers') => (
    <FormField id={`${id}-${key}`} label={t(`profile.${key}`)} hint={t(`profile.${key}Hint`)} error={errors[key]}>
      <Textarea
        value={profile[key]}
        onChange={(event) => set(key, event.target.value)}
        maxLength={NETWORK_LIMITS[key]}
      />
    </FormField>
  );
  return (
    <form
      className="space-y-4 rounded-xl border p-4"
      noValidate
      data-testid="profile-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-visible`}
          checked={profile.visible}
          onCheckedChange={(checked) => set('visible', checked === true)}
          aria-describedby={`${id}-visible-hint`}
          className="mt-0.5"
        />
        <div className="space-y-1">
          <Label htmlFor={`${id}-visible`}>{t('profile.visible')}</Label>
          <p id={`${id}-visible-hint`} className="text-sm text-muted-foreground">
            {t('profile.visibleHint')}
          </p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', NETWORK_LIMITS.name)}
        {text('city', NETWORK_LIMITS.city)}
        <SelectField
          id={`${id}-businessType`}
          label={t('profile.businessType')}
          value={profile.businessType ?? NONE}
          onValueChange={(value) => set('businessType', value === NONE ? null : value)}
          options={[
            { value: NONE, label: t('profile.none') },
            ...BUSINESS_TYPES.map((type) => ({ value: type, label: t(`community:spaces.${type}.name`) })),
          ]}
        />
        <SelectField
          id={`${id}-stage`}
          label={t('profile.stage')}
          value={profile.stage ?? NONE}
          onValueChange={(value) => set('stage', value === NONE ? null : value)}
          options={[
            { value: NONE, label: t('profile.none') },
            ...MEMBER_STAGES.map((stage) => ({ value: stage, label: t(`stages.${stage}`) })),
          ]}
        />
      </div>
      {long('seeks')}
      {long('offers')}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('profile.links')}</legend>
        <p className="text-sm text-muted-foreground">{t('profile.linksHint')}</p>
        {links.map((link, index) => (
          <FormField
            key={index}
            id={`${id}-links.${index}`}
            label={t('profile.link', { number: index + 1 })}
            error={errors[`links.${index}`]}
          >
            <Input
              type="url"
              inputMode="url"
              value={link}
              onChange={(event) => setLinks(links.map((one, at) => (at === index ? event.target.value : one)))}
              maxLength={NETWORK_LIMITS.link}
            />
          </FormField>
        ))}
      </fieldset>
      <Button type="submit" disabled={save.isPending} data-testid="profile-save">
        <Save aria-hidden="true" />
        {save.isPending ? t('profile.saving') : t('profile.save')}
      </Button>
    </form>
  );
}
