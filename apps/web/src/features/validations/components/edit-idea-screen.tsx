import { ScreenIntro } from '@/components/screen-intro';
import { Card, CardContent } from '@/components/ui/card';
import { notify } from '@/lib/notify';
import type { Validation } from '@alavanca/contracts/validations';
import type { Language, NumberFormat } from '@alavanca/domain/constants';

import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useUpdateValidation } from '../api/update-validation';
import { useIdeaRequestFailure } from '../hooks/use-idea-request-failure';
import { ideaFormValues } from '../utils/idea-form';
import { validationPath } from '../utils/paths';
import { compareState } from '../utils/version-compare';
import { IdeaForm } from './idea-form';

/**
 * /validacao-ideia/{id}/editar: the latest version's idea in the same four steps; validating it
 * again stores a new version (the earlier ones are kept) and the report opens compared with the
 * version edited.
 */
export function EditIdeaScreen({
  validation,
  language,
  numberFormat,
}: {
  validation: Validation;
  language: Language;
  numberFormat: NumberFormat;
}) {
  const { t } = useTranslation('validation');
  const navigate = useNavigate();
  const update = useUpdateValidation();
  const failed = useIdeaRequestFailure();
  const latest = validation.versions[0]!;
  return (
    <>
      <Link
        to={validationPath(validation.id)}
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('edit.backToReport')}
      </Link>
      <ScreenIntro title={t('edit.title', { title: validation.title })} description={t('edit.intro')} />
      <Card>
        <CardContent>
          <IdeaForm
            initialValues={ideaFormValues(latest.input)}
            language={language}
            numberFormat={numberFormat}
            submitLabel={t('edit.submit')}
            submittingLabel={t('form.submitting')}
            onSubmit={async (request) => {
              try {
                const updated = await update.mutateAsync({ id: validation.id, request });
                notify({
                  title: t('edit.savedTitle'),
                  description: t('edit.savedMessage', { version: updated.version }),
                  variant: 'success',
                });
                void navigate(validationPath(updated.id), { state: compareState(latest.version) });
              } catch (error) {
                return failed(error);
              }
            }}
          />
        </CardContent>
      </Card>
    </>
  );
}
