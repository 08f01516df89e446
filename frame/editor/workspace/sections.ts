// The editor's sidebar sections, in order. Icons are 24-unit SVG paths.
export const SECTIONS = [
  { id: 'content', label: 'Content', icon: 'M4 5h16v2H4zM4 11h16v2H4zM4 17h10v2H4z' },
  { id: 'design', label: 'Design', icon: 'M12 3a9 9 0 1 0 0 18c1 0 2-1 2-2s-1-2 0-3h3a4 4 0 0 0 4-4c0-5-4-9-9-9zM7 12a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm3-4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm5 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z' },
  { id: 'settings', label: 'Settings', icon: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm9 5v-2l-2.2-.6-.6-1.5 1.1-2-1.4-1.4-2 1.1-1.5-.6L13 3h-2l-.6 2.2-1.5.6-2-1.1-1.4 1.4 1.1 2-.6 1.5L3 11v2l2.2.6.6 1.5-1.1 2 1.4 1.4 2-1.1 1.5.6L11 21h2l.6-2.2 1.5-.6 2 1.1 1.4-1.4-1.1-2 .6-1.5z' },
  { id: 'integrations', label: 'Integrations', icon: 'M8 3v5H5v4a7 7 0 0 0 6 6.9V22h2v-3.1A7 7 0 0 0 19 12V8h-3V3h-2v5h-4V3z' },
  { id: 'publish', label: 'Publish', icon: 'M12 3l-5 5h3v7h4V8h3zM5 18h14v2H5z' },
  { id: 'insights', label: 'Insights', icon: 'M4 20V10h3v10zm6 0V4h3v16zm6 0v-7h3v7z' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];
