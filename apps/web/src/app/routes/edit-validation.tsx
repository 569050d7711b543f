import { firstRead, type FirstReads } from '../first-reads';
import { validationQueryOptions } from '@/features/validations/api/get-validation';
import { EditIdeaScreen } from '@/features/validations/components/edit-idea-screen';
import { ValidationGate } from '@/features/validations/components/validation-gate';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { resolveLanguageOrDefault } from '@alavanca/domain/locale/languages';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/** /validacao-ideia/{id}/editar: the idea edited and validated again, as a new version. */
export function Component() {
  const { id = '' } = useParams();
  const { i18n } = useTranslation();
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  return (
    <ValidationGate key={id} id={id}>
      {(validation) => (
        <EditIdeaScreen
          validation={validation}
          language={resolveLanguageOrDefault(i18n.language)}
          numberFormat={preferences.numberFormat}
        />
      )}
    </ValidationGate>
  );
}

/** What the screen reads as it first draws, put in the cache before it mounts (app/first-reads.ts). */
export const firstReads: FirstReads = ({ id = '' }) => [firstRead(validationQueryOptions(id))];
