import { walletLabels } from '@sparked/contracts';
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
const editorParts: ReadonlyArray<{ part: AvatarPart; label: string }> = [
  { part: 'hair', label: 'Hair' },
  { part: 'headwear', label: 'Headwear' },
  { part: 'eyes', label: 'Eyes' },
  { part: 'mouth', label: 'Mouth' },
  { part: 'head', label: 'Head' },
  { part: 'body', label: 'Body' },
  { part: 'background', label: 'Background' },
];

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
  return (
    <Tabs defaultValue="hair">
      <TabsList aria-label="Avatar parts">
        {editorParts.map(({ part, label }) => (
          <TabsTrigger key={part} value={part}>
            {label}
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
                label={label}
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
              label={label}
              options={options}
              ownedIds={ownedIds}
              value={avatar[part].variation}
              onChange={(variation) => onEquip(part, variation)}
              onLockedSelect={(option) => onLockedSelect(part, option)}
              avatar={avatar}
              onColorChange={onColor}
              currencyLabel={currency ? walletLabels[currency] : undefined}
            />
          </TabsPanel>
        );
      })}
    </Tabs>
  );
}
