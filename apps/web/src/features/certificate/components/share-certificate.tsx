import { Button } from '@/components/ui/button';
import {
  linkedInAddToProfileUrl,
  linkedInShareUrl,
  verificationPath,
  type CertificateVerification,
} from '@alavanca/contracts/certificate';
import { Award, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The certificate's way onto a profile (its holder only, while it is valid: LinkedIn's "Add to
 * profile" prefilled with its name, issuer, date, address and code) and a share of its address.
 */
export function ShareCertificate({ verification }: { verification: CertificateVerification }) {
  const { t } = useTranslation(['exam', 'certificate']);
  const { certificate } = verification;
  const url = `${window.location.origin}${verificationPath(certificate.id)}`;
  const name = t('certificate:credential.name', { level: t(`certificate:levels.${certificate.level}.name`) });
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <div className="flex flex-wrap gap-2" data-testid="share-certificate">
      {verification.mine && verification.status === 'valid' && (
        <Button asChild>
          <a
            href={linkedInAddToProfileUrl({ name, id: certificate.id, issuedAt: certificate.issuedAt, url })}
            {...external}
          >
            <Award aria-hidden="true" />
            {t('verify.share.addToProfile')}
            <span className="sr-only"> {t('verify.share.newTab')}</span>
          </a>
        </Button>
      )}
      <Button asChild variant="outline">
        <a href={linkedInShareUrl(url)} {...external}>
          <Share2 aria-hidden="true" />
          {t('verify.share.linkedin')}
          <span className="sr-only"> {t('verify.share.newTab')}</span>
        </a>
      </Button>
    </div>
  );
}
