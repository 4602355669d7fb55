/** The main image first, then the gallery, each once (the catalogue often repeats the main image). */
export function galleryImages(image: string, gallery: readonly string[]): string[] {
  return [...new Set([image, ...gallery])];
}
