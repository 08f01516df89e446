// The `audio_player` widget chunk (ARCHITECTURE §3.1a).
import { audioPlayerDefaults, type AudioPlayerData } from '../../../shared/widgets/audio-player';
import type { WidgetModule } from '../types';
import { AudioPlayer } from './AudioPlayer';

const module: WidgetModule<AudioPlayerData> = { defaults: audioPlayerDefaults, Widget: AudioPlayer };
export default module;
