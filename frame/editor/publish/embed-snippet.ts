// ARCHITECTURE §3.1 embed snippet (contract): the script once per page, a placeholder per widget.
export function loaderTag(appUrl: string): string {
  return `<script src="${appUrl}/loader.js" async></script>`;
}

export function placeholderTag(widgetId: string): string {
  return `<div data-tessera-widget="${widgetId}"></div>`;
}

export function embedSnippet(appUrl: string, widgetId: string): string {
  return `${loaderTag(appUrl)}\n${placeholderTag(widgetId)}`;
}

export const PLATFORMS = [
  {
    id: 'html',
    label: 'Plain HTML',
    steps: ['Open the page in your editor.', 'Paste the code where the widget should appear, inside <body>.', 'Save and upload the page.'],
  },
  {
    id: 'wix',
    label: 'Wix',
    steps: ['In the Wix editor choose Add Elements → Embed Code → Embed HTML.', 'Click Enter Code, pick Code and paste the snippet.', 'Resize the box to fit and publish the site.'],
  },
  {
    id: 'shopify',
    label: 'Shopify',
    steps: ['In Online Store → Themes → Customize, open the page or section.', 'Add a Custom Liquid section (or a Custom HTML block).', 'Paste the snippet, then Save.'],
  },
  {
    id: 'wordpress',
    label: 'WordPress',
    steps: ['Edit the page or post in the block editor.', 'Add a Custom HTML block where the widget should go.', 'Paste the snippet and Update.'],
  },
] as const;
