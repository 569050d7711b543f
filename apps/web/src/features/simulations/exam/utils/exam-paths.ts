import { CERTIFICATE_PATH } from '@alavanca/contracts/certificate';

/** The exam page's search parameter that opens an ended attempt's result. */
export const RESULT_PARAM = 'tentativa';

/** An ended attempt's result, on the exam's page. */
export const resultPath = (attemptId: string) => `${CERTIFICATE_PATH}?${RESULT_PARAM}=${encodeURIComponent(attemptId)}`;
