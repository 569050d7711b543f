import { apiRequest } from '@/lib/api-client';
import { CertificateVerificationResponse, type CertificateVerification } from '@alavanca/contracts/certificate';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `GET /api/certificates/:id`, public: a certificate as anyone may check it. */
export const verificationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['certificates', 'verification', id] as const,
    queryFn: async ({ signal }): Promise<CertificateVerification> =>
      (await apiRequest(`/certificates/${encodeURIComponent(id)}`, CertificateVerificationResponse, { signal }))
        .verification,
    retry: false,
  });

export const useVerification = (id: string) => useQuery(verificationQueryOptions(id));
