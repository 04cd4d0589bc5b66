// Sounds (spec §9): the learning moments' effects and the background music.
export { Sounds } from './components/sounds';
export { createSoundPlayer, type SoundName, type SoundPlayer } from './model/sound-player';
