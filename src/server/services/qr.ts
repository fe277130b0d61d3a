import QRCode from 'qrcode';
import type { QrDto } from '../../domain/dto';
import type { Config } from '../config';

/** QR codes made on the server: the website (PUBLIC_URL) and the review page (REVIEW_URL). */
export function createQrService(deps: { config: Config }) {
  const make = async (url: string): Promise<QrDto> => ({
    url,
    qrCodeDataUrl: await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 512 }),
  });
  return {
    website: () => make(deps.config.PUBLIC_URL),
    reviews: () => make(deps.config.REVIEW_URL),
  };
}
