import { useTranslation } from 'react-i18next';

/**
 * Translates a field's validation message. Schemas and the server speak in catalog keys:
 * `validation.*` and `errors.*` of `common`, or a key that names its own namespace
 * (`auth:fields.passwordMismatch`); no message, no text.
 */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('common');
  return (message) => (message ? t(message) : undefined);
}
