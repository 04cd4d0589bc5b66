import { createFileRoute } from '@tanstack/react-router';
import { usePageTitle } from '../../../app/page-title';
import { pageRow } from '../../../app/route-table';
import { readGameSearch } from '../../../pages/games/game-search';
import { PasswordPage } from '../../../pages/games/password-page';

const row = pageRow('/winter-competition/password');

export const Route = createFileRoute('/_authenticated/_gamified/winter-competition_/password')({
  staticData: { title: row.title },
  validateSearch: readGameSearch,
  component: function WinterPassword() {
    return (
      <PasswordPage
        title={usePageTitle(row)}
        competition="winter-competition"
        search={Route.useSearch()}
      />
    );
  },
});
