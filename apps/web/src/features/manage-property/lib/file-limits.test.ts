import { MAX_IMAGE_BYTES } from '@nivaas/shared/constants';
import { describe, expect, it } from 'vitest';
import {
  checkBrochure,
  checkNewFloorPlans,
  checkNewImages,
  checkVirtualTour,
  fileSizeText,
  LIMIT_MSG,
} from './file-limits';

const MB = 1024 * 1024;
const img = (name: string, size = 1000, type = 'image/jpeg') => ({ name, size, type });

describe('checkNewImages', () => {
  it('accepts images up to 5 MB', () => {
    const files = [img('a.jpg'), img('b.png', MAX_IMAGE_BYTES, 'image/png')];
    expect(checkNewImages(0, files)).toEqual({ accepted: files, errors: [] });
  });

  it('refuses an image over 5 MB, naming the file and the limit', () => {
    const { accepted, errors } = checkNewImages(0, [img('big.jpg', MAX_IMAGE_BYTES + 1)]);
    expect(accepted).toEqual([]);
    expect(errors).toEqual([LIMIT_MSG.imageTooLarge('big.jpg')]);
    expect(errors[0]).toContain('5 MB');
  });

  it('refuses files that are not images', () => {
    const { accepted, errors } = checkNewImages(0, [
      img('notes.pdf', 10, 'application/pdf'),
      img('x.heic', 10, 'image/heic'),
    ]);
    expect(accepted).toEqual([]);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('not an image');
  });

  it('keeps the total at 10, counting the photos already there', () => {
    const files = [img('1.jpg'), img('2.jpg'), img('3.jpg')];
    const { accepted, errors } = checkNewImages(8, files);
    expect(accepted.map((f) => f.name)).toEqual(['1.jpg', '2.jpg']);
    expect(errors).toEqual(['You can upload at most 10 images']);
    expect(checkNewImages(10, [img('x.jpg')]).accepted).toEqual([]);
  });
});

describe('checkNewFloorPlans', () => {
  it('allows at most 5', () => {
    const { accepted, errors } = checkNewFloorPlans(4, [img('a.png'), img('b.png')]);
    expect(accepted).toHaveLength(1);
    expect(errors).toEqual(['You can upload at most 5 floor plans']);
  });
});

describe('checkBrochure', () => {
  it('accepts pdf, doc and docx up to 10 MB', () => {
    expect(checkBrochure({ name: 'b.pdf', size: 10 * MB, type: 'application/pdf' })).toBeNull();
    expect(checkBrochure({ name: 'b.doc', size: 1, type: 'application/msword' })).toBeNull();
    expect(
      checkBrochure({
        name: 'b.docx',
        size: 1,
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    ).toBeNull();
    expect(checkBrochure({ name: 'b.doc', size: 1, type: '' })).toBeNull();
  });
  it('refuses other types and files over 10 MB', () => {
    expect(checkBrochure({ name: 'b.png', size: 1, type: 'image/png' })).toBe(LIMIT_MSG.brochureType);
    expect(checkBrochure({ name: 'b.pdf', size: 10 * MB + 1, type: 'application/pdf' })).toBe(
      'The brochure can be at most 10 MB',
    );
  });
});

describe('checkVirtualTour', () => {
  it('accepts a video up to 100 MB and refuses the rest', () => {
    expect(checkVirtualTour({ name: 't.mp4', size: 100 * MB, type: 'video/mp4' })).toBeNull();
    expect(checkVirtualTour({ name: 't.mp4', size: 100 * MB + 1, type: 'video/mp4' })).toBe(
      'The virtual tour can be at most 100 MB',
    );
    expect(checkVirtualTour({ name: 't.gif', size: 1, type: 'image/gif' })).toBe(LIMIT_MSG.videoType);
  });
});

describe('fileSizeText', () => {
  it('shows KB below a megabyte and MB above', () => {
    expect(fileSizeText(830 * 1024)).toBe('830 KB');
    expect(fileSizeText(2.4 * MB)).toBe('2.4 MB');
    expect(fileSizeText(10)).toBe('1 KB');
  });
});
