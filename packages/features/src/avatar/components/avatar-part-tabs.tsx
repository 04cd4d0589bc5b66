import type { MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { WalletName } from '@sparked/contracts';
import type {
  AvatarColorField,
  AvatarModel,
  AvatarPart,
  AvatarVariationOption,
  AvatarVariationPart,
} from '@sparked/ui/patterns/avatar';
import { AvatarPartPicker } from '@sparked/ui/patterns/avatar-part-picker';
import { Tabs, TabsList, TabsPanel, TabsTrigger } from '@sparked/ui/tabs';
import type { PartOffer } from '../model/part-offers';

/** The tabs, in the order a student most likely changes things. */
const editorParts: ReadonlyArray<{ part: AvatarPart; label: MessageDescriptor }> = [
  { part: 'hair', label: msg({ message: 'Hair', comment: 'A part of the avatar.' }) },
  { part: 'headwear', label: msg({ message: 'Headwear', comment: 'A part of the avatar.' }) },
  { part: 'eyes', label: msg({ message: 'Eyes', comment: 'A part of the avatar.' }) },
  { part: 'mouth', label: msg({ message: 'Mouth', comment: 'A part of the avatar.' }) },
  { part: 'head', label: msg({ message: 'Head', comment: 'A part of the avatar.' }) },
  { part: 'body', label: msg({ message: 'Body', comment: 'A part of the avatar.' }) },
  { part: 'background', label: msg({ message: 'Background', comment: 'A part of the avatar.' }) },
];

/** A wallet's name inside a sentence, lower case: "costs 5 diamonds". */
function currencyWords(wallet: WalletName): string {
  return select(wallet, {
    ENERGY: 'energy',
    DIAMONDS: 'diamonds',
    ACHIEVEMENT_POINTS: 'achievement points',
    other: 'experience points',
  });
}

export type AvatarPartTabsProps = {
  avatar: AvatarModel;
  offer(part: AvatarVariationPart): PartOffer;
  onEquip(part: AvatarVariationPart, variation: string): void;
  onLockedSelect(part: AvatarVariationPart, option: AvatarVariationOption): void;
  onColorChange(part: AvatarPart, field: AvatarColorField, hex: string): void;
};

/** A tab per part: its options with prices and locks, and a colour picker per colour. */
export function AvatarPartTabs({
  avatar,
  offer,
  onEquip,
  onLockedSelect,
  onColorChange,
}: AvatarPartTabsProps) {
  const { t, i18n } = useLingui();
  return (
    <Tabs defaultValue="hair">
      <TabsList aria-label={t`Avatar parts`}>
        {editorParts.map(({ part, label }) => (
          <TabsTrigger key={part} value={part}>
            {i18n._(label)}
          </TabsTrigger>
        ))}
      </TabsList>
      {editorParts.map(({ part, label }) => {
        const onColor = (field: AvatarColorField, hex: string) => onColorChange(part, field, hex);
        if (part === 'background') {
          // The background has a colour and no variations.
          return (
            <TabsPanel key={part} value={part}>
              <AvatarPartPicker
                part={part}
                label={i18n._(label)}
                options={[]}
                avatar={avatar}
                onColorChange={onColor}
              />
            </TabsPanel>
          );
        }
        const { options, ownedIds, currency } = offer(part);
        return (
          <TabsPanel key={part} value={part}>
            <AvatarPartPicker
              part={part}
              label={i18n._(label)}
              options={options}
              ownedIds={ownedIds}
              value={avatar[part].variation}
              onChange={(variation) => onEquip(part, variation)}
              onLockedSelect={(option) => onLockedSelect(part, option)}
              avatar={avatar}
              onColorChange={onColor}
              currencyLabel={currency ? currencyWords(currency) : undefined}
            />
          </TabsPanel>
        );
      })}
    </Tabs>
  );
}
