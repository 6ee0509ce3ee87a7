export {
  ImageGallery,
  type ImageGalleryProps,
  type GalleryImage,
  type ImageGalleryLayout,
} from './ImageGallery';
export { galleryLayouts } from './ImageGallery.css';
export { imageGalleryMessages } from './messages';
