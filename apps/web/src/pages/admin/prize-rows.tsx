import { Trans, useLingui } from '@lingui/react/macro';
import { type CompetitionPrize, walletNames } from '@sparked/contracts';
import { walletLabel } from '@sparked/features/wallet';
import { Button } from '@sparked/ui/button';
import { Inline } from '@sparked/ui/inline';
import { Select } from '@sparked/ui/select';
import { Stack } from '@sparked/ui/stack';
import { TextField } from '@sparked/ui/text-field';

/** A competition's prizes, one row each: the place, the wallet and the amount paid to it. */
export function PrizeRows({
  prizes,
  onChange,
}: {
  prizes: CompetitionPrize[];
  onChange: (prizes: CompetitionPrize[]) => void;
}) {
  const { t } = useLingui();
  const walletOptions = walletNames.map((name) => ({ value: name, label: walletLabel(name) }));
  const change = (index: number, patch: Partial<CompetitionPrize>) =>
    onChange(prizes.map((prize, at) => (at === index ? { ...prize, ...patch } : prize)));
  return (
    <fieldset>
      <legend>
        <Trans>Prizes</Trans>
      </legend>
      <Stack gap={3}>
        {prizes.map((prize, index) => (
          // Rows have no identity of their own; the position is the row.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Inline key={index} gap={2} align="end" wrap>
            <TextField
              label={t`Place of prize ${index + 1}`}
              type="number"
              min={1}
              max={100}
              required
              value={String(prize.place)}
              onChange={(event) => change(index, { place: Number(event.target.value) })}
            />
            <Select
              label={t`Wallet of prize ${index + 1}`}
              options={walletOptions}
              value={prize.wallet}
              onValueChange={(wallet) =>
                change(index, { wallet: wallet as CompetitionPrize['wallet'] })
              }
            />
            <TextField
              label={t`Amount of prize ${index + 1}`}
              type="number"
              min={1}
              max={100000}
              required
              value={String(prize.amount)}
              onChange={(event) => change(index, { amount: Number(event.target.value) })}
            />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange(prizes.filter((_, at) => at !== index))}
            >
              <Trans>Remove prize {index + 1}</Trans>
            </Button>
          </Inline>
        ))}
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            onChange([
              ...prizes,
              { place: prizes.length + 1, wallet: 'ACHIEVEMENT_POINTS', amount: 100 },
            ])
          }
        >
          <Trans>Add a prize</Trans>
        </Button>
      </Stack>
    </fieldset>
  );
}
