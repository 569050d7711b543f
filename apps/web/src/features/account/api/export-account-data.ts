import { ApiError } from '@/lib/api-client';
import { ErrorResponse } from '@alavanca/contracts/errors';
import { useMutation } from '@tanstack/react-query';

export interface AccountExport {
  blob: Blob;
  fileName: string;
}

const FALLBACK_FILE_NAME = 'alavanca-dados.json';

function fileNameFrom(disposition: string | null): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  if (!match?.[1]) return FALLBACK_FILE_NAME;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * Fetches everything the account holds as one JSON file (LGPD/GDPR portability). Fetched rather
 * than linked so a failure can be shown in the page instead of downloading an error document.
 */
export async function exportAccountData(): Promise<AccountExport> {
  let response: Response;
  try {
    response = await fetch('/api/account/export', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new ApiError('SERVICE_UNAVAILABLE', 0, 'Network request failed');
  }
  if (!response.ok) {
    const parsed = ErrorResponse.safeParse(await response.json().catch(() => undefined));
    if (parsed.success) throw new ApiError(parsed.data.error.code, response.status, parsed.data.error.message);
    throw new ApiError('INTERNAL', response.status, `Unexpected ${response.status} answer`);
  }
  const blob = await response.blob();
  return {
    blob: blob.type ? blob : new Blob([blob], { type: 'application/json' }),
    fileName: fileNameFrom(response.headers.get('content-disposition')),
  };
}

/** Hands a file to the browser's download manager. */
export function saveFile({ blob, fileName }: AccountExport): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next task: revoking synchronously can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportAccountData() {
  return useMutation({
    mutationFn: exportAccountData,
    onSuccess: saveFile,
  });
}
