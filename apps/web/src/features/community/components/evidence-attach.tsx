import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { EvidenceRequest } from '@alavanca/contracts/community';
import { Paperclip } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommunityEnvironment } from './community-environment';

/**
 * The composer's "attach evidence": a button that opens the picker (its lists are read then, not
 * before), and the picker itself. Nothing where the app offers no picker.
 */
export function EvidenceAttach({
  value,
  onChange,
}: {
  value: EvidenceRequest | null;
  onChange: (value: EvidenceRequest | null) => void;
}) {
  const { t } = useTranslation('community');
  const { EvidencePicker } = useCommunityEnvironment();
  const [open, setOpen] = useState(false);
  if (!EvidencePicker) return null;
  if (!open)
    return (
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)} data-testid="evidence-open">
        <Paperclip aria-hidden="true" />
        {t('evidence.attach')}
      </Button>
    );
  return (
    <Suspense fallback={<Skeleton className="h-24" />}>
      <EvidencePicker value={value} onChange={onChange} />
    </Suspense>
  );
}
