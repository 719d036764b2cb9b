// Draws a QR code as a PNG data: URL. The qrcode package is imported on demand, so only the share page
// downloads it.
export const QR_SIZE_PX = 240;

export async function qrDataUrl(text: string): Promise<string> {
  const qrcode = await import('qrcode');
  // Level M survives a smudged or partly covered print; margin 2 is enough quiet zone on a white card.
  return qrcode.toDataURL(text, { width: QR_SIZE_PX, margin: 2, errorCorrectionLevel: 'M' });
}
