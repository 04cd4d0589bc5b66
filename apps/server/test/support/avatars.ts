/** An avatar of free parts only, as the avatar editor sends it: any student may save it. */
export const plainAvatar = {
  background: { backgroundColor: '#ffffff' },
  head: { variation: 'Head2', blushColor: '#ff9c7d' },
  body: { variation: 'Body1', bodyColor: '#ffb89d', shirtColor: '#f3a13f' },
  eyes: { variation: 'Eyes3', eyesColor: '#000000', browsColor: '#000000' },
  hair: { variation: 'FrontHair2', hairColor: '#5a3825' },
  mouth: { variation: 'Mouth1' },
  headwear: { variation: '' },
};
