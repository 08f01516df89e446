// Default built-in data of the `image_gallery` widget type (ARCHITECTURE §3.1a): plain data, no zod, so the
// frame's widget chunk can import it. Default images are small SVGs our server serves from /static/.
import { commonDefaults, type CommonWidgetData } from './common-data';

export type GalleryImage = {
  id: string;
  /** Absolute URL, or a path on the app (`/static/...`) resolved against the app URL. */
  src: string;
  /** Required for accessibility: the grid and the lightbox both use it. */
  alt: string;
  caption?: string;
  /** Where the picture leads (rows of a data source: its link column); shown in the lightbox. */
  link?: string;
};

export const GALLERY_ASPECTS = ['square', 'original'] as const;

export type ImageGalleryData = CommonWidgetData & {
  title: string;
  images: GalleryImage[];
  /** Columns on desktop; tablet shows at most 3 and mobile at most 2. */
  columns: number;
  /** Gap between tiles in px. */
  gap: number;
  /** Tile shape: square crops, or each image's own proportions. */
  aspect: (typeof GALLERY_ASPECTS)[number];
  showCaptions: boolean;
  /** Whether clicking a tile opens the host-page lightbox. */
  lightbox: boolean;
  /** Set by the server when the images came from a data integration of this kind (gallery-source.ts). */
  imagesFrom?: string;
  /** Whose pictures are shown of a signed-in account: an Airtable table ("appX/tblY"), a Notion database
   *  or a OneDrive folder (their ids); '' for none. */
  sourceTable: string;
};

const demo: [string, string][] = [
  ['Sunrise over hills', 'Warm light over rolling hills'],
  ['Lake at dusk', 'A calm lake as the day ends'],
  ['Forest path', 'A trail through green woods'],
  ['Desert dunes', 'Golden dunes under a clear sky'],
  ['Snowy peak', 'A mountain top in winter'],
  ['Coral reef', 'Colours under the sea'],
  ['City lights', 'A skyline at night'],
  ['Lavender field', 'Rows of purple flowers'],
];

export const imageGalleryDefaults: ImageGalleryData = {
  ...commonDefaults,
  title: 'Gallery',
  images: demo.map(([alt, caption], i) => ({ id: `demo-${i + 1}`, src: `/static/demo/gallery/photo-${i + 1}.svg`, alt, caption })),
  columns: 4,
  gap: 8,
  aspect: 'square',
  showCaptions: false,
  lightbox: true,
  sourceTable: '',
};
