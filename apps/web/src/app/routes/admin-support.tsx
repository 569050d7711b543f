import { AdminSupportScreen, AdminTicketScreen } from '@/features/support/components/admin-support';
import { usePreferences } from '@/lib/api/get-preferences';
import { DEFAULT_PREFERENCES } from '@alavanca/domain/constants';
import { useParams } from 'react-router';

/** /admin/suporte (and /admin/support), and /admin/suporte/{id}: the operators' support desk. */
export function Component() {
  const preferences = usePreferences().data ?? DEFAULT_PREFERENCES;
  const { id } = useParams();
  return id ? <AdminTicketScreen key={id} id={id} dates={preferences} /> : <AdminSupportScreen />;
}
