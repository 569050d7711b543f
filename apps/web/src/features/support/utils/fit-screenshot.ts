import { SUPPORT_ATTACHMENT_MAX_BYTES } from '@alavanca/domain/constants';

/** A screenshot is redrawn no larger than this on its longest side: still sharp enough to read a screen. */
export const SCREENSHOT_MAX_SIDE_PX = 2000;
/** JPEG qualities tried in turn until the image fits; then the image is made smaller. */
const QUALITIES = [0.85, 0.7, 0.55] as const;
/** Each further try draws the image at this share of the last size. */
const SHRINK = 0.75;
const MAX_TRIES = 6;

/**
 * A screenshot that fits the upload limit: the file itself when it does; otherwise the image
 * redrawn in the browser (its longest side at most SCREENSHOT_MAX_SIDE_PX) and re-encoded as JPEG,
 * lowering the quality and then the size until it fits. Phone screenshots are 1–4 MB of PNG; as
 * JPEG at 2,000 px they are a few hundred kB. Null when it cannot be made to fit; rejects when the
 * browser cannot read the image.
 */
export async function fitScreenshot(
  file: File,
  limit: number = SUPPORT_ATTACHMENT_MAX_BYTES,
): Promise<{ blob: Blob; fileName: string; contentType: 'image/jpeg' | 'image/png' | 'image/webp' } | null> {
  if (file.size <= limit)
    return { blob: file, fileName: file.name, contentType: file.type as 'image/jpeg' | 'image/png' | 'image/webp' };
  const bitmap = await createImageBitmap(file);
  let scale = Math.min(1, SCREENSHOT_MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
  const fileName = `${file.name.replace(/\.[^.]+$/, '')}.jpg`;
  for (let tried = 0; tried < MAX_TRIES; tried++) {
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('The browser gave no canvas to draw the screenshot on.');
    // JPEG has no transparency: a transparent screenshot is laid on white, as it shows on a page.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    for (const quality of QUALITIES) {
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      if (blob && blob.size <= limit) {
        bitmap.close();
        return { blob, fileName, contentType: 'image/jpeg' };
      }
    }
    scale *= SHRINK;
  }
  bitmap.close();
  return null;
}
