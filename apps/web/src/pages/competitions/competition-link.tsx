import type { Competition } from '@sparked/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The four competitions of spec §2 have their own addresses; any other is under /competitions. */
const ownPages = {
  'spring-competition': '/spring-competition',
  'winter-competition': '/winter-competition',
  'ai-competition': '/ai-competition',
  'rtu-ai-competition': '/rtu-ai-competition',
} as const;

export function CompetitionLink({
  competition,
  className,
  children,
}: {
  competition: Pick<Competition, 'slug'>;
  className?: string;
  children: ReactNode;
}) {
  const own = ownPages[competition.slug as keyof typeof ownPages];
  return own ? (
    <Link to={own} className={className}>
      {children}
    </Link>
  ) : (
    <Link to="/competitions/$slug" params={{ slug: competition.slug }} className={className}>
      {children}
    </Link>
  );
}
