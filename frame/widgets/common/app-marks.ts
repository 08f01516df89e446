// The marks of the apps and networks several widgets link into (the chat button, the share buttons, the
// social links): a plain glyph of our own (decorative; the link's name says which app) on the colour white
// reads on at 4.5:1 (the app's own, darkened where it is lighter). One set, so an app looks the same in
// every widget, in the one chunk those widgets already share (no request added for any of them).
export const APP_MARKS = {
  // A speech bubble (its hole drawn the other way round, so the ring is all that fills) with a handset.
  whatsapp: { color: '#1b7d4a', d: 'M12 2.5a9 9 0 0 0-7.7 13.7L3 21l4.9-1.3A9 9 0 1 0 12 2.5zm0 2a7 7 0 1 1-3.6 13l-.4-.2-2.6.7.7-2.5-.2-.4A7 7 0 0 1 12 4.5zM9 8.5h1.5l1 2.3-.9 1a5.5 5.5 0 0 0 2.6 2.6l1-.9 2.3 1V16a1 1 0 0 1-1 1A7.5 7.5 0 0 1 8 9.5a1 1 0 0 1 1-1z' },
  telegram: { color: '#1679b8', d: 'M2 11l19-8-3.5 17-5.5-4-2.5 3v-5l7.5-7-9.5 6z' },
  facebook: { color: '#0866ff', d: 'M13.5 22v-8h2.7l.4-3.2h-3.1V8.9c0-.9.3-1.5 1.6-1.5h1.7V4.5c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.2H7.4V14h2.8v8z' },
  x: { color: '#000000', d: 'M4 4h4.6l11.4 16h-4.6zM17.6 4h2.2l-6.4 7.3-1.2-1.6zM4.2 20l6.6-7.5 1.2 1.6L6.4 20z' },
  linkedin: { color: '#0a66c2', d: 'M4.5 9h3.4v11H4.5zM6.2 3.6a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h3.3v1.5c.5-.9 1.6-1.8 3.4-1.8 3.5 0 4.1 2.3 4.1 5.3v6h-3.4v-5.3c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H10z' },
  // A P cut out of a disc.
  pinterest: { color: '#cc001f', d: 'M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20zM10 7h3.2a3.3 3.3 0 0 1 0 6.6h-1.4V17H10zm1.8 1.6V12h1.3a1.7 1.7 0 0 0 0-3.4z' },
  messenger: { color: '#0866ff', d: 'M4 4h16v12H7l-3 3zm3 9 4-4 2 2 4-4-4 6-2-2z' },
} as const;
