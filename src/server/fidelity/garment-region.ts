/** Decoded 8-bit RGB pixels, three bytes a pixel (`RgbImage` from the perception models is one). */
export interface Pixels {
  data: Uint8Array;
  width: number;
  height: number;
}

/** A picture and the garment in it: the mask has one byte per pixel, non-zero on the garment. */
export interface GarmentRegion {
  image: Pixels;
  mask: Uint8Array;
}
