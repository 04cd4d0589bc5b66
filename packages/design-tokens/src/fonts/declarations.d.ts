// A stylesheet is imported for its side effect: Vite bundles it, and it exports nothing.
declare module '*.css';

// fontverter ships no types: the one function the font subsets' test calls.
declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, to: 'truetype' | 'woff2', from?: 'truetype'): Promise<Buffer>;
  };
  export default fontverter;
}
