// A QR code of a link, drawn in the browser (the qrcode package is loaded only when this shows) as a
// data: image, which the CSP allows. Always dark on white so phones can read it in dark mode too.
import { useEffect, useState } from 'react';
import { QR_SIZE_PX, qrDataUrl } from './qr.ts';

export function QrCode({ text, label }: { text: string; label: string }) {
  const [image, setImage] = useState<{ text: string; src: string } | null>(null);

  useEffect(() => {
    let cancelled = false;
    qrDataUrl(text)
      .then((src) => {
        if (!cancelled) setImage({ text, src });
      })
      .catch((error: unknown) => console.error('Failed to draw the QR code', error));
    return () => {
      cancelled = true;
    };
  }, [text]);

  if (image?.text !== text) {
    return <div aria-hidden="true" className="size-60 animate-pulse rounded-md bg-slate-100 dark:bg-slate-800" />;
  }
  return <img src={image.src} alt={label} width={QR_SIZE_PX} height={QR_SIZE_PX} className="rounded-md bg-white" />;
}
