// The marks of the chat apps both the chat button and the share buttons link into: a plain glyph of our
// own (decorative; the link's name says which app) on the colour white reads on at 4.5:1 (the app's own,
// darkened where it is lighter). One set, so an app looks the same in every widget.
export const APP_MARKS = {
  // A speech bubble (its hole drawn the other way round, so the ring is all that fills) with a handset.
  whatsapp: { color: '#1b7d4a', d: 'M12 2.5a9 9 0 0 0-7.7 13.7L3 21l4.9-1.3A9 9 0 1 0 12 2.5zm0 2a7 7 0 1 1-3.6 13l-.4-.2-2.6.7.7-2.5-.2-.4A7 7 0 0 1 12 4.5zM9 8.5h1.5l1 2.3-.9 1a5.5 5.5 0 0 0 2.6 2.6l1-.9 2.3 1V16a1 1 0 0 1-1 1A7.5 7.5 0 0 1 8 9.5a1 1 0 0 1 1-1z' },
  telegram: { color: '#1679b8', d: 'M2 11l19-8-3.5 17-5.5-4-2.5 3v-5l7.5-7-9.5 6z' },
  messenger: { color: '#0866ff', d: 'M4 4h16v12H7l-3 3zm3 9 4-4 2 2 4-4-4 6-2-2z' },
} as const;
