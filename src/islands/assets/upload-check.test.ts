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
