/**
 * The web app's catalog namespaces kept here, in `locales/<language>/<namespace>.json`, because
 * the server writes their texts too (e-mail copies, the mentor's answers, the reports' PDF and
 * CSV, the canvas's export, a pitch's draft and board, the progress page's competences and achievements, the achievements' rules a credential states, the certificate's PDF and credential); the web app loads them from here and its other namespaces from its own folder. (The
 * `billing` file here is the server's own: its quota refusals.)
 */
export const SHARED_NAMESPACES = [
  'notifications',
  'mentor',
  'validationReport',
  'reports',
  'canvas',
  'pitch',
  'progress',
  'achievementRules',
  'certificate',
] as const;
export type SharedNamespace = (typeof SHARED_NAMESPACES)[number];

export function isSharedNamespace(namespace: string): namespace is SharedNamespace {
  return (SHARED_NAMESPACES as readonly string[]).includes(namespace);
}
