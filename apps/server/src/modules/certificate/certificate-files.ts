import { CERTIFICATE_PATH, verificationPath } from '@alavanca/contracts/certificate';
import type { ExamScore } from '@alavanca/domain/certificate/exam';
import { EXAM_POINTS, type ExamLevel, type ExamPart } from '@alavanca/domain/certificate/levels';
import type { Language } from '@alavanca/domain/constants';
import { formatDate, formatNumber, type DatePreferences, type NumberPreferences } from '@alavanca/domain/locale/format';
import { generate } from 'lean-qr';
import { requiredText } from '../../i18n/shared-catalogs';
import { COLORS, openPdf, printable } from '../../lib/pdf-base';
import type { CredentialJson } from '../../lib/vc-jwt';
import { CREDENTIAL_CONTEXTS, type IssuerProfile } from '../credentials/credentials.service';

/*
 * A certificate as its holder takes it away (decision 035): an A4 landscape page with the name,
 * the level, the date, the score and its parts, the verification address and its QR code; and the
 * same certificate as an Open Badges 3.0 credential, signed by the issuer (decision 034).
 */

/** What a certificate prints. */
export interface PrintedCertificate {
  id: string;
  holderName: string;
  level: ExamLevel;
  issuedAt: Date;
  score: ExamScore;
}

const PART_ORDER: readonly ExamPart[] = ['performance', 'scorecard', 'board', 'knowledge'];
const LANDSCAPE = { width: 841.89, height: 595.28, margin: 48 } as const;

function textOf(language: Language) {
  return (key: string, values: Record<string, string> = {}) => requiredText('certificate', key, language, values);
}

/** The certificate on an A4 landscape page, fonts embedded, in the holder's language and formats. */
export async function certificatePdf(
  certificate: PrintedCertificate,
  publicUrl: string,
  prefs: NumberPreferences & DatePreferences & { language: Language },
): Promise<Buffer> {
  const t = textOf(prefs.language);
  const { doc, finish } = openPdf({
    title: `${t('title')} — ${certificate.holderName}`,
    language: prefs.language,
    layout: 'landscape',
    margin: LANDSCAPE.margin,
  });
  const { width, height, margin } = LANDSCAPE;
  const inner = width - 2 * margin;
  const points = (value: number) => formatNumber(value, prefs, { maximumFractionDigits: 1 });
  const url = `${publicUrl}${verificationPath(certificate.id)}`;

  doc
    .lineWidth(2)
    .strokeColor(COLORS.brand)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(0.5)
    .rect(30, 30, width - 60, height - 60)
    .stroke();

  doc.font('bold').fontSize(12).fillColor(COLORS.brand).text('ALAVANCA', margin, 64, { width: inner, align: 'center' });
  doc
    .font('bold')
    .fontSize(30)
    .fillColor(COLORS.text)
    .text(printable(t('title')), margin, 88, { width: inner, align: 'center' });
  doc
    .font('regular')
    .fontSize(12)
    .fillColor(COLORS.muted)
    .text(printable(t('pdf.certifies')), margin, 150, { width: inner, align: 'center' });
  doc
    .font('bold')
    .fontSize(26)
    .fillColor(COLORS.text)
    .text(printable(certificate.holderName), margin, 172, { width: inner, align: 'center' });
  const level = t(`levels.${certificate.level}.name`);
  doc
    .font('regular')
    .fontSize(11.5)
    .fillColor(COLORS.text)
    .text(printable(t('pdf.passed', { level })), margin + 60, 218, { width: inner - 120, align: 'center', lineGap: 2 });

  doc
    .font('bold')
    .fontSize(18)
    .fillColor(COLORS.brand)
    .text(printable(t('pdf.score', { total: points(certificate.score.total) })), margin, 282, {
      width: inner,
      align: 'center',
    });

  // The four parts, side by side: each part's points of its maximum.
  const column = inner / PART_ORDER.length;
  PART_ORDER.forEach((part, index) => {
    const x = margin + index * column;
    doc
      .font('bold')
      .fontSize(14)
      .fillColor(COLORS.text)
      .text(printable(`${points(certificate.score.parts[part])} / ${points(EXAM_POINTS[part])}`), x, 322, {
        width: column,
        align: 'center',
      });
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(COLORS.muted)
      .text(printable(t(`parts.${part}`)), x + 8, 342, {
        width: column - 16,
        align: 'center',
      });
  });

  // The date and the code on the left, the verification address and its QR code on the right.
  const bottom = height - margin - 96;
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(COLORS.text)
    .text(printable(t('pdf.issued', { date: formatDate(certificate.issuedAt, prefs) })), margin + 12, bottom + 40);
  doc
    .fontSize(10)
    .fillColor(COLORS.muted)
    .text(printable(t('pdf.code', { id: certificate.id })), margin + 12, bottom + 56);
  const qr = generate(url);
  const cell = 96 / qr.size;
  const qrX = width - margin - 12 - 96;
  doc.fillColor(COLORS.text);
  for (let y = 0; y < qr.size; y += 1)
    for (let x = 0; x < qr.size; x += 1)
      if (qr.get(x, y)) doc.rect(qrX + x * cell, bottom + y * cell, cell, cell).fill();
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(COLORS.muted)
    .text(printable(t('pdf.verify')), qrX - 400, bottom + 58, { width: 390, align: 'right' });
  // On one line: a verification address broken in two would not be typed back right.
  doc
    .fontSize(8.5)
    .fillColor(COLORS.brand)
    .text(url, qrX - 400, bottom + 72, { width: 390, align: 'right', link: url, lineBreak: false });
  return finish();
}

/** The certificate as an Open Badges 3.0 credential, in the holder's language (signed by the caller). */
export function certificateCredential(
  certificate: PrintedCertificate,
  issuer: IssuerProfile,
  language: Language,
): CredentialJson {
  const t = textOf(language);
  const level = t(`levels.${certificate.level}.name`);
  const url = `${issuer.url}${verificationPath(certificate.id)}`;
  return {
    '@context': [...CREDENTIAL_CONTEXTS],
    id: url,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer,
    validFrom: certificate.issuedAt.toISOString(),
    name: t('credential.name', { level }),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: certificate.holderName },
      ],
      achievement: {
        id: `${issuer.url}${CERTIFICATE_PATH}#${certificate.level}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: t('credential.name', { level }),
        description: `${t('credential.description')} ${t(`levels.${certificate.level}.description`)}`,
        criteria: { narrative: t('credential.criteria') },
        resultDescription: [
          {
            id: `${issuer.url}${CERTIFICATE_PATH}#points`,
            type: ['ResultDescription'],
            name: t('credential.result'),
            resultType: 'ScaledScore',
            valueMin: '0',
            valueMax: '1000',
            requiredValue: '700',
          },
        ],
        inLanguage: language,
      },
      result: [
        {
          type: ['Result'],
          resultDescription: `${issuer.url}${CERTIFICATE_PATH}#points`,
          value: String(certificate.score.total),
        },
      ],
    },
    evidence: [{ id: url, type: ['Evidence'], narrative: t('credential.evidence') }],
  };
}
