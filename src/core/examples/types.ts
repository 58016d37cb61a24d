import type { EcgRecord } from '../types';
import type { SimTruth } from '../simulate/index';

/** An example model answer; `note` says which statements are true and which are hallucinated. */
export interface ExampleAnswer {
  id: string;
  model: string;
  text: string;
  note?: string;
}

export interface ExampleCase {
  id: string;
  title: string;
  summary: string;
  build(): EcgRecord;
  truth(): SimTruth;
  answers: ExampleAnswer[];
}
