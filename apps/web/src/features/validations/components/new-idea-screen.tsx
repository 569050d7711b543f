import { ScreenIntro } from '@/components/screen-intro';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useLimitReached } from '@/hooks/use-limit-reached';
import { notify } from '@/lib/notify';
import type { Language, NumberFormat } from '@alavanca/domain/constants';

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCreateValidation } from '../api/create-validation';
import { useIdeaRequestFailure } from '../hooks/use-idea-request-failure';
import { clearIdeaDraft, readIdeaDraft, writeIdeaDraft, type IdeaDraft } from '../utils/idea-draft';
import { emptyIdea, type IdeaPreferences } from '../utils/idea-form';
import { validationPath } from '../utils/paths';
import { IdeaForm } from './idea-form';

/** How long typing may go on before the draft is written. */
const DRAFT_DELAY_MS = 400;

/**
 * /validacao-ideia: a new idea in four steps, kept as a draft in this browser while it is typed,
 * behind the plan's usage check: on arrival `checkQuota` asks the server whether one more
 * validation is allowed, and 'Limite Atingido' shows at once when it is not (the form stays, so
 * the draft is not lost; the server still refuses with 403 on submit).
 */
export function NewIdeaScreen({
  preferences,
  language,
  numberFormat,
  checkQuota,
}: {
  preferences: IdeaPreferences;
  language: Language;
  numberFormat: NumberFormat;
  checkQuota: () => Promise<boolean>;
}) {
  const { t } = useTranslation('validation');
  const navigate = useNavigate();
  const create = useCreateValidation();
  const failed = useIdeaRequestFailure();
  const { showLimitReached } = useLimitReached();
  const [empty] = useState(() => emptyIdea(preferences));
  const [draft] = useState(() => readIdeaDraft(empty));
  const [formKey, setFormKey] = useState(0);
  const [restored, setRestored] = useState(draft !== null);
  const [overLimit, setOverLimit] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The draft typed since the last write: written when typing pauses, or when the screen is left. */
  const unsaved = useRef<IdeaDraft | null>(null);
  const saveDraft = () => {
    clearTimeout(timer.current);
    if (unsaved.current) writeIdeaDraft(unsaved.current);
    unsaved.current = null;
  };
  const dropDraft = () => {
    clearTimeout(timer.current);
    unsaved.current = null;
    clearIdeaDraft();
  };

  const askQuota = useEffectEvent(() => checkQuota());
  const announceLimit = useEffectEvent(() => showLimitReached('validations'));
  useEffect(() => {
    let current = true;
    void askQuota().then((allowed) => {
      if (current && !allowed) {
        setOverLimit(true);
        announceLimit();
      }
    });
    return () => {
      current = false;
    };
  }, []);
  // Leaving the screen mid-sentence keeps the last words typed.
  useEffect(() => saveDraft, []);

  const discardDraft = () => {
    dropDraft();
    setRestored(false);
    setFormKey((key) => key + 1);
  };

  return (
    <>
      <ScreenIntro title={t('form.title')} description={t('form.intro')} />
      <Card>
        <CardContent>
          <IdeaForm
            key={formKey}
            initialValues={formKey === 0 && draft ? draft.values : empty}
            initialStep={formKey === 0 && draft ? draft.step : 0}
            language={language}
            numberFormat={numberFormat}
            submitLabel={t('form.submit')}
            submittingLabel={t('form.submitting')}
            onChange={(values, step) => {
              clearTimeout(timer.current);
              unsaved.current = { step, values };
              timer.current = setTimeout(saveDraft, DRAFT_DELAY_MS);
            }}
            onSubmit={async (request) => {
              try {
                const validation = await create.mutateAsync(request);
                dropDraft();
                notify({
                  title: t('form.createdTitle'),
                  description: t('form.createdMessage', { title: validation.title }),
                  variant: 'success',
                });
                void navigate(validationPath(validation.id));
              } catch (error) {
                return failed(error);
              }
            }}
            aside={
              <>
                {overLimit && (
                  <p
                    role="status"
                    className="mt-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm"
                    data-testid="idea-over-limit"
                  >
                    {t('form.overLimit')}{' '}
                    <Link to="/dashboard/planos" className="font-medium underline underline-offset-4">
                      {t('form.seePlans')}
                    </Link>
                  </p>
                )}
                {restored && (
                  <p
                    className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground"
                    data-testid="idea-draft-restored"
                  >
                    {t('form.draftRestored')}
                    <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={discardDraft}>
                      {t('form.discardDraft')}
                    </Button>
                  </p>
                )}
              </>
            }
          />
        </CardContent>
      </Card>
      <p className="mt-4 text-sm text-muted-foreground">{t('form.draftNote')}</p>
    </>
  );
}
