// upng-js ships no types; the part scripts/make-icons.ts uses.
declare module "upng-js" {
  interface Image {
    width: number;
    height: number;
  }
  const UPNG: {
    decode(data: ArrayBuffer): Image;
    toRGBA8(image: Image): ArrayBuffer[];
    /** `colors` 0 keeps every colour (lossless); 256 or fewer makes a palette image. */
    encode(frames: ArrayBuffer[], width: number, height: number, colors: number): ArrayBuffer;
  };
  export default UPNG;
}
