import type { PasswordCard as Card } from '@sparked/contracts';
import * as styles from './password.css';

/** The card on screen: the word to get across, and the words the clue giver may not say. */
export function PasswordCard({ card }: { card: Card }) {
  return (
    <section className={styles.card} aria-label="The card">
      <p className={styles.term}>{card.term}</p>
      {card.forbidden.length > 0 ? (
        <>
          <p className={styles.forbiddenLabel}>Do not say:</p>
          <ul className={styles.forbidden} aria-label="Forbidden words">
            {card.forbidden.map((word) => (
              <li key={word}>{word}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.forbiddenLabel}>Do not say the word itself.</p>
      )}
    </section>
  );
}
