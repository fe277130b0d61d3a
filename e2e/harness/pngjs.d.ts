// pngjs ships no types and only its synchronous reader is used here (decoding the QR download).
declare module 'pngjs' {
  export const PNG: {
    sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } };
  };
}
