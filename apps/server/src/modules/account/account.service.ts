import type { DeleteAccountRequest } from '@alavanca/contracts/account';
import type { UserPreferences, UserSettings } from '@alavanca/contracts/preferences';
import type { Profile } from '@alavanca/contracts/profile';
import { V } from '@alavanca/contracts/validation-messages';
import type { Orm } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findUserPreferences } from '../preferences/preferences.service';
import { findUserSettings } from '../preferences/settings.service';
import { exportBillingData } from '../billing/billing.service';
import { findAvatarImage, findExistingProfile } from '../profile/profile.service';
import { exportSimulationData } from '../simulations/simulations.service';
import { exportAdminData } from '../admins/admins.service';
import { exportCanvasData } from '../canvases/canvases.service';
import { exportPitchData } from '../pitches/pitches.service';
import { exportProgressData } from '../progress/progress.service';
import { exportCertificateData } from '../certificate/certificate.service';
import { exportCommunityData } from '../community/community-export';
import { forgetConversations } from '../community/messages.service';
import { exportNetworkData } from '../community/network.service';
import { exportClassData } from '../classes/classes.service';
import { exportDashboardData } from '../dashboard/dashboard.service';
import { exportMentorData } from '../mentor/mentor.service';
import { exportReportData } from '../reports/reports.service';
import { exportSupportData } from '../support/support.service';
import { exportValidationData } from '../validations/validations.service';
import { exportSubscriptionData } from '../subscription/subscription.service';
import {
  deleteUser,
  findAccountUser,
  listEmailsForExport,
  listLinkedAccountsForExport,
  listNotificationsForExport,
  listSessionsForExport,
} from './account.repo';

/** Bumped whenever the export's shape changes, so a reader can tell versions apart. */
export const ACCOUNT_EXPORT_VERSION = 17;

/**
 * Everything stored about one user, as one JSON document (data portability). It never holds
 * a secret: no session or OAuth tokens, no password hash, and no e-mail bodies, because
 * verification and password-reset messages carry links that sign in or change the password.
 */
export type AccountExport = {
  version: number;
  exportedAt: string;
  user: { id: string; name: string; email: string; emailVerified: boolean; createdAt: string };
  profile: Profile | null;
  avatar: { contentType: string; data: string; updatedAt: string } | null;
  settings: UserSettings | null;
  preferences: UserPreferences | null;
  sessions: { createdAt: string; expiresAt: string; ipAddress: string | null; userAgent: string | null }[];
  linkedAccounts: { providerId: string; createdAt: string }[];
  notifications: {
    id: string;
    title: string;
    description: string;
    type: string;
    read: boolean;
    route: string | null;
    createdAt: string;
  }[];
  emails: {
    id: string;
    kind: string;
    toAddress: string;
    subject: string;
    createdAt: string;
    sentAt: string | null;
  }[];
  /** The plan, its current period and every period's usage (since version 2). */
} & Awaited<ReturnType<typeof exportSubscriptionData>> &
  Awaited<ReturnType<typeof exportBillingData>> &
  /** Business simulations with every month played (since version 3). */
  Awaited<ReturnType<typeof exportSimulationData>> &
  /** Idea validations with every version and experiment (since version 4). */
  Awaited<ReturnType<typeof exportValidationData>> &
  /** Mentor conversations with every question and answer (since version 5). */
  Awaited<ReturnType<typeof exportMentorData>> &
  /** Support tickets with their messages, and the operators' role if granted (since version 6). */
  Awaited<ReturnType<typeof exportSupportData>> &
  Awaited<ReturnType<typeof exportAdminData>> &
  /** The dashboard's widgets as the user arranged them (since version 7). */
  Awaited<ReturnType<typeof exportDashboardData>> &
  /** Reports with their PDF and CSV, and the weekly summaries (since version 8). */
  Awaited<ReturnType<typeof exportReportData>> &
  /** The classes taught (rounds and announcements) and the classes studied in, with the company played (since version 9). */
  Awaited<ReturnType<typeof exportClassData>> &
  /** Canvases with every version (since version 10). */
  Awaited<ReturnType<typeof exportCanvasData>> &
  /** Pitches with every analysed version (since version 11). */
  Awaited<ReturnType<typeof exportPitchData>> &
  /** The competences' evidence and the achievements earned (since version 12). */
  Awaited<ReturnType<typeof exportProgressData>> &
  /**
   * The certificate's exam attempts with their decisions, answers and scores, and the certificates
   * (since version 13); the exams run for the classes taught, each attempt's class exam and whether
   * it counted toward the plan (since version 14).
   */
  Awaited<ReturnType<typeof exportCertificateData>> &
  /** The community: topics and posts written with their earlier bodies, reactions, reads, visits (since version 14). */
  Awaited<ReturnType<typeof exportCommunityData>> &
  /**
   * The community's network: the profile, follows, blocks and mutes set, the private
   * conversations with both members' messages, the messages reported (since version 16).
   */
  Awaited<ReturnType<typeof exportNetworkData>>;

/** Reads every row the user owns from one snapshot, so the parts agree with each other. */
export async function exportAccountData(orm: Orm, userId: string, now: Date = new Date()): Promise<AccountExport> {
  return orm.transaction(
    async (tx) => {
      const owner = await findAccountUser(tx, userId);
      if (!owner) throw new AppError('UNAUTHENTICATED');
      const avatar = await findAvatarImage(tx, userId);
      const sessions = await listSessionsForExport(tx, userId);
      const linkedAccounts = await listLinkedAccountsForExport(tx, userId);
      const notifications = await listNotificationsForExport(tx, userId);
      const emails = await listEmailsForExport(tx, userId);
      const plan = await exportSubscriptionData(tx, userId);
      const billing = await exportBillingData(tx, userId);
      const simulations = await exportSimulationData(tx, userId);
      const validations = await exportValidationData(tx, userId);
      const mentor = await exportMentorData(tx, userId);
      const support = await exportSupportData(tx, userId);
      const admin = await exportAdminData(tx, userId);
      const dashboard = await exportDashboardData(tx, userId);
      const reports = await exportReportData(tx, userId);
      const classes = await exportClassData(tx, userId);
      const canvases = await exportCanvasData(tx, userId);
      const pitches = await exportPitchData(tx, userId);
      const progress = await exportProgressData(tx, userId);
      const certificate = await exportCertificateData(tx, userId);
      const community = await exportCommunityData(tx, userId);
      const network = await exportNetworkData(tx, userId);
      return {
        version: ACCOUNT_EXPORT_VERSION,
        exportedAt: now.toISOString(),
        user: { ...owner, createdAt: owner.createdAt.toISOString() },
        profile: await findExistingProfile(tx, userId),
        avatar: avatar && {
          contentType: avatar.contentType,
          data: avatar.data.toString('base64'),
          updatedAt: avatar.updatedAt.toISOString(),
        },
        settings: await findUserSettings(tx, userId),
        preferences: await findUserPreferences(tx, userId),
        sessions: sessions.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
        })),
        linkedAccounts: linkedAccounts.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
        })),
        notifications: notifications.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
        })),
        emails: emails.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
        ...plan,
        ...billing,
        ...simulations,
        ...validations,
        ...mentor,
        ...support,
        ...admin,
        ...dashboard,
        ...reports,
        ...classes,
        ...canvases,
        ...pitches,
        ...progress,
        ...certificate,
        ...community,
        ...network,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The export's file name: `alavanca-export-YYYY-MM-DD.json`, dated in UTC. */
export function buildExportFileName(exportedAt: string): string {
  return `alavanca-export-${exportedAt.slice(0, 'YYYY-MM-DD'.length)}.json`;
}

/**
 * Deletes the account and, by cascade, every row the user owns, in one transaction. The
 * user confirms by typing the account's e-mail, so a stray click or a borrowed session
 * cannot do it by accident.
 */
export async function deleteAccount(orm: Orm, userId: string, request: DeleteAccountRequest): Promise<void> {
  await orm.transaction(async (tx) => {
    const owner = await findAccountUser(tx, userId, { forUpdate: true });
    if (!owner) throw new AppError('UNAUTHENTICATED');
    if (owner.email.trim().toLowerCase() !== request.confirmEmail) {
      throw new AppError('VALIDATION_FAILED', undefined, undefined, {
        issues: [{ path: 'confirmEmail', message: V.confirmationMismatch }],
      });
    }
    await forgetConversations(tx, userId);
    await deleteUser(tx, userId);
  });
}
