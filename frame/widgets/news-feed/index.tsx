// The `news_feed` widget chunk (ARCHITECTURE §3.1a): the latest posts, the owner's or a feed's, in the
// placeholder. Sizes are CSS's (the pictures' boxes have a fixed shape), so the server-rendered first
// height is the final one at any width.
import { newsFeedDefaults, type NewsFeedData } from '../../../shared/widgets/news-feed';
import type { WidgetModule } from '../types';
import { NewsFeed } from './NewsFeed';

const module: WidgetModule<NewsFeedData> = { defaults: newsFeedDefaults, Widget: NewsFeed, fluidSsr: true };
export default module;
