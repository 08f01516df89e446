// The `social_links` widget chunk (ARCHITECTURE §3.1a): icons linking to a business's own profiles, in the
// placeholder. They wrap by CSS at a fixed height each, so the server-rendered first height is right at any
// width.
import { socialLinksDefaults, type SocialLinksData } from '../../../shared/widgets/social-links';
import type { WidgetModule } from '../types';
import { SocialLinks } from './SocialLinks';

const module: WidgetModule<SocialLinksData> = { defaults: socialLinksDefaults, Widget: SocialLinks, fluidSsr: true };
export default module;
