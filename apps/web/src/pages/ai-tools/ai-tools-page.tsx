import { select, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AssistantSummary, WalletName } from '@sparked/contracts';
import { AssistantChat, assistantsQueryOptions } from '@sparked/features/assistants';
import { useSession } from '@sparked/features/session';
import { formatWalletAmount, walletsQueryOptions } from '@sparked/features/wallet';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as page from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import * as styles from './ai-tools.css';

const route = getRouteApi('/_authenticated/_gamified/ai-tools/');

/** "Free", or what each message costs and what the user has. */
function priceOf(assistant: AssistantSummary, balance: number | undefined) {
  if (assistant.cost === 0)
    return t({ message: 'Free', comment: 'An assistant whose messages cost nothing.' });
  const cost = formatWalletAmount(assistant.cost, assistant.currency);
  return balance === undefined
    ? t`Each message costs ${cost}.`
    : t`Each message costs ${cost}. You have ${balance}.`;
}

/** The link to the store where the learner runs short of a wallet. */
function StoreLink({ wallet }: { wallet: WalletName }) {
  const words = select(wallet, {
    ENERGY: 'energy',
    DIAMONDS: 'diamonds',
    ACHIEVEMENT_POINTS: 'achievement points',
    other: 'experience points',
  });
  return (
    <Link to="/store">
      <Trans>Get {words} in the store</Trans>
    </Link>
  );
}

function OpenChat({ assistant, balance }: { assistant: AssistantSummary; balance?: number }) {
  const { t } = useLingui();
  const { session } = useSession();
  const { name } = assistant;
  // A new conversation is a new chat: the key drops the old one's state.
  const [conversation, setConversation] = useState(0);
  return (
    <Card as="section" heading={t`Chat with ${name}`} headingLevel={2}>
      <Stack gap={3}>
        <p className={page.note}>{priceOf(assistant, balance)}</p>
        <AssistantChat
          key={conversation}
          client={session.client}
          assistant={assistant}
          renderStoreLink={(wallet) => <StoreLink wallet={wallet} />}
        />
        <div>
          <Button variant="secondary" onClick={() => setConversation((n) => n + 1)}>
            <Trans>New conversation</Trans>
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

function ChatWith({ name }: { name: string }) {
  return <Trans>Chat with {name}</Trans>;
}

/** /ai-tools: the assistants, Janus and the code box (spec §2 AI tools). */
export function AiToolsPage() {
  const { t } = useLingui();
  const { session } = useSession();
  const { assistant: open } = route.useSearch();
  const navigate = route.useNavigate();
  const assistants = useQuery(assistantsQueryOptions(session.client));
  const wallets = useQuery(walletsQueryOptions(session.client));
  const balanceOf = (assistant: AssistantSummary) => wallets.data?.wallets[assistant.currency];
  return (
    <Stack gap={5}>
      <h1 className={page.title}>
        <Trans>AI tools</Trans>
      </h1>
      <p className={page.lead}>
        <Trans>
          Helpers for learning and building. They explain and ask questions; the thinking stays
          yours.
        </Trans>
      </p>
      <div className={styles.tools}>
        <Card as="article" heading={t`Code box`} headingLevel={2}>
          <Stack gap={3} align="start">
            <p className={page.note}>
              <Trans>
                Describe a small web project: it writes a specification with you, then the code, and
                gives hints when you are stuck.
              </Trans>
            </p>
            <Link to="/ai-tools/code-box">
              <Trans>Open the code box</Trans>
            </Link>
          </Stack>
        </Card>
        <Card as="article" heading="Janus" headingLevel={2}>
          <Stack gap={3} align="start">
            <p className={page.note}>
              <Trans>
                The help desk: troubleshooting, answers about Sparked, and tickets for the team.
              </Trans>
            </p>
            <Link to="/ai-tools/janus">
              <Trans>Talk to Janus</Trans>
            </Link>
          </Stack>
        </Card>
      </div>
      <QueryState query={assistants} loading={t`Loading the assistants`} what={t`The assistants`}>
        {(list) => {
          const chosen = list.find((assistant) => assistant.slug === open);
          return (
            <Stack gap={5}>
              <section aria-labelledby="assistants-heading">
                <h2 id="assistants-heading" className={styles.heading}>
                  <Trans>Assistants</Trans>
                </h2>
                <ul className={styles.tools}>
                  {list.map((assistant) => (
                    <li key={assistant.id} className={styles.assistant}>
                      <h3 className={styles.assistantName}>{assistant.name}</h3>
                      <p className={page.note}>{assistant.description}</p>
                      <p className={styles.price}>{priceOf(assistant, undefined)}</p>
                      <Button
                        variant={assistant.slug === open ? 'primary' : 'secondary'}
                        aria-pressed={assistant.slug === open}
                        onClick={() => void navigate({ search: { assistant: assistant.slug } })}
                      >
                        <ChatWith name={assistant.name} />
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
              {chosen ? (
                <OpenChat key={chosen.id} assistant={chosen} balance={balanceOf(chosen)} />
              ) : null}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
