#!/usr/bin/env node
// Makes Sparked's four sounds (spec §9: background music, course completed, right, wrong) from
// nothing but arithmetic, so the audio is the project's own: `node scripts/make-sounds.mjs`
// writes apps/web/public/sounds/*.mp3. The files are committed; run this again after changing a
// sound here.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Mp3Encoder } from '@breezystack/lamejs';

const rate = 22_050;
const outDir = path.resolve(import.meta.dirname, '../apps/web/public/sounds');

/** A note's frequency from its MIDI number (69 is A4, 440 Hz). */
const hz = (midi) => 440 * 2 ** ((midi - 69) / 12);

/** Soft attack, exponential fall: no clicks at either end. */
function envelope(t, length, attack = 0.01) {
  if (t < 0 || t > length) return 0;
  const rise = Math.min(1, t / attack);
  const fall = Math.exp((-3 * t) / length) * Math.min(1, (length - t) / 0.02);
  return rise * fall;
}

const waves = {
  sine: (phase) => Math.sin(2 * Math.PI * phase),
  triangle: (phase) => 1 - 4 * Math.abs(Math.round(phase - 0.25) - (phase - 0.25)),
  /** A bell-like tone: the note and a quiet octave and twelfth above. */
  bell: (phase) =>
    Math.sin(2 * Math.PI * phase) +
    0.3 * Math.sin(4 * Math.PI * phase) +
    0.12 * Math.sin(6 * Math.PI * phase),
};

/** Renders notes ({ at, length, midi, wave, gain }) into one mono track of `seconds`. */
function render(seconds, notes) {
  const samples = new Float32Array(Math.ceil(seconds * rate));
  for (const note of notes) {
    const wave = waves[note.wave ?? 'sine'];
    const frequency = hz(note.midi);
    const start = Math.floor(note.at * rate);
    const end = Math.min(samples.length, Math.ceil((note.at + note.length) * rate));
    for (let index = start; index < end; index += 1) {
      const t = (index - start) / rate;
      samples[index] +=
        (note.gain ?? 0.5) * envelope(t, note.length, note.attack) * wave(frequency * t);
    }
  }
  const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0) || 1;
  return samples.map((value) => (value / peak) * 0.8);
}

function encode(name, samples, kbps) {
  const pcm = Int16Array.from(samples, (value) => Math.round(value * 32_767));
  const encoder = new Mp3Encoder(1, rate, kbps);
  const parts = [];
  for (let offset = 0; offset < pcm.length; offset += 1152)
    parts.push(encoder.encodeBuffer(pcm.subarray(offset, offset + 1152)));
  parts.push(encoder.flush());
  const bytes = Buffer.concat(parts.map((part) => Buffer.from(part)));
  writeFileSync(path.join(outDir, `${name}.mp3`), bytes);
  console.log(`${name}.mp3  ${(bytes.length / 1024).toFixed(1)} KiB`);
}

/** A bright rising pair: E5 then A5. */
const right = render(0.45, [
  { at: 0, length: 0.18, midi: 76, wave: 'bell' },
  { at: 0.09, length: 0.34, midi: 81, wave: 'bell' },
]);

/** A soft falling pair, never harsh: D4 then A3. */
const wrong = render(0.55, [
  { at: 0, length: 0.22, midi: 62, wave: 'triangle', attack: 0.02 },
  { at: 0.16, length: 0.36, midi: 57, wave: 'triangle', attack: 0.02 },
]);

/** A climbing C major arpeggio into a held chord. */
const completed = render(2, [
  ...[72, 76, 79, 84].map((midi, step) => ({
    at: step * 0.11,
    length: 0.3,
    midi,
    wave: 'bell',
    gain: 0.45,
  })),
  ...[72, 76, 79, 84].map((midi) => ({ at: 0.5, length: 1.45, midi, wave: 'bell', gain: 0.3 })),
]);

/**
 * Eight bars at 96 beats a minute over C, A minor, F and G, twice: a soft pad, a walking bass and
 * a small tune. Every note ends inside the loop, so it repeats without a seam.
 */
function music() {
  const beat = 60 / 96;
  const bar = beat * 4;
  const chords = [
    [60, 64, 67],
    [57, 60, 64],
    [53, 57, 60],
    [55, 59, 62],
  ];
  const tune = [
    [76, 74, 72, 74],
    [72, 71, 69, 71],
    [69, 72, 74, 72],
    [71, 74, 79, 74],
    [76, 79, 76, 74],
    [72, 76, 74, 72],
    [69, 72, 77, 76],
    [74, 71, 67, 71],
  ];
  const notes = [];
  for (let index = 0; index < 8; index += 1) {
    const chord = chords[index % 4];
    const at = index * bar;
    for (const midi of chord)
      notes.push({ at, length: bar * 0.98, midi, wave: 'sine', gain: 0.16, attack: 0.3 });
    for (let step = 0; step < 4; step += 1) {
      notes.push({ at: at + step * beat, length: beat * 0.9, midi: chord[0] - 12, gain: 0.3 });
      notes.push({
        at: at + step * beat,
        length: beat * 0.8,
        midi: tune[index][step],
        wave: 'bell',
        gain: 0.22,
      });
    }
  }
  return render(8 * bar, notes);
}

mkdirSync(outDir, { recursive: true });
encode('right', right, 64);
encode('wrong', wrong, 64);
encode('course-completed', completed, 64);
encode('background-music', music(), 48);
