import { createHash } from 'node:crypto';

const adjectives = [
  'Brave',
  'Bright',
  'Calm',
  'Clever',
  'Curious',
  'Daring',
  'Eager',
  'Gentle',
  'Happy',
  'Jolly',
  'Kind',
  'Lively',
  'Lucky',
  'Mighty',
  'Nimble',
  'Patient',
  'Quick',
  'Quiet',
  'Sharp',
  'Sunny',
  'Swift',
  'Witty',
  'Bold',
  'Cheerful',
];
const animals = [
  'Otter',
  'Falcon',
  'Panda',
  'Fox',
  'Dolphin',
  'Koala',
  'Lynx',
  'Owl',
  'Penguin',
  'Tiger',
  'Turtle',
  'Whale',
  'Badger',
  'Heron',
  'Gecko',
  'Beaver',
  'Bison',
  'Crane',
  'Hedgehog',
  'Ibex',
  'Jaguar',
  'Lemur',
  'Marten',
  'Puffin',
];

/**
 * The name classmates see instead of a real one: made from the user id, so it is the
 * same everywhere, needs no storage and can never be something a child typed.
 */
export function nicknameOf(userId: string): string {
  const digest = createHash('sha256').update(userId).digest();
  const adjective = adjectives[(digest[0] ?? 0) % adjectives.length];
  const animal = animals[(digest[1] ?? 0) % animals.length];
  const number = ((digest[2] ?? 0) % 90) + 10;
  return `${adjective} ${animal} ${number}`;
}
