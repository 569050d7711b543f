import { Button } from '@/components/ui/button';
import { verificationPath } from '@alavanca/contracts/certificate';
import { Download, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVerification } from '../api/get-verification';
import { ShareCertificate } from './share-certificate';

/** The holder's own certificate file: its PDF or its signed Open Badges credential (decisions 034, 035). */
const fileUrl = (id: string, format: 'pdf' | 'credential') =>
  `/api/certificate/certificates/${encodeURIComponent(id)}/${format}`;

/**
 * What its holder does with a certificate just earned: download it as a PDF or as a signed
 * credential, open its public verification page, add it to LinkedIn or share it.
 */
export function CertificateActions({ id }: { id: string }) {
  const { t } = useTranslation(['exam', 'certificate']);
  const verification = useVerification(id).data;
  const revoked = verification?.status === 'revoked';
  return (
    <section
      aria-labelledby="certificate-actions-title"
      className="space-y-4 rounded-xl border bg-card p-4 sm:p-6"
      data-testid="certificate-actions"
    >
      <div className="space-y-1">
        <h3 id="certificate-actions-title" className="font-semibold">
          {t('certificateActions.title')}
        </h3>
        <p className="text-sm text-muted-foreground">
          {revoked ? t('certificateActions.revoked') : t('certificateActions.intro', { id })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {!revoked && (
          <>
            <Button asChild>
              <a href={fileUrl(id, 'pdf')} download="" data-testid="certificate-pdf">
                <Download aria-hidden="true" />
                {t('certificateActions.pdf')}
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={fileUrl(id, 'credential')} download="" data-testid="certificate-credential">
                <Download aria-hidden="true" />
                {t('certificateActions.credential')}
              </a>
            </Button>
          </>
        )}
        <Button asChild variant="outline">
          <Link to={verificationPath(id)} data-testid="certificate-verification-link">
            <ExternalLink aria-hidden="true" />
            {t('certificateActions.verify')}
          </Link>
        </Button>
      </div>
      {verification && <ShareCertificate verification={verification} />}
    </section>
  );
}
