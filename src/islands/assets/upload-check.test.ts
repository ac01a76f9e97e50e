import { describe, expect, it } from 'vitest';
import { checkUpload } from './upload-check.ts';

const MB = 1024 * 1024;

describe('checkUpload', () => {
  it.each([
    ['a.jpg', 'image/jpeg'],
    ['a.PNG', 'image/png'],
    ['a.webp', 'image/webp'],
    ['no-type.jpeg', ''],
  ])('lets %s through', (name, type) => {
    expect(checkUpload({ name, type, size: MB })).toBeNull();
  });

  it.each([
    ['a.gif', 'image/gif'],
    ['a.pdf', 'application/pdf'],
    ['a.svg', 'image/svg+xml'],
    ['photo.png', 'text/plain'],
    ['notes.txt', ''],
  ])('refuses %s (%s) as the wrong type', (name, type) => {
    expect(checkUpload({ name, type, size: 10 })).toMatchObject({ key: 'validation.fileType' });
  });

  it('refuses 10MB and one byte but not 10MB', () => {
    expect(checkUpload({ name: 'a.png', type: 'image/png', size: 10 * MB })).toBeNull();
    expect(checkUpload({ name: 'a.png', type: 'image/png', size: 10 * MB + 1 })).toMatchObject({
      key: 'validation.fileTooLarge',
      params: { maxSize: 10 },
    });
  });
});

describe('checkUpload in the library, which takes videos too (decision 108)', () => {
  it.each([
    ['clip.mp4', 'video/mp4'],
    ['clip.webm', 'video/webm'],
    ['clip.MOV', 'video/quicktime'],
    ['no-type.mov', ''],
    ['a.png', 'image/png'],
  ])('lets %s through', (name, type) => {
    expect(checkUpload({ name, type, size: 2 * MB }, { video: true })).toBeNull();
  });

  it('refuses a video where only images are taken, naming the image types', () => {
    expect(checkUpload({ name: 'clip.mp4', type: 'video/mp4', size: MB })).toMatchObject({
      key: 'validation.fileType',
      params: { acceptedTypes: 'JPEG, PNG, WebP' },
    });
  });

  it('refuses another video type or a GIF, naming every type the library takes', () => {
    for (const [name, type] of [
      ['clip.avi', 'video/x-msvideo'],
      ['a.gif', 'image/gif'],
    ]) {
      expect(checkUpload({ name: name!, type: type!, size: MB }, { video: true })).toMatchObject({
        key: 'validation.fileType',
        params: { acceptedTypes: 'JPEG, PNG, WebP, MP4, WebM, MOV' },
      });
    }
  });

  it('refuses a video of 50MB and one byte but not 50MB, and an image over 10MB', () => {
    const video = { name: 'clip.mp4', type: 'video/mp4' };
    expect(checkUpload({ ...video, size: 50 * MB }, { video: true })).toBeNull();
    expect(checkUpload({ ...video, size: 50 * MB + 1 }, { video: true })).toMatchObject({
      key: 'validation.fileTooLarge',
      params: { maxSize: 50 },
    });
    expect(
      checkUpload({ name: 'a.png', type: 'image/png', size: 10 * MB + 1 }, { video: true }),
    ).toMatchObject({ key: 'validation.fileTooLarge', params: { maxSize: 10 } });
  });
});
