import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageProblem, imageTypeOf, isImageName, pngSize } from './image-file';

const root = resolve(import.meta.dirname, '../..');

describe('ECG image files', () => {
  it('recognises the repository screenshot (docs/screenshot.png) as a PNG and reads its size', () => {
    const bytes = new Uint8Array(readFileSync(resolve(root, 'docs/screenshot.png')));
    expect(imageTypeOf(bytes)).toBe('image/png');
    const size = pngSize(bytes);
    expect(size?.width).toBeGreaterThan(100);
    expect(size?.height).toBeGreaterThan(100);
    expect(imageProblem(bytes.length, bytes.subarray(0, 64))).toBeNull();
  });

  it('recognises a JPEG signature and refuses other bytes, empty and oversized files', () => {
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    const xml = new TextEncoder().encode('<?xml version="1.0"?><AnnotatedECG/>');
    expect(imageTypeOf(xml)).toBeNull();
    expect(imageProblem(xml.length, xml)).toMatch(/not a PNG or JPEG/);
    expect(imageProblem(0, new Uint8Array())).toBe('empty file');
    expect(imageProblem(100 * 1024 * 1024, new Uint8Array([0xff, 0xd8, 0xff]))).toMatch(/too large/);
  });

  it('tells image names from record names', () => {
    expect(isImageName('scan.PNG')).toBe(true);
    expect(isImageName('ecg.jpeg')).toBe(true);
    expect(isImageName('Example.xml')).toBe(false);
    expect(isImageName('png')).toBe(false);
  });
});
