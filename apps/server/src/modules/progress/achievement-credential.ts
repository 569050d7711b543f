import { createHash } from 'node:crypto';
import type { SessionUser } from '@alavanca/contracts/session';
import { PROGRESS_PATH } from '@alavanca/contracts/progress';
import { DEFAULT_PREFERENCES, type Language } from '@alavanca/domain/constants';
import { ACHIEVEMENTS, ruleValues } from '@alavanca/domain/progress/achievements';
import { requiredText } from '../../i18n/shared-catalogs';
import type { Orm } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { CredentialJson } from '../../lib/vc-jwt';
import { CREDENTIAL_CONTEXTS, type CredentialService, type IssuerProfile } from '../credentials/credentials.service';
import { findUserPreferences } from '../preferences/preferences.service';
import { listAchievements, type AchievementRow } from './progress.repo';

/**
 * An earned achievement as an Open Badges 3.0 `OpenBadgeCredential` (decision 034): what was
 * achieved, its rule as the criteria, where it was earned as the evidence, and the holder named
 * by name and by a salted hash of the e-mail (the address itself is not in it). The same
 * achievement of the same founder is always the same credential: same id, same texts.
 */
export function achievementCredential(
  row: AchievementRow,
  holder: Pick<SessionUser, 'id' | 'name' | 'email'>,
  issuer: IssuerProfile,
  language: Language,
): CredentialJson {
  const rule = ACHIEVEMENTS.find((candidate) => candidate.id === row.achievement);
  if (!rule) throw new Error(`No achievement "${row.achievement}".`);
  const text = (key: string, values: Record<string, string> = {}) => requiredText('progress', key, language, values);
  const rules = (key: string, values: Record<string, string> = {}) =>
    requiredText('achievementRules', key, language, values);
  const digest = (value: string) => createHash('sha256').update(value).digest('hex');
  const seed = digest(`${holder.id} ${row.achievement}`);
  // A uuid's shape (version 8: made by the application) from what names the award.
  const id = `urn:uuid:${seed.slice(0, 8)}-${seed.slice(8, 12)}-8${seed.slice(13, 16)}-a${seed.slice(17, 20)}-${seed.slice(20, 32)}`;
  const salt = seed.slice(32, 48);
  const values = Object.fromEntries(Object.entries(ruleValues(rule)).map(([key, value]) => [key, String(value)]));
  const name = text(`achievements.${rule.id}`);
  const source = row.source;
  const where = source
    ? source.kind === 'simulation'
      ? rules('credential.evidence.simulation', { month: String(source.month) })
      : rules(`credential.evidence.${source.kind}`, { version: String(source.version) })
    : rules('credential.evidence.progress');
  return {
    '@context': [...CREDENTIAL_CONTEXTS],
    id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer,
    validFrom: row.earnedAt.toISOString(),
    name,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityType: 'emailAddress',
          hashed: true,
          identityHash: `sha256$${digest(`${holder.email.toLowerCase()}${salt}`)}`,
          salt,
        },
        { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: holder.name },
      ],
      achievement: {
        id: `${issuer.url}${PROGRESS_PATH}#${rule.id}`,
        type: ['Achievement'],
        achievementType: 'Badge',
        name,
        description:
          rule.competence === 'milestone'
            ? rules('credential.milestone')
            : text(`competences.${rule.competence}.description`),
        criteria: { narrative: rules(`rules.${rule.id}`, values) },
        ...(rule.competence !== 'milestone' && { tag: [text(`competences.${rule.competence}.name`)] }),
        inLanguage: language,
      },
    },
    evidence: [{ type: ['Evidence'], narrative: where }],
  };
}

export interface AchievementCredentials {
  /**
   * The user's own earned achievement `achievementId` as a signed credential, a JSON file in the
   * user's language; NOT_FOUND when not earned (or not theirs: nobody else's is ever read).
   */
  download(
    user: Pick<SessionUser, 'id' | 'name' | 'email'>,
    achievementId: string,
  ): Promise<{ fileName: string; data: string }>;
}

export function createAchievementCredentials(deps: {
  orm: Orm;
  credentials: Pick<CredentialService, 'issuer' | 'issue'>;
}): AchievementCredentials {
  return {
    async download(user, achievementId) {
      const [earned, preferences] = await Promise.all([
        listAchievements(deps.orm, user.id),
        findUserPreferences(deps.orm, user.id),
      ]);
      const row = earned.find((candidate) => candidate.achievement === achievementId);
      if (!row) throw new AppError('NOT_FOUND');
      const { language } = preferences ?? DEFAULT_PREFERENCES;
      const credential = achievementCredential(row, user, deps.credentials.issuer(), language);
      const signed = await deps.credentials.issue(credential);
      return { fileName: `alavanca-${achievementId}.json`, data: `${JSON.stringify(signed, null, 2)}\n` };
    },
  };
}
