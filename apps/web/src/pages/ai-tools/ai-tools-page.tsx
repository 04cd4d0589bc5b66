import type { AssistantSummary } from '@sparked/contracts';
import { walletLabels } from '@sparked/contracts';
import { AssistantChat, assistantsQueryOptions } from '@sparked/features/assistants';
import { useSession } from '@sparked/features/session';
import { walletsQueryOptions } from '@sparked/features/wallet';
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
  if (assistant.cost === 0) return 'Free';
  const unit = walletLabels[assistant.currency];
  const have = balance === undefined ? '' : ` You have ${balance}.`;
  return `Each message costs ${assistant.cost} ${unit}.${have}`;
}

function OpenChat({ assistant, balance }: { assistant: AssistantSummary; balance?: number }) {
  const { session } = useSession();
  // A new conversation is a new chat: the key drops the old one's state.
  const [conversation, setConversation] = useState(0);
  return (
    <Card as="section" heading={`Chat with ${assistant.name}`} headingLevel={2}>
      <Stack gap={3}>
        <p className={page.note}>{priceOf(assistant, balance)}</p>
        <AssistantChat
          key={conversation}
          client={session.client}
          assistant={assistant}
          renderStoreLink={(wallet) => (
            <Link to="/store">Get {walletLabels[wallet]} in the store</Link>
          )}
        />
        <div>
          <Button variant="secondary" onClick={() => setConversation((n) => n + 1)}>
            New conversation
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

/** /ai-tools: the assistants, Janus and the code box (spec §2 AI tools). */
export function AiToolsPage() {
  const { session } = useSession();
  const { assistant: open } = route.useSearch();
  const navigate = route.useNavigate();
  const assistants = useQuery(assistantsQueryOptions(session.client));
  const wallets = useQuery(walletsQueryOptions(session.client));
  const balanceOf = (assistant: AssistantSummary) => wallets.data?.wallets[assistant.currency];
  return (
    <Stack gap={5}>
      <h1 className={page.title}>AI tools</h1>
      <p className={page.lead}>
        Helpers for learning and building. They explain and ask questions; the thinking stays yours.
      </p>
      <div className={styles.tools}>
        <Card as="article" heading="Code box" headingLevel={2}>
          <Stack gap={3} align="start">
            <p className={page.note}>
              Describe a small web project: it writes a specification with you, then the code, and
              gives hints when you are stuck.
            </p>
            <Link to="/ai-tools/code-box">Open the code box</Link>
          </Stack>
        </Card>
        <Card as="article" heading="Janus" headingLevel={2}>
          <Stack gap={3} align="start">
            <p className={page.note}>
              The help desk: troubleshooting, answers about Sparked, and tickets for the team.
            </p>
            <Link to="/ai-tools/janus">Talk to Janus</Link>
          </Stack>
        </Card>
      </div>
      <QueryState query={assistants} loading="Loading the assistants" what="The assistants">
        {(list) => {
          const chosen = list.find((assistant) => assistant.slug === open);
          return (
            <Stack gap={5}>
              <section aria-labelledby="assistants-heading">
                <h2 id="assistants-heading" className={styles.heading}>
                  Assistants
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
                        Chat with {assistant.name}
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
