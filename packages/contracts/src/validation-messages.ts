/**
 * Validation messages are catalog keys (`validation.*` in the web app's `common` namespace), so
 * the same zod schema can run on the server and in a form and still be shown in the user's
 * language. The server sends them as `issues[].message`.
 */
export const V = {
  required: 'validation.required',
  email: 'validation.email',
  tooLong: 'validation.tooLong',
  passwordTooShort: 'validation.passwordTooShort',
  passwordTooLong: 'validation.passwordTooLong',
  termsRequired: 'validation.termsRequired',
  invalidOption: 'validation.invalidOption',
  chooseSome: 'validation.chooseSome',
  notANumber: 'validation.notANumber',
  outOfRange: 'validation.outOfRange',
  notInteger: 'validation.notInteger',
  confirmationMismatch: 'validation.confirmationMismatch',
  invalidText: 'validation.invalidText',
  emptyPitch: 'validation.emptyPitch',
  tooManyLinks: 'validation.tooManyLinks',
  imagesNotAllowed: 'validation.imagesNotAllowed',
  unsafeLink: 'validation.unsafeLink',
} as const;
