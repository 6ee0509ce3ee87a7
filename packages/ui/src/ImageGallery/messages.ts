/** Default texts of ImageGallery; screens may pass their own (hence not `as const`). */
export const imageGalleryMessages = {
  zoom: 'Zoom image',
  thumbnails: 'Images',
  previous: 'Previous image',
  next: 'Next image',
  noImage: 'No image available',
  position: (index: number, count: number) => `${index} of ${count}`,
};
