import { Trans, useLingui } from '@lingui/react/macro';
import type { PasswordCard as Card } from '@sparked/contracts';
import * as styles from './password.css';

/** The card on screen: the word to get across, and the words the clue giver may not say. */
export function PasswordCard({ card }: { card: Card }) {
  const { t } = useLingui();
  return (
    <section className={styles.card} aria-label={t`The card`}>
      <p className={styles.term}>{card.term}</p>
      {card.forbidden.length > 0 ? (
        <>
          <p className={styles.forbiddenLabel}>
            <Trans>Do not say:</Trans>
          </p>
          <ul className={styles.forbidden} aria-label={t`Forbidden words`}>
            {card.forbidden.map((word) => (
              <li key={word}>{word}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.forbiddenLabel}>
          <Trans>Do not say the word itself.</Trans>
        </p>
      )}
    </section>
  );
}
