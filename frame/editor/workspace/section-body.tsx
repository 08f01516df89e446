// The drawer's content for the chosen section.
import { ContentSection } from '../sections/content-section';
import { DesignSection } from '../sections/design-section';
import { InsightsSection } from '../sections/insights-section';
import { IntegrationsSection } from '../sections/integrations-section';
import { PublishSection } from '../sections/publish-section';
import { SettingsSection } from '../sections/settings-section';
import type { SectionId } from './sections';

export function SectionBody(props: { section: SectionId }) {
  switch (props.section) {
    case 'content':
      return <ContentSection />;
    case 'design':
      return <DesignSection />;
    case 'settings':
      return <SettingsSection />;
    case 'integrations':
      return <IntegrationsSection />;
    case 'publish':
      return <PublishSection />;
    case 'insights':
      return <InsightsSection />;
  }
}
