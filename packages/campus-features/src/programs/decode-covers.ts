/**
 * A story loader that fetches and decodes the demo's six covers before the story renders. A card whose
 * cover arrives after the card's first paint is drawn with other anti-aliasing at its rounded corners, so
 * the first screenshot of a story could differ from the next by a few pixels.
 */
export async function decodeCovers(): Promise<Record<string, never>> {
  await Promise.all(
    [1, 2, 3, 4, 5, 6].map((n) => {
      const image = new Image();
      image.src = `/api/media/cover-${n}.jpg`;
      return image.decode().catch(() => undefined);
    }),
  );
  return {};
}
