import type { QrDto } from '../../../domain/dto';
import type { QrSize } from '../../../domain/schemas';
import type { Config } from '../../config';

/** The QR encoder (with pngjs), loaded by the first image made rather than by every start. */
export const loadQrCode = () => import('qrcode').then((module) => module.default);

export const DEFAULT_QR_SIZE: QrSize = 512;
const STYLE = { errorCorrectionLevel: 'M', margin: 2 } as const;
/** Names how images are drawn; part of their ETag, so a change of style is a new tag. */
export const QR_STYLE = `qrcode ${STYLE.errorCorrectionLevel} margin ${STYLE.margin}`;

/**
 * QR codes made on the server: the website (PUBLIC_URL) and the review page (REVIEW_URL).
 * Each image is made once per target and size and kept for the life of the process: a memo of a pure
 * function of configuration, so nothing correct depends on it and another instance simply makes its own.
 */
export function createQrService(deps: { config: Config }) {
  const made = new Map<string, Promise<QrDto>>();
  const make = (url: string, size: QrSize): Promise<QrDto> => {
    const key = `${size} ${url}`;
    let image = made.get(key);
    if (!image) {
      image = loadQrCode()
        .then((QRCode) => QRCode.toDataURL(url, { ...STYLE, width: size }))
        .then((qrCodeDataUrl) => ({ url, qrCodeDataUrl }));
      // A failure is not remembered: the next call tries again.
      image.catch(() => made.delete(key));
      made.set(key, image);
    }
    return image;
  };
  return {
    website: (size: QrSize = DEFAULT_QR_SIZE) => make(deps.config.PUBLIC_URL, size),
    reviews: (size: QrSize = DEFAULT_QR_SIZE) => make(deps.config.REVIEW_URL, size),
  };
}
