/** The canvases' list, one canvas, and its versions side by side. */
export const CANVASES_PATH = '/canvas';
export const canvasPath = (id: string) => `/canvas/${id}`;
export const canvasVersionsPath = (id: string) => `/canvas/${id}/versoes`;
