import { randomInt } from 'node:crypto';

// Nicknames are drawn, never typed (what Blooket's and Kahoot's users ask for): a list of kind
// words and animals cannot spell anything a filter would have to catch.
const adjectives = (
  'Brave Bright Calm Clever Cosmic Curious Daring Eager Fearless Friendly Gentle Glowing ' +
  'Happy Helpful Jolly Keen Kind Lively Lucky Mighty Nimble Noble Patient Playful Proud Quick ' +
  'Quiet Radiant Rapid Sharp Shiny Smart Speedy Steady Sunny Swift Tidy Witty Zesty Zippy'
).split(' ');
const animals = (
  'Badger Beaver Bison Camel Cheetah Crane Dolphin Eagle Falcon Ferret Gecko Giraffe Hedgehog ' +
  'Heron Ibis Jaguar Koala Lemur Lynx Manatee Meerkat Narwhal Ocelot Otter Owl Panda Pelican ' +
  'Penguin Puffin Quokka Raccoon Robin Salmon Seal Sparrow Tapir Toucan Walrus Wombat Yak'
).split(' ');

/** A nickname not in `taken`: "Brave Otter". Past the list's size a number tells twins apart. */
export function drawNickname(taken: ReadonlySet<string>, pick = randomInt): string {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const name = `${adjectives[pick(adjectives.length)]} ${animals[pick(animals.length)]}`;
    if (!taken.has(name)) return name;
  }
  for (let n = 2; ; n += 1) {
    const name = `${adjectives[pick(adjectives.length)]} ${animals[pick(animals.length)]} ${n}`;
    if (!taken.has(name)) return name;
  }
}

/** Whether a name is one the generator makes (tests and the seed check against it). */
export function isGeneratedNickname(name: string): boolean {
  const [adjective, animal, number, ...rest] = name.split(' ');
  return (
    rest.length === 0 &&
    adjectives.includes(adjective ?? '') &&
    animals.includes(animal ?? '') &&
    (number === undefined || /^[2-9]\d*$/.test(number))
  );
}
