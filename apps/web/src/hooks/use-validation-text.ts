import { useTranslation } from 'react-i18next';

/**
 * A field's validation message: a catalog key, or a key with the values its sentence names (an
 * allowed range, an example in the user's number format).
 */
export type ValidationMessage = string | { key: string; values: Record<string, string | number> };

/**
 * Translates a field's validation message. Schemas and the server speak in catalog keys:
 * `validation.*` and `errors.*` of `common`, or a key that names its own namespace
 * (`auth:fields.passwordMismatch`); no message, no text.
 */
export function useValidationText(): (message: ValidationMessage | undefined) => string | undefined {
  const { t } = useTranslation('common');
  return (message) => {
    if (!message) return undefined;
    return typeof message === 'string' ? t(message) : t(message.key, message.values);
  };
}
