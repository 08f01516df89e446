// Rows of a data source as gallery images (shared/widgets/gallery-source.ts).
import { describe, expect, it } from 'vitest';
import { galleryImagesFrom, MAX_SOURCE_IMAGES } from '../../../shared/widgets/gallery-source';

const CASES: [string, unknown[], unknown[]][] = [
  [
    'CSV columns named as people name them, in any case',
    [{ Image: 'https://cdn.example/a.jpg', Title: 'Pear', Link: 'https://shop.example/pear' }],
    [{ id: 'source-1', src: 'https://cdn.example/a.jpg', alt: 'Pear', caption: 'Pear', link: 'https://shop.example/pear' }],
  ],
  ['a "url" column naming an image file is the picture', [{ url: 'https://cdn.example/b.webp?w=400', name: 'Fig' }], [{ id: 'source-1', src: 'https://cdn.example/b.webp?w=400', alt: 'Fig', caption: 'Fig' }]],
  [
    'a "url" column naming a page is the link',
    [{ photo: 'https://cdn.example/c.png', url: 'https://shop.example/c', id: 7 }],
    [{ id: '7', src: 'https://cdn.example/c.png', alt: 'Image 1', link: 'https://shop.example/c' }],
  ],
  [
    'an RSS item: its enclosure picture, its title, its link, its guid',
    [{ title: 'News', link: 'https://news.example/1', description: '<p>Big <b>news</b></p>', pubDate: '', guid: 'g1', image: 'https://news.example/1.jpg' }],
    [{ id: 'g1', src: 'https://news.example/1.jpg', alt: 'News', caption: 'News', link: 'https://news.example/1' }],
  ],
  ['a description with markup, as text', [{ image: 'https://x.example/d.jpg', description: '<p>Big <b>news</b></p>' }], [{ id: 'source-1', src: 'https://x.example/d.jpg', alt: 'Big news', caption: 'Big news' }]],
  [
    'rows without a picture, or with a picture or link that is not http(s), left out or unlinked',
    [{ title: 'No picture' }, { image: 'javascript:alert(1)' }, { image: 'https://x.example/e.jpg', link: 'javascript:alert(1)' }, 'text', null, [1]],
    [{ id: 'source-3', src: 'https://x.example/e.jpg', alt: 'Image 1' }],
  ],
];

describe('galleryImagesFrom', () => {
  it.each(CASES)('%s', (_what, items, want) => {
    expect(galleryImagesFrom(items)).toEqual(want);
  });

  it(`keeps at most ${MAX_SOURCE_IMAGES} images`, () => {
    const rows = Array.from({ length: 150 }, (_, i) => ({ image: `https://x.example/${i}.jpg` }));
    expect(galleryImagesFrom(rows)).toHaveLength(MAX_SOURCE_IMAGES);
  });
});
