import { create } from 'zustand';
import type { ReviewAnswer } from './review-answers';
import type { ImageType } from './image-file';

/** An ECG image on screen (instead of a record): no signal, answers beside it stay unverifiable. */
export interface EcgImage {
  name: string;
  type: ImageType;
  bytes: number;
  /** object URL of the file; revoked when another image or a record replaces it. */
  url: string;
}

export interface ImageState {
  image: EcgImage | null;
  /** Answers pasted or opened for the image. */
  answers: ReviewAnswer[];
}

export const useImage = create<ImageState>(() => ({ image: null, answers: [] }));
export const getImageState = () => useImage.getState();
export const setImageState = useImage.setState;
