/** JsBarcode's Code 128 encoder (automatic A/B/C sets), imported alone so only it is bundled. */
declare module 'jsbarcode/bin/barcodes/CODE128' {
  export class CODE128 {
    constructor(data: string, options: Record<string, unknown>);
    /** Whether every character can be encoded. */
    valid(): boolean;
    /** The symbol as modules: `'1'` a bar module, `'0'` a space module, start to stop. */
    encode(): { text: string; data: string };
  }
}
