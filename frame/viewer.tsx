// The viewer entry: everything a visitor downloads before the widget's own chunk (budget: 20,000 bytes
// gzipped). Widget types, the watermark and the builder are separate chunks.
import { startViewer } from './viewer/start';

startViewer();
