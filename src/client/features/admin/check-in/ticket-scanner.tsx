import { prepareZXingModule, Scanner, type IDetectedBarcode } from '@yudiel/react-qr-scanner';
// The decoder's WebAssembly, served from this site's own assets: no CDN (the CSP allows none, and the
// owner's phone may be on a poor connection at the door).
import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';

prepareZXingModule({
  overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingReaderWasm : prefix + path) },
});

// The library's defaults ask for at least 640 px in height, which some phone and laptop cameras cannot give
// (the camera then never starts); QR codes read well at any of the usual sizes.
const CAMERA: MediaTrackConstraints = { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } };

/**
 * The phone's rear camera reading QR codes. Its own chunk, loaded only when the owner opens the camera,
 * so the decoder stays out of the admin's other pages.
 */
export function TicketScanner({
  onRead,
  onError,
  paused,
}: {
  onRead: (text: string) => void;
  onError: (message: string) => void;
  paused: boolean;
}) {
  return (
    <Scanner
      onScan={(codes: IDetectedBarcode[]) => {
        const text = codes[0]?.rawValue;
        if (text) onRead(text);
      }}
      onError={(error) => onError(error.message || 'The camera could not be started')}
      formats={['qr_code']}
      constraints={CAMERA}
      paused={paused}
      sound={false}
      styles={{ container: { width: '100%', maxWidth: 360, margin: '0 auto' } }}
    />
  );
}
