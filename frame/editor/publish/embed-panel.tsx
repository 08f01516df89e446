// The embed snippet with a copy button, the placeholder-only form, and install steps per platform.
import { useState } from 'react';
import { CopyButton } from '../ui/copy-button';
import { Group } from '../ui/fields';
import { TabPanel, Tabs } from '../ui/tabs';
import type { LastHeights } from '../api/widgets-api';
import { embedSnippet, placeholderTag, PLATFORMS, reservedHeights } from './embed-snippet';

/** `consentBanner`: the widget is the site's consent banner, so its code puts the page in consent mode. */
/** `whiteLabel`: the owner's white-label token, which the placeholder carries. */
export function EmbedPanel(props: { appUrl: string; widgetId: string; lastHeights?: LastHeights; fromPreview?: boolean; consentBanner?: boolean; whiteLabel?: string | null }) {
  const [platform, setPlatform] = useState<(typeof PLATFORMS)[number]['id']>('html');
  const code = embedSnippet(props.appUrl, props.widgetId, props.lastHeights, { consent: props.consentBanner, whiteLabel: props.whiteLabel });
  const only = placeholderTag(props.widgetId, props.lastHeights, props.whiteLabel);
  const steps = PLATFORMS.find((p) => p.id === platform)!.steps;
  const r = reservedHeights(props.lastHeights);
  const others = r ? [r.tablet && `${r.tablet} px on tablets`, r.mobile && `${r.mobile} px on phones`].filter(Boolean) : [];
  const px = r && `${r.inline} px${others.length ? ` (${others.join(', ')})` : ''}`;
  return (
    <Group title="Embed on your site">
      <label class="field">
        <span>Embed code</span>
        <textarea id="embed-code" class="code" readOnly rows={3} value={code} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <CopyButton text={code} label="Copy embed code" targetId="embed-code" />
      {props.consentBanner ? (
        <p class="hint" id="embed-consent">
          Put this code on every page of your site, in place of any other Tessera script: until a visitor accepts, no Tessera widget keeps a visitor id or loads analytics tags. Your own scripts can wait for the same answer: listen for the tessera:consent event. A link with the data-tessera-consent-settings attribute (Cookie settings) brings the banner back.
        </p>
      ) : null}
      {px ? (
        <p class="hint" id="embed-reserve">
          {props.fromPreview
            ? `The code keeps ${px} free, the widget's height measured in the builder, so the page does not jump while it loads. Copy it again after visitors have seen the widget for the height on their screens.`
            : `The code keeps ${px} free, the widget's height on visitors' screens, so the page does not jump while it loads.`}
        </p>
      ) : null}
      <label class="field">
        <span>Page already loads the Tessera script? Paste only this:</span>
        <textarea id="embed-placeholder" class="code" readOnly rows={1} value={only} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <CopyButton text={only} label="Copy placeholder" targetId="embed-placeholder" />
      <Tabs label="Install on" idPrefix="install" tabs={PLATFORMS} selected={platform} onSelect={setPlatform} />
      <TabPanel idPrefix="install" selected={platform}>
        <ol class="steps">
          {steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </TabPanel>
    </Group>
  );
}
