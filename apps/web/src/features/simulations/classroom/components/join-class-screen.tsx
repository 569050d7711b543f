import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useValidationText } from '@/hooks/use-validation-text';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/utils';
import type { JoinPreview } from '@alavanca/contracts/classes';
import { TEXT_LIMITS } from '@alavanca/domain/constants';
import { V } from '@alavanca/contracts/validation-messages';
import { ArrowRight, LogIn } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { classesQueryKey } from '@/lib/query-keys';
import { useQueryClient } from '@tanstack/react-query';
import { useJoinClass } from '../api/class-changes';
import { useJoinPreview } from '../api/get-classes';
import { classPath, CLASSES_PATH } from '../utils/paths';
import { InvitationCard, InvitationPending } from './invitation-card';

/** A new company's name, or (in a class of teams) the team with room the student joins. */
const NEW_TEAM = 'new';

function JoinForm({ code, preview }: { code: string; preview: JoinPreview }) {
  const { t } = useTranslation(['classroom', 'simulation']);
  const navigate = useNavigate();
  const join = useJoinClass();
  const queryClient = useQueryClient();
  const errorText = useValidationText();
  const nameId = useId();
  const teams = preview.grouping === 'teams';
  const [picked, setTeam] = useState<string>(teams && preview.teams.length > 0 ? preview.teams[0]!.id : NEW_TEAM);
  // A team that filled up or went away since (the preview refetches after a refusal) is no choice.
  const team =
    picked === NEW_TEAM || preview.teams.some((option) => option.id === picked)
      ? picked
      : (preview.teams[0]?.id ?? NEW_TEAM);
  const [companyName, setCompanyName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const founding = team === NEW_TEAM;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = companyName.trim();
    if (founding && name === '') {
      setNameError(V.required);
      document.getElementById(nameId)?.focus();
      return;
    }
    join.mutate(founding ? { code, companyName: name } : { code, teamId: team }, {
      onSuccess: (view) => {
        notify({
          title: t('join.joinedTitle'),
          description: t('join.joinedMessage', { name: view.name }),
          variant: 'success',
        });
        void navigate(classPath(view.id), { replace: true });
      },
      onError: (error) => {
        const issues = error instanceof ApiError ? error.issues : [];
        const issue = issues.find(({ path }) => path === 'companyName');
        if (issue) setNameError(issue.message);
        if (issues.some(({ path }) => path === 'teamId')) {
          // The team went away (its last student left): say so, and show the teams as they are now.
          notify({ title: t('toasts.joinFailed'), description: t('join.teamGone'), variant: 'destructive' });
          void queryClient.invalidateQueries({ queryKey: classesQueryKey });
        }
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" data-testid="join-class-form">
      {teams && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('join.teamLegend')}</legend>
          {[
            ...preview.teams.map((option) => ({
              id: option.id,
              label: option.name,
              hint: t('join.teamMembers', { count: option.members }),
            })),
            { id: NEW_TEAM, label: t('join.newTeam'), hint: t('join.newTeamHint') },
          ].map((option) => (
            <label
              key={option.id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent/50',
                'has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-2 has-focus-visible:ring-ring',
              )}
            >
              <input
                type="radio"
                name="team"
                value={option.id}
                checked={team === option.id}
                onChange={() => setTeam(option.id)}
                className="mt-0.5 size-4 shrink-0 accent-primary outline-hidden"
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{option.label}</span>
                <span className="text-muted-foreground">{option.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {founding && (
        <FormField
          id={nameId}
          label={teams ? t('join.teamName') : t('join.companyName')}
          hint={t('join.companyNameHint')}
          error={errorText(nameError)}
        >
          <Input
            value={companyName}
            maxLength={TEXT_LIMITS.name}
            autoComplete="organization"
            onChange={(event) => {
              setCompanyName(event.target.value);
              setNameError(undefined);
            }}
            data-testid="join-company-name"
          />
        </FormField>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={join.isPending} data-testid="join-class-submit">
          <LogIn aria-hidden="true" />
          {join.isPending ? t('join.joining') : t('join.submit')}
        </Button>
        <Button asChild variant="outline">
          <Link to={CLASSES_PATH}>{t('join.cancel')}</Link>
        </Button>
      </div>
    </form>
  );
}

/**
 * /turmas/entrar/:code: the link a teacher shares (a visitor signs up or in first, then comes
 * back here). What the class is, who teaches it, and the company (or team) to join it with.
 */
export function JoinClassScreen({ code }: { code: string }) {
  const { t } = useTranslation(['classroom', 'simulation']);
  const query = useJoinPreview(code);
  const preview = query.data;

  if (!preview)
    return <InvitationPending query={query} away={{ to: CLASSES_PATH, key: 'classroom:join.backToList' }} />;

  let body;
  if (preview.member) {
    body = (
      <div className="space-y-3">
        <p className="text-sm">{t('join.alreadyMember')}</p>
        <Button asChild>
          <Link to={classPath(preview.id)}>
            {t('join.open')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    );
  } else if (!preview.open) {
    body = <p className="text-sm">{t('common:errors.ENROLMENT_CLOSED')}</p>;
  } else {
    body = <JoinForm code={code} preview={preview} />;
  }

  return <InvitationCard invitation={preview}>{body}</InvitationCard>;
}
