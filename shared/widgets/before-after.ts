// Default built-in data of the `before_after` widget type (ARCHITECTURE §3.1a): two pictures of the same
// scene stacked, a divider the visitor drags to show one over the other. The default pictures are small
// SVGs our server serves from /static/, so a new widget renders offline. Plain data, no zod, so the
// frame's widget chunk can import it.
import { commonDefaults, type CommonWidgetData } from './common-data';

export type ComparedImage = {
  /** Absolute URL, or a path on the app (`/static/...`) resolved against the app URL. */
  src: string;
  /** Read by screen readers; the picture's label ("Before") when empty. */
  alt: string;
};

export const BEFORE_AFTER_ORIENTATIONS = ['horizontal', 'vertical'] as const;
/** The pictures' frame: their own shape (the before picture's), or a fixed one they fill (cropped, never
 *  stretched). A fixed shape gives the server-rendered first paint its final height. */
export const BEFORE_AFTER_ASPECTS = ['original', '16:9', '3:2', '4:3', '1:1'] as const;

export type BeforeAfterData = CommonWidgetData & {
  title: string;
  /** Under the pictures; none when empty. */
  caption: string;
  beforeLabel: string;
  afterLabel: string;
  /** The divider's name for screen readers. */
  sliderLabel: string;
  beforeImage: ComparedImage;
  afterImage: ComparedImage;
  showLabels: boolean;
  /** Where the divider starts, in percent from the left (horizontal) or the top (vertical). */
  startPosition: number;
  /** horizontal: before on the left, a divider moved sideways; vertical: before on top. */
  orientation: (typeof BEFORE_AFTER_ORIENTATIONS)[number];
  aspectRatio: (typeof BEFORE_AFTER_ASPECTS)[number];
};

export const beforeAfterDefaults: BeforeAfterData = {
  ...commonDefaults,
  title: 'See the difference',
  caption: 'Drag the divider to compare the two pictures.',
  beforeLabel: 'Before',
  afterLabel: 'After',
  sliderLabel: 'Compare the pictures',
  beforeImage: { src: '/static/demo/before-after/before.svg', alt: 'The café terrace before: bare ground and a worn front under a grey sky' },
  afterImage: { src: '/static/demo/before-after/after.svg', alt: 'The café terrace after: a lawn with flowers, a painted front and a striped awning in the sun' },
  showLabels: true,
  startPosition: 50,
  orientation: 'horizontal',
  // The default pictures' own shape (800 × 600).
  aspectRatio: '4:3',
};
