// pngjs ships no types: only its synchronous reader and writer are used here (the QR download, the layout baselines).
declare module 'pngjs' {
  interface Image {
    width: number;
    height: number;
    data: Buffer;
  }
  export class PNG implements Image {
    constructor(opts: { width: number; height: number });
    width: number;
    height: number;
    data: Buffer;
    static sync: { read(buffer: Buffer): Image; write(png: Image): Buffer };
  }
}
