// The `logo_showcase` widget chunk (ARCHITECTURE §3.1a): client, partner or press logos, in the
// placeholder. The grid's columns and the carousel's strip are sized by CSS alone, so the server-rendered
// first height is right at any width.
import { logoShowcaseDefaults, type LogoShowcaseData } from '../../../shared/widgets/logo-showcase';
import type { WidgetModule } from '../types';
import { LogoShowcase } from './LogoShowcase';

const module: WidgetModule<LogoShowcaseData> = { defaults: logoShowcaseDefaults, Widget: LogoShowcase, fluidSsr: true };
export default module;
